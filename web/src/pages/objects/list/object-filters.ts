import * as z from 'zod/mini';
import type { ObjectListParams } from '../../../../../shared/schemas/object';
import { sortQuery, type ListQuery, type ListState } from '../../../components/lists/list-state';

/**
 * Every filter of GET /api/objects (spec 2 section 7), by kind. The `satisfies` ties each name to
 * the API's query schema: a filter the API does not read fails the typecheck.
 */
export const OBJECT_TEXT_FILTERS = ['inventoryNumber', 'objectName', 'objectTitle', 'country', 'description', 'showcaseNumber', 'century'] as const satisfies readonly (keyof ObjectListParams)[];
/** Dropdown value ids; category is a child of the chosen classification. */
export const OBJECT_VALUE_FILTERS = ['classification', 'category', 'location'] as const satisfies readonly (keyof ObjectListParams)[];
/** Registration date bounds, inclusive; the date picker's value is YYYY-MM-DD, which the API reads. */
export const OBJECT_DATE_FILTERS = ['startDate', 'endDate'] as const satisfies readonly (keyof ObjectListParams)[];

/** Production years (issue 28), whole numbers, negative before the common era. */
export const OBJECT_YEAR_FILTERS = ['producedFrom', 'producedTo'] as const satisfies readonly (keyof ObjectListParams)[];

export type ObjectFilterName =
  | (typeof OBJECT_TEXT_FILTERS)[number]
  | (typeof OBJECT_VALUE_FILTERS)[number]
  | (typeof OBJECT_DATE_FILTERS)[number]
  | (typeof OBJECT_YEAR_FILTERS)[number];
export type ObjectFilters = Record<ObjectFilterName, string>;

const FILTER_NAMES: readonly ObjectFilterName[] = [...OBJECT_TEXT_FILTERS, ...OBJECT_VALUE_FILTERS, ...OBJECT_DATE_FILTERS, ...OBJECT_YEAR_FILTERS];

export const NO_FILTERS: ObjectFilters = Object.fromEntries(FILTER_NAMES.map((name) => [name, ''])) as ObjectFilters;

/** The applied filters as kept across navigation: a missing or mistyped field gives the defaults. */
export const ObjectFiltersSchema: z.ZodMiniType<ObjectFilters> = z.object(
  Object.fromEntries(FILTER_NAMES.map((name) => [name, z.string()])) as Record<ObjectFilterName, z.ZodMiniString>,
);

/** GET /api/objects parameters for a list state: empty texts are left out by the client. */
export function objectListQuery({ paging, search, filters, sort }: ListState<ObjectFilters>): ListQuery {
  const query: ListQuery = { page: paging.page, size: paging.size, searchAll: search.trim(), sort: sortQuery(sort) };
  for (const name of FILTER_NAMES) query[name] = filters[name].trim();
  return query;
}

/** How many filters are set, for the Filters button ('Filters (2)'). */
export function activeFilterCount(filters: ObjectFilters): number {
  return FILTER_NAMES.filter((name) => filters[name].trim() !== '').length;
}

/** A new classification empties the category: a category belongs to one classification. */
export function withFilter(filters: ObjectFilters, name: ObjectFilterName, value: string): ObjectFilters {
  if (name === 'classification' && value !== filters.classification) return { ...filters, classification: value, category: '' };
  return { ...filters, [name]: value };
}
