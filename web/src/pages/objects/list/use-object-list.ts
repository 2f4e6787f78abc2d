import { ObjectPageSchema } from '../../../../../shared/schemas/object';
import { useServerList } from '../../../components/lists/use-server-list';
import { NO_FILTERS, objectListQuery, ObjectFiltersSchema } from './object-filters';

const parseObjectPage = (value: unknown) => ObjectPageSchema.parse(value);
const OBJECT_FILTERS = { initial: NO_FILTERS, schema: ObjectFiltersSchema };

/** The object list (GET /api/objects), kept across navigation under `storageKey`; DELETE takes `idList`. */
export function useObjectList(storageKey: string) {
  return useServerList({ path: '/objects', parse: parseObjectPage, filters: OBJECT_FILTERS, toQuery: objectListQuery, keepAs: storageKey, deleteParam: 'idList' });
}
