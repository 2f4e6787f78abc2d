import { useCallback, useMemo } from 'react';
import type { RecordType } from '../../../../../shared/records/record-types';
import { recordPageSchema, type RecordDto } from '../../../../../shared/schemas/records';
import type { ListState } from '../../../components/lists/list-state';
import { useServerList, type ListPage } from '../../../components/lists/use-server-list';
import { recordListQuery, RecordFiltersSchema, type RecordFilters } from './record-list-state';

type RecordPage = ListPage<RecordDto>;

const RECORD_FILTERS = { initial: {} as RecordFilters, schema: RecordFiltersSchema };

/** A record list (GET /api/<path>), kept across navigation under `storageKey`; DELETE takes `idList`. */
export function useRecordList(type: RecordType, storageKey: string) {
  const parse = useMemo(() => (value: unknown) => recordPageSchema(type).parse(value) as RecordPage, [type]);
  const toQuery = useCallback((state: ListState<RecordFilters>) => recordListQuery(type, state), [type]);
  const list = useServerList({ path: `/${type.path}`, parse, filters: RECORD_FILTERS, toQuery, keepAs: storageKey, deleteParam: 'idList' });
  const { setFilters } = list;
  const setFilter = useCallback((name: string, value: string) => setFilters((current) => ({ ...current, [name]: value })), [setFilters]);
  return { ...list, setFilter };
}
