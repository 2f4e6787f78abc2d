import * as z from 'zod/mini';
import type { RecordType } from '../../../../../shared/records/record-types';
import { sortQuery, type ListQuery, type ListState } from '../../../components/lists/list-state';

/** A record list's filters: dropdown value ids by the type's filter names. */
export type RecordFilters = Record<string, string>;

export const RecordFiltersSchema: z.ZodMiniType<RecordFilters> = z.record(z.string(), z.string());

/** GET /api/<path> parameters (spec 2 section 7): searchText, the type's own filters and the sort. */
export function recordListQuery(type: RecordType, { paging, search, filters, sort }: ListState<RecordFilters>): ListQuery {
  const query: ListQuery = { page: paging.page, size: paging.size, searchText: search.trim(), sort: sortQuery(sort) };
  for (const name of type.filters) query[name] = filters[name] ?? '';
  return query;
}
