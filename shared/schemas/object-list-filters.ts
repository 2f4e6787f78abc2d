import type { ObjectListParams } from './object';

/**
 * Every filter of GET /api/objects (spec 2 section 7), by kind: the Filters drawer's fields, the
 * property filter's properties and the saved searches' tokens. The `satisfies` ties each name to
 * the API's query schema: a filter the API does not read fails the typecheck.
 */
export const OBJECT_TEXT_FILTERS = ['inventoryNumber', 'objectName', 'objectTitle', 'country', 'description', 'showcaseNumber', 'century'] as const satisfies readonly (keyof ObjectListParams)[];
/** Dropdown value ids; category is a child of the chosen classification. */
export const OBJECT_VALUE_FILTERS = ['classification', 'category', 'location'] as const satisfies readonly (keyof ObjectListParams)[];
/** Registration date bounds, inclusive; the date picker's value is YYYY-MM-DD, which the API reads. */
export const OBJECT_DATE_FILTERS = ['startDate', 'endDate'] as const satisfies readonly (keyof ObjectListParams)[];
/** Production years (issue 28), whole numbers, negative before the common era. */
export const OBJECT_YEAR_FILTERS = ['producedFrom', 'producedTo'] as const satisfies readonly (keyof ObjectListParams)[];

export const OBJECT_FILTER_NAMES = [...OBJECT_TEXT_FILTERS, ...OBJECT_VALUE_FILTERS, ...OBJECT_DATE_FILTERS, ...OBJECT_YEAR_FILTERS] as const;
export type ObjectFilterName = (typeof OBJECT_FILTER_NAMES)[number];

/**
 * A token's operator (Cloudscape PropertyFilter's): a text filter matches words of its field by
 * prefix, which reads as "contains" (`:`); a value, a date bound or a year is one value (`=`).
 * The API takes one value per filter, so each has exactly one operator.
 */
export type FilterOperator = ':' | '=';
export function operatorOf(name: ObjectFilterName): FilterOperator {
  return (OBJECT_TEXT_FILTERS as readonly string[]).includes(name) ? ':' : '=';
}
