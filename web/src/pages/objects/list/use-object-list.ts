import { useCallback, useEffect, useMemo, useState } from 'react';
import { ObjectPageSchema } from '../../../../../shared/schemas/object';
import { useApiQuery } from '../../../api/use-api-query';
import { FIRST_PAGE, type Paging } from '../../../components/server-paging/paging';
import { useStoredListState } from '../../../components/server-paging/stored-list-state';
import { INITIAL_OBJECT_LIST_STATE, objectListQuery, ObjectListStateSchema, type ObjectFilters } from './object-filters';

/** Typing settles for this long before the search is sent: one request per word, not per key. */
export const OBJECT_SEARCH_DELAY_MS = 300;

const parseObjectPage = (value: unknown) => ObjectPageSchema.parse(value);

/**
 * The object list's state (page, size, search, filters), kept across navigation under
 * `storageKey`, turned into GET /api/objects parameters, and the page of objects it loads.
 */
export function useObjectList(storageKey: string) {
  const [state, setState] = useStoredListState(storageKey, ObjectListStateSchema, INITIAL_OBJECT_LIST_STATE);
  const [filteringText, setFilteringText] = useState(state.search);

  useEffect(() => {
    if (filteringText === state.search) return;
    const timer = setTimeout(() => {
      // A new search starts at its first page.
      setState((current) => ({ ...current, search: filteringText, paging: { ...current.paging, page: 0 } }));
    }, OBJECT_SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [filteringText, state.search, setState]);

  const query = useMemo(() => objectListQuery(state), [state]);
  const result = useApiQuery('/objects', parseObjectPage, query);
  const { reload } = result;

  const setPaging = useCallback((paging: Paging) => setState((current) => ({ ...current, paging })), [setState]);
  const setFilters = useCallback(
    (filters: ObjectFilters) => setState((current) => ({ ...current, filters, paging: { ...current.paging, page: 0 } })),
    [setState],
  );
  /** After a delete the list is fetched again at page 0, size 10 (spec 2 section 4). */
  const refetchFromStart = useCallback(() => {
    setState((current) => ({ ...current, paging: FIRST_PAGE }));
    reload();
  }, [setState, reload]);

  return { ...result, paging: state.paging, filters: state.filters, filteringText, setFilteringText, setPaging, setFilters, refetchFromStart };
}
