import { useEffect, useState } from 'react';
import type { RecordType } from '../../../../../shared/records/record-types';
import { recordPageSchema, type RecordDto } from '../../../../../shared/schemas/records';
import { useApi } from '../../../api/api-context';
import { useNotifyQueryError } from '../../../api/use-notify-query-error';

/** An object's records of a type the page reads at once: a long history at a museum's usual sizes. */
export const OBJECT_PAGE_RECORDS = 100;

export type TypeRecords = { type: RecordType; records: RecordDto[]; total: number };

/**
 * The object's records of each of `types`, newest first: one `GET /api/<type>?objectId=` each,
 * all at once (the API answers them from the object's own index, docs/record-lists.md). A type
 * whose read fails is left out, with the usual error notice.
 */
export function useObjectRecords(objectId: string, types: readonly RecordType[]): { lists: TypeRecords[]; loading: boolean } {
  const api = useApi();
  const notifyError = useNotifyQueryError();
  const [state, setState] = useState<{ lists: TypeRecords[]; loading: boolean }>({ lists: [], loading: types.length > 0 });
  const typeKey = types.map((t) => t.name).join(',');

  useEffect(() => {
    const controller = new AbortController();
    setState((s) => ({ ...s, loading: true }));
    void Promise.all(
      types.map(async (type): Promise<TypeRecords | undefined> => {
        try {
          const page = recordPageSchema(type).parse(await api.get(`/${type.path}`, { query: { objectId, size: OBJECT_PAGE_RECORDS }, signal: controller.signal }));
          return { type, records: page.content as RecordDto[], total: page.totalElements };
        } catch (error) {
          if (!controller.signal.aborted) notifyError(error);
          return undefined;
        }
      }),
    ).then((lists) => {
      if (!controller.signal.aborted) setState({ lists: lists.filter((l): l is TypeRecords => l !== undefined), loading: false });
    });
    return () => controller.abort();
    // `types` is compared by its names: the caller may build a new array on every render.
  }, [api, objectId, typeKey, notifyError]);
  return state;
}
