import { useSearchParams } from 'react-router-dom';
import { useApiQuery } from '../../../../api/use-api-query';
import { parseSet, setPath } from '../../../object-sets/object-set-queries';

/** The set the object list is opened on (`/objects?setId=`, issue 29), and the set itself once read. */
export function useOpenSet() {
  const [params] = useSearchParams();
  const setId = params.get('setId') || undefined;
  const set = useApiQuery(setId && setPath(setId), parseSet);
  return { setId, set: set.data, reload: set.reload };
}
