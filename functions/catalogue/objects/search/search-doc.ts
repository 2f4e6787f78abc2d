import { queryTerms } from '../../../lib/search/normalise';
import type { SearchDoc } from '../../../lib/search/search-doc';
import type { Presenceable } from '../presence';

export type { SearchDoc } from '../../../lib/search/search-doc';

/** The fields `searchAll` reads (issue 10): inventory number, names, title, author, description. */
export const SEARCHED_FIELDS = ['inventoryNumber', 'objectName', 'objectTitle', 'author', 'description'] as const;
/** Filters on a dropdown value id: the object's value must equal it. */
export const EXACT_FILTERS = ['classification', 'category', 'location'] as const;
/** Filters on a text field: every word of the filter must start a word of the field (as searchAll, per field). */
export const TEXT_FILTERS = ['inventoryNumber', 'objectName', 'objectTitle', 'description', 'showcaseNumber', 'country', 'century'] as const;
export type ExactFilter = (typeof EXACT_FILTERS)[number];
export type TextFilter = (typeof TEXT_FILTERS)[number];

/**
 * GET /api/objects's filters (spec 2 section 7); the date range is on `registrationDate`, inclusive;
 * producedFrom..producedTo (issue 28) is met by a production date whose span overlaps it.
 */
export type ObjectFilters = Partial<Record<ExactFilter | TextFilter, string>> & { startDate?: string; endDate?: string; producedFrom?: number; producedTo?: number };

export type SearchableObject = Partial<
  Record<(typeof SEARCHED_FIELDS)[number] | ExactFilter | TextFilter | 'registrationDate' | 'locationArea', string | null> &
    Record<'productionEarliestYear' | 'productionLatestYear', number | null>
> & { details?: readonly { value: string }[] | null; quantity?: number | null } & Presenceable;

/** A request's filters as one test of a document, folded once; `undefined` when nothing is filtered. */
export function filterTest(filters: ObjectFilters): ((doc: SearchDoc) => boolean) | undefined {
  const tests: ((doc: SearchDoc) => boolean)[] = [];
  for (const field of EXACT_FILTERS) {
    const wanted = filters[field];
    if (wanted) tests.push((doc) => doc.exact[field] === wanted);
  }
  for (const field of TEXT_FILTERS) {
    const words = queryTerms(filters[field]).map((w) => ` ${w}`);
    if (words.length) tests.push((doc) => words.every((w) => doc.text[field]?.includes(w) ?? false));
  }
  const { startDate, endDate } = filters;
  if (startDate) tests.push((doc) => doc.date !== undefined && doc.date >= startDate);
  if (endDate) tests.push((doc) => doc.date !== undefined && doc.date <= endDate);
  // An open end of the object's span (null) reaches every year on its side.
  const { producedFrom = -Infinity, producedTo = Infinity } = filters;
  if (producedFrom > -Infinity || producedTo < Infinity) tests.push(({ years }) => !!years && (years[1] ?? producedTo) >= producedFrom && (years[0] ?? producedFrom) <= producedTo);
  return tests.length ? (doc) => tests.every((test) => test(doc)) : undefined;
}

