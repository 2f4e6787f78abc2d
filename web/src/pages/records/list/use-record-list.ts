import { useCallback, useEffect, useMemo, useState } from 'react';
import type { RecordType } from '../../../../../shared/records/record-types';
import { recordPageSchema, type RecordDto } from '../../../../../shared/schemas/records';
import { useApiQuery } from '../../../api/use-api-query';
import { FIRST_PAGE, type Paging } from '../../../components/server-paging/paging';
import { useStoredListState } from '../../../components/server-paging/stored-list-state';
import { OBJECT_SEARCH_DELAY_MS } from '../../objects/list/use-object-list';
import { INITIAL_RECORD_LIST_STATE, recordListQuery, RecordListStateSchema } from './record-list-state';

export type RecordPage = { content: RecordDto[]; totalElements: number };

/**
 * A record list's state (page, size, search, filters), kept across navigation under `storageKey`,
 * turned into GET /api/<path> parameters, and the page of records it loads.
 */
export function useRecordList(type: RecordType, storageKey: string) {
  const [state, setState] = useStoredListState(storageKey, RecordListStateSchema, INITIAL_RECORD_LIST_STATE);
  const [filteringText, setFilteringText] = useState(state.search);
  const parse = useMemo(() => (value: unknown) => recordPageSchema(type).parse(value) as RecordPage, [type]);

  useEffect(() => {
    if (filteringText === state.search) return;
    const timer = setTimeout(() => setState((current) => ({ ...current, search: filteringText, paging: { ...current.paging, page: 0 } })), OBJECT_SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [filteringText, state.search, setState]);

  const query = useMemo(() => recordListQuery(type, state), [type, state]);
  const result = useApiQuery(`/${type.path}`, parse, query);
  const { reload } = result;

  const setPaging = useCallback((paging: Paging) => setState((current) => ({ ...current, paging })), [setState]);
  const setFilter = useCallback(
    (name: string, value: string) => setState((current) => ({ ...current, filters: { ...current.filters, [name]: value }, paging: { ...current.paging, page: 0 } })),
    [setState],
  );
  /** After a delete the list is fetched again at page 0, size 10 (spec 2 section 4). */
  const refetchFromStart = useCallback(() => {
    setState((current) => ({ ...current, paging: FIRST_PAGE }));
    reload();
  }, [setState, reload]);

  return { ...result, paging: state.paging, filters: state.filters, filteringText, setFilteringText, setPaging, setFilter, refetchFromStart };
}
