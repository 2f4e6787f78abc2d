import { useEffect, useState } from 'react';
import { MAX_PAGE_SIZE } from '../../../../shared/constants';
import { ObjectPageSchema } from '../../../../shared/schemas/object';
import { useApi } from '../../api/api-context';
import { useNotifyQueryError } from '../../api/use-notify-query-error';

/** The ids of a set's objects in list order (`/pdf?setId=`, issue 29), read a page of the largest size at a time. */
export function useSetObjectIds(setId: string): string[] | undefined {
  const api = useApi();
  const notifyError = useNotifyQueryError();
  const [ids, setIds] = useState<string[]>();
  useEffect(() => {
    const controller = new AbortController();
    void (async () => {
      try {
        const found: string[] = [];
        for (let page = 0; ; page++) {
          const answer = ObjectPageSchema.parse(await api.get('/objects', { query: { setId, page, size: MAX_PAGE_SIZE }, signal: controller.signal }));
          found.push(...answer.content.map((o) => o.id));
          if (found.length >= answer.totalElements || !answer.content.length) break;
        }
        if (!controller.signal.aborted) setIds(found);
      } catch (error) {
        if (!controller.signal.aborted) notifyError(error);
      }
    })();
    return () => controller.abort();
  }, [api, setId, notifyError]);
  return ids;
}
