import * as z from 'zod/mini';
import { PAGE_SIZE_OPTIONS } from '../../../../shared/constants';
import type { QueryValue } from '../../api/client';
import { FIRST_PAGE, type Paging } from './paging';

/** Typing settles for this long before a search is sent: one request per word, not per key. */
export const SEARCH_DELAY_MS = 300;

/** A column the server sorts by, and which way (a click on its header). */
export type ListSort = { by: string; descending: boolean };

/** The API's `sort=field,asc|desc` for a list's sort (none: the list's own order). */
export const sortQuery = (sort: ListSort | undefined) => (sort ? `${sort.by},${sort.descending ? 'desc' : 'asc'}` : undefined);

/**
 * Everything a server-paged list is showing, in one value: what is kept across navigation, what
 * a save or delete resets, and the only input of a list's query (`toQuery`). Sorting, column
 * choice and saved searches each become one more field here.
 */
export type ListState<F> = { paging: Paging; search: string; filters: F; sort?: ListSort };

export type ListQuery = Record<string, QueryValue>;

/** The list's query without its page and order: every item it finds (a set's additions, a batch edit). */
export function searchOf(query: ListQuery): ListQuery {
  const { page: _page, size: _size, sort: _sort, ...search } = query;
  return Object.fromEntries(Object.entries(search).filter(([, value]) => value !== undefined && value !== ''));
}

export const initialListState = <F>(filters: F): ListState<F> => ({ paging: FIRST_PAGE, search: '', filters });

const PagingSchema = z.object({
  page: z.number().check(z.int(), z.minimum(0)),
  size: z.number().check(z.refine((size) => (PAGE_SIZE_OPTIONS as readonly number[]).includes(size))),
});

/** The kept copy read back: a page size the API no longer offers, or a missing field, gives the defaults. */
export function listStateSchema<F>(filters: z.ZodMiniType<F>): z.ZodMiniType<ListState<F>> {
  return z.object({
    paging: PagingSchema,
    search: z.string(),
    filters,
    sort: z.optional(z.object({ by: z.string(), descending: z.boolean() })),
  }) as z.ZodMiniType<ListState<F>>;
}

/**
 * What the selection belongs to: ticked rows are only valid for the search, filters, page size
 * and sort they were ticked under (issue 32: a row ticked under an old search stayed selected,
 * unseen, and was deleted with the new one). The page number is left out on purpose: turning
 * pages keeps the selection, and the header's counter shows how many are ticked.
 */
export function selectionScope<F>({ search, filters, paging, sort }: ListState<F>): string {
  return JSON.stringify([search, filters, paging.size, sort ?? null]);
}

export type NoFilters = Record<string, never>;

/** For a list whose only filter is its search box. */
export const WITHOUT_FILTERS: { initial: NoFilters; schema: z.ZodMiniType<NoFilters> } = { initial: {}, schema: z.object({}) as z.ZodMiniType<NoFilters> };
