import { useCallback, useEffect, useMemo, useState } from 'react';
import type * as z from 'zod/mini';
import { useApi } from '../../api/api-context';
import { useApiQuery } from '../../api/use-api-query';
import { useNotifyQueryError } from '../../api/use-notify-query-error';
import { useSuccessNotice } from '../notices/use-success-notice';
import { FIRST_PAGE, fromPageIndex, withPageSize } from './paging';
import { initialListState, listStateSchema, selectionScope, type ListQuery, type ListSort, type ListState } from './list-state';
import { clearListSaved, isListSaved } from './saved-mark';
import { readListState, writeListState } from './stored-list-state';
import { useDebounced } from './use-debounced';

/** A page as every paged route answers it (spec 1 section 9). */
export type ListPage<T> = { content: T[]; totalElements: number };

export type ServerListOptions<T, F> = {
  /** GET path of the list; none: the list waits and sends nothing. */
  path: string | undefined;
  /** The wire answer as the page's rows (a parse may also shape rows, e.g. for expandable ones). */
  parse: (value: unknown) => ListPage<T>;
  /** The filters a first visit starts with, and their schema for the kept copy. */
  filters: { initial: F; schema: z.ZodMiniType<F> };
  /** The one place a list's state becomes its GET parameters; each list supplies its own names. */
  toQuery: (state: ListState<F>) => ListQuery;
  /**
   * The sessionStorage key the state is kept under across navigation (`storedListStateKey`);
   * none: the state lives while the page is open.
   */
  keepAs?: string;
  /**
   * The state a link asks for (a list whose query lives in its URL): it wins over the kept state
   * on the first render.
   */
  initialState?: ListState<F>;
  /** DELETE of the selection: the list path with the ids under this parameter (`idList`, users' `id`). */
  deleteParam?: 'idList' | 'id';
  /** A row's id for DELETE; `item.id` when not given. */
  idOf?: (item: T) => string;
};

const defaultIdOf = (item: unknown) => (item as { id: string }).id;

/**
 * The one way a server-paged list of the console works (after cloudscape-design/demos'
 * server-side table): its state (page, size, search, filters, sort; kept per user), the debounced
 * search, the query built from that state, the page loaded, selection scoped to what is on
 * screen, and delete after confirmation followed by page 0 of size 10 again.
 */
export function useServerList<T, F>(options: ServerListOptions<T, F>) {
  const { path, parse, filters, toQuery, keepAs, deleteParam, initialState } = options;
  const idOf = options.idOf ?? defaultIdOf;
  const api = useApi();
  const notifyError = useNotifyQueryError();
  const notifySuccess = useSuccessNotice();

  const [state, setState] = useState<ListState<F>>(() => {
    if (initialState) return initialState;
    const fresh = initialListState(filters.initial);
    if (!keepAs) return fresh;
    const kept = readListState(keepAs, listStateSchema(filters.schema), fresh);
    // A save since the last visit: page 0 of size 10, the search and filters kept.
    return isListSaved(keepAs) ? { ...kept, paging: FIRST_PAGE } : kept;
  });
  useEffect(() => {
    if (keepAs) clearListSaved(keepAs);
  }, [keepAs]);
  useEffect(() => {
    if (keepAs) writeListState(keepAs, state);
  }, [keepAs, state]);

  // What the search box shows; the state (and so the query) follows once typing settles.
  const [searchText, setSearchText] = useState(state.search);
  const settledSearch = useDebounced(searchText);
  useEffect(() => {
    // A new search starts at its first page.
    setState((current) => (current.search === settledSearch ? current : { ...current, search: settledSearch, paging: { ...current.paging, page: 0 } }));
  }, [settledSearch]);

  const query = useMemo(() => toQuery(state), [toQuery, state]);
  const result = useApiQuery(path, parse, query);
  const { reload } = result;

  // Held with the scope it was ticked in: a new search, filter, size or sort shows (and acts on) none.
  const scope = selectionScope(state);
  const [selection, setSelection] = useState<{ scope: string; items: T[] }>({ scope, items: [] });
  const selectedItems = useMemo(() => (selection.scope === scope ? selection.items : []), [selection, scope]);
  const setSelectedItems = useCallback((items: T[]) => setSelection({ scope, items }), [scope]);

  const setFilters = useCallback(
    (next: F | ((current: F) => F)) =>
      setState((current) => ({
        ...current,
        filters: typeof next === 'function' ? (next as (current: F) => F)(current.filters) : next,
        paging: { ...current.paging, page: 0 },
      })),
    [],
  );
  const setPageIndex = useCallback((index: number) => setState((current) => ({ ...current, paging: fromPageIndex(current.paging, index) })), []);
  const setPageSize = useCallback((size: number) => setState((current) => ({ ...current, paging: withPageSize(size) })), []);
  // A new order starts at its first page.
  const setSort = useCallback((sort: ListSort) => setState((current) => ({ ...current, sort, paging: { ...current.paging, page: 0 } })), []);

  /** A whole query at once (a saved search opened, a link followed): its search shows at once. */
  const restore = useCallback((next: ListState<F>) => {
    setSearchText(next.search);
    setState(next);
  }, []);

  /** After a save or delete the list is fetched again at page 0, size 10 (spec 2 section 4). */
  const refetchFromStart = useCallback(() => {
    setState((current) => ({ ...current, paging: FIRST_PAGE }));
    setSelection((current) => ({ ...current, items: [] }));
    reload();
  }, [reload]);

  const [pendingDelete, setPendingDelete] = useState<T[]>([]);
  const [deleting, setDeleting] = useState(false);
  const cancelDelete = useCallback(() => setPendingDelete([]), []);
  const confirmDelete = useCallback(async () => {
    if (!deleteParam || !path) return;
    setDeleting(true);
    try {
      await api.delete(path, { query: { [deleteParam]: pendingDelete.map(idOf) } });
      notifySuccess('notice.dataDeleted');
      refetchFromStart();
    } catch (error) {
      notifyError(error);
    } finally {
      setDeleting(false);
      setPendingDelete([]);
    }
  }, [api, path, deleteParam, pendingDelete, idOf, notifySuccess, notifyError, refetchFromStart]);

  return {
    state,
    query,
    items: result.data?.content ?? [],
    /** Known once the first page has arrived (the header's counter waits for it). */
    totalElements: result.data?.totalElements,
    loading: result.loading,
    error: result.error,
    reload,
    searchText,
    setSearchText,
    setFilters,
    setPageIndex,
    setPageSize,
    setSort,
    restore,
    selectedItems,
    setSelectedItems,
    refetchFromStart,
    deletion: {
      /** What 'Sure to delete?' is asked about; empty: no question open. */
      pending: pendingDelete,
      busy: deleting,
      ask: setPendingDelete,
      cancel: cancelDelete,
      confirm: confirmDelete,
    },
  };
}

export type ServerList<T, F = unknown> = ReturnType<typeof useServerList<T, F>>;
