/**
 * What a search index keeps of one document (an object, or a record about one): what it is found
 * by, what it is filtered by, and its place in the list. The collection decides what goes in
 * (functions/catalogue/objects/search/search-doc.ts, functions/catalogue/records/search/record-search-doc.ts).
 */
export type SearchDoc = {
  id: string;
  /** Distinct folded terms of the searched fields. */
  terms: string[];
  /** Filter field -> the value id the document holds (equality filters). */
  exact: Record<string, string>;
  /** Filter field -> its folded terms as ` t1 t2 ` (a word prefix is an `includes(' ' + w)`). */
  text: Record<string, string>;
  /** A day, YYYY-MM-DD, for range filters. */
  date?: string;
  /** A span of years for the year-range filter (objects: the production date's); null is an open end. */
  years?: [earliest: number | null, latest: number | null];
  /** Objects: the inventory number as typed and the object name (gaps, pickers); records: their object's. */
  number: string;
  name?: string;
  /** The list's order, ascending. */
  sort: string;
  /** What the list sorts by beyond number, name, date and `exact` (docs/object-search.md, Sorting). */
  keys?: Record<string, string | number>;
  /** Objects: which minimum-record candidate fields the object has, as bits (functions/catalogue/objects/presence.ts). */
  present?: number;
};

/** A request's filters as one test of a document; `undefined` when nothing is filtered. */
export type DocTest = ((doc: SearchDoc) => boolean) | undefined;
