import * as z from 'zod/mini';
import { PAGE_SIZE_OPTIONS } from '../../../../../shared/constants';
import type { ObjectListParams } from '../../../../../shared/schemas/object';
import type { QueryValue } from '../../../api/client';
import { FIRST_PAGE, type Paging } from '../../../components/server-paging/paging';

/**
 * Every filter of GET /api/objects (spec 2 section 7), by kind. The `satisfies` ties each name to
 * the API's query schema: a filter the API does not read fails the typecheck.
 */
export const OBJECT_TEXT_FILTERS = ['inventoryNumber', 'objectName', 'objectTitle', 'country', 'description', 'showcaseNumber', 'century'] as const satisfies readonly (keyof ObjectListParams)[];
/** Dropdown value ids; category is a child of the chosen classification. */
export const OBJECT_VALUE_FILTERS = ['classification', 'category', 'location'] as const satisfies readonly (keyof ObjectListParams)[];
/** Registration date bounds, inclusive; the date picker's value is YYYY-MM-DD, which the API reads. */
export const OBJECT_DATE_FILTERS = ['startDate', 'endDate'] as const satisfies readonly (keyof ObjectListParams)[];

export type ObjectFilterName = (typeof OBJECT_TEXT_FILTERS)[number] | (typeof OBJECT_VALUE_FILTERS)[number] | (typeof OBJECT_DATE_FILTERS)[number];
export type ObjectFilters = Record<ObjectFilterName, string>;

const FILTER_NAMES: readonly ObjectFilterName[] = [...OBJECT_TEXT_FILTERS, ...OBJECT_VALUE_FILTERS, ...OBJECT_DATE_FILTERS];

export const NO_FILTERS: ObjectFilters = Object.fromEntries(FILTER_NAMES.map((name) => [name, ''])) as ObjectFilters;

/** What the object list keeps across navigation: the page, its size, the search text and the applied filters. */
export type ObjectListState = { paging: Paging; search: string; filters: ObjectFilters };

export const INITIAL_OBJECT_LIST_STATE: ObjectListState = { paging: FIRST_PAGE, search: '', filters: NO_FILTERS };

/** The stored state read back: a page size the API no longer offers, or a missing field, gives the defaults. */
export const ObjectListStateSchema: z.ZodMiniType<ObjectListState> = z.object({
  paging: z.object({
    page: z.number().check(z.int(), z.minimum(0)),
    size: z.number().check(z.refine((size) => (PAGE_SIZE_OPTIONS as readonly number[]).includes(size))),
  }),
  search: z.string(),
  filters: z.object(Object.fromEntries(FILTER_NAMES.map((name) => [name, z.string()])) as Record<ObjectFilterName, z.ZodMiniString>),
});

/** GET /api/objects parameters for a list state: empty texts are left out by the client. */
export function objectListQuery({ paging, search, filters }: ObjectListState): Record<string, QueryValue> {
  const query: Record<string, QueryValue> = { page: paging.page, size: paging.size, searchAll: search.trim() };
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
