import { useCallback, useState } from 'react';
import { useNotifyQueryError } from '../../../api/use-notify-query-error';
import { apiFieldErrors, type FieldErrors } from '../../../components/forms/schema-errors';

export type SaveResult<T> = { ok: true; value: T } | { ok: false };

/**
 * A save: busy while it runs; on failure the API's field messages go back to the form and the
 * API's message shows as a notification (a duplicate e-mail or a stale version must be seen).
 */
export function useSave(onFieldErrors: (errors: FieldErrors) => void) {
  const [saving, setSaving] = useState(false);
  const notifyError = useNotifyQueryError();
  const run = useCallback(
    async <T,>(send: () => Promise<T>): Promise<SaveResult<T>> => {
      setSaving(true);
      try {
        return { ok: true, value: await send() };
      } catch (error) {
        onFieldErrors(apiFieldErrors(error));
        notifyError(error);
        return { ok: false };
      } finally {
        setSaving(false);
      }
    },
    [notifyError, onFieldErrors],
  );
  return { saving, run };
}
