import * as z from 'zod/mini';
import { OBJECT_FILTER_NAMES, type ObjectFilterName } from '../../../../../shared/schemas/object-list-filters';
import { sortQuery, type ListQuery, type ListState } from '../../../components/lists/list-state';

export { OBJECT_DATE_FILTERS, OBJECT_TEXT_FILTERS, OBJECT_VALUE_FILTERS, OBJECT_YEAR_FILTERS, type ObjectFilterName } from '../../../../../shared/schemas/object-list-filters';

export type ObjectFilters = Record<ObjectFilterName, string>;

export const NO_FILTERS: ObjectFilters = Object.fromEntries(OBJECT_FILTER_NAMES.map((name) => [name, ''])) as ObjectFilters;

/** The applied filters as kept across navigation: a missing or mistyped field gives the defaults. */
export const ObjectFiltersSchema: z.ZodMiniType<ObjectFilters> = z.object(
  Object.fromEntries(OBJECT_FILTER_NAMES.map((name) => [name, z.string()])) as Record<ObjectFilterName, z.ZodMiniString>,
);

/** GET /api/objects parameters for a list state: empty texts are left out by the client. */
export function objectListQuery({ paging, search, filters, sort }: ListState<ObjectFilters>): ListQuery {
  const query: ListQuery = { page: paging.page, size: paging.size, searchAll: search.trim(), sort: sortQuery(sort) };
  for (const name of OBJECT_FILTER_NAMES) query[name] = filters[name].trim();
  return query;
}

/** How many filters are set, for the Filters button ('Filters (2)'). */
export function activeFilterCount(filters: ObjectFilters): number {
  return OBJECT_FILTER_NAMES.filter((name) => filters[name].trim() !== '').length;
}

/** A new classification empties the category: a category belongs to one classification. */
export function withFilter(filters: ObjectFilters, name: ObjectFilterName, value: string): ObjectFilters {
  if (name === 'classification' && value !== filters.classification) return { ...filters, classification: value, category: '' };
  return { ...filters, [name]: value };
}
