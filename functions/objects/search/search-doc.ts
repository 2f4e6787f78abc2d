import { numberOrder } from '../number-order';
import { terms } from './normalise';

/** The fields `searchAll` reads (issue 10): inventory number, names, title, author, description. */
export const SEARCHED_FIELDS = ['inventoryNumber', 'objectName', 'objectTitle', 'author', 'description'] as const;
/** Filters on a dropdown value id: the object's value must equal it. */
export const EXACT_FILTERS = ['classification', 'category', 'location'] as const;
/** Filters on a text field: every word of the filter must start a word of the field (as searchAll, per field). */
export const TEXT_FILTERS = ['inventoryNumber', 'objectName', 'objectTitle', 'description', 'showcaseNumber', 'country', 'century'] as const;
export type ExactFilter = (typeof EXACT_FILTERS)[number];
export type TextFilter = (typeof TEXT_FILTERS)[number];

/** GET /api/objects's filters (spec 2 section 7); the date range is on `registrationDate`, inclusive. */
export type ObjectFilters = Partial<Record<ExactFilter | TextFilter, string>> & { startDate?: string; endDate?: string };

export type SearchableObject = Partial<
  Record<(typeof SEARCHED_FIELDS)[number] | ExactFilter | TextFilter | 'registrationDate', string | null>
>;

/** What the index keeps of one object: what it is found by, what it is filtered by, and its list place. */
export type SearchDoc = {
  id: string;
  /** Distinct folded terms of the searched fields. */
  terms: string[];
  exact: Partial<Record<ExactFilter, string>>;
  /** Per text-filter field: its folded terms as ` t1 t2 ` (a word prefix is an `includes(' ' + w)`). */
  text: Partial<Record<TextFilter, string>>;
  /** registrationDate, YYYY-MM-DD. */
  date?: string;
  /** The inventory number as typed (gaps, pickers) and the object name (pickers). */
  number: string;
  name?: string;
  /** The list's order: `numberOrder` of the inventory number, as the table's index sorts it. */
  sort: string;
};

export function objectSearchDoc(id: string, object: SearchableObject): SearchDoc {
  const exact: SearchDoc['exact'] = {};
  for (const field of EXACT_FILTERS) if (object[field]) exact[field] = object[field];
  const text: SearchDoc['text'] = {};
  for (const field of TEXT_FILTERS) {
    const fieldTerms = terms(object[field]);
    if (fieldTerms.length) text[field] = ` ${fieldTerms.join(' ')} `;
  }
  const number = object.inventoryNumber ?? '';
  return {
    id,
    terms: [...new Set(SEARCHED_FIELDS.flatMap((field) => terms(object[field])))],
    exact,
    text,
    ...(object.registrationDate ? { date: object.registrationDate } : {}),
    number,
    ...(object.objectName ? { name: object.objectName } : {}),
    sort: numberOrder(number),
  };
}
