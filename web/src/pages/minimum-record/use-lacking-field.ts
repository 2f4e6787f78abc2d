import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { MINIMUM_RECORD_FIELDS } from '../../../../shared/schemas/minimum-record-fields';

/**
 * `?missing=<field>` of the object list's URL (the dashboard's minimum-record card links to it):
 * the candidate field it names, or none for an absent or unknown name; `clear` drops it.
 */
export type LackingField = ReturnType<typeof useLackingField>;

export function useLackingField() {
  const [params, setParams] = useSearchParams();
  const named = params.get('missing');
  const field = MINIMUM_RECORD_FIELDS.find((f) => f === named);
  const clear = useCallback(
    () =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('missing');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { field, clear };
}
