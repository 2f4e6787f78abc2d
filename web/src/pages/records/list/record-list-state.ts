import * as z from 'zod/mini';
import { PAGE_SIZE_OPTIONS } from '../../../../../shared/constants';
import type { RecordType } from '../../../../../shared/records/record-types';
import type { QueryValue } from '../../../api/client';
import { FIRST_PAGE, type Paging } from '../../../components/server-paging/paging';

/** What a record list keeps across navigation: the page, its size, the search and its filters (value ids). */
export type RecordListState = { paging: Paging; search: string; filters: Record<string, string> };

export const INITIAL_RECORD_LIST_STATE: RecordListState = { paging: FIRST_PAGE, search: '', filters: {} };

/** The stored state read back: a page size the API no longer offers, or a missing field, gives the defaults. */
export const RecordListStateSchema: z.ZodMiniType<RecordListState> = z.object({
  paging: z.object({
    page: z.number().check(z.int(), z.minimum(0)),
    size: z.number().check(z.refine((size) => (PAGE_SIZE_OPTIONS as readonly number[]).includes(size))),
  }),
  search: z.string(),
  filters: z.record(z.string(), z.string()),
});

/** GET /api/<path> parameters (spec 2 section 7): searchText and the type's own filters. */
export function recordListQuery(type: RecordType, { paging, search, filters }: RecordListState): Record<string, QueryValue> {
  const query: Record<string, QueryValue> = { page: paging.page, size: paging.size, searchText: search.trim() };
  for (const name of type.filters) query[name] = filters[name] ?? '';
  return query;
}
