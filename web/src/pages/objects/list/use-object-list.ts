import { useCallback } from 'react';
import { ObjectPageSchema } from '../../../../../shared/schemas/object';
import type { MinimumRecordField } from '../../../../../shared/schemas/minimum-record-fields';
import type { ListState } from '../../../components/lists/list-state';
import { useServerList } from '../../../components/lists/use-server-list';
import { NO_FILTERS, objectListQuery, ObjectFiltersSchema, type ObjectFilters } from './object-filters';

const parseObjectPage = (value: unknown) => ObjectPageSchema.parse(value);
const OBJECT_FILTERS = { initial: NO_FILTERS, schema: ObjectFiltersSchema };

/**
 * The object list (GET /api/objects), kept across navigation under `storageKey`; DELETE takes `idList`.
 * `missing` (from the URL, not kept) narrows it to the objects lacking that field. A link's query
 * (`fromUrl`) wins over the kept state. Opened on a set (`setId`, issue 29): only its objects, its
 * search and filters kept apart.
 */
export function useObjectList(storageKey: string, missing?: MinimumRecordField, fromUrl?: ListState<ObjectFilters>, setId?: string) {
  const toQuery = useCallback((state: ListState<ObjectFilters>) => ({ ...objectListQuery(state), missing, setId }), [missing, setId]);
  const keepAs = setId ? `${storageKey}#set:${setId}` : storageKey;
  return useServerList({ path: '/objects', parse: parseObjectPage, filters: OBJECT_FILTERS, toQuery, keepAs, deleteParam: 'idList', initialState: fromUrl });
}

export type ObjectList = ReturnType<typeof useObjectList>;
