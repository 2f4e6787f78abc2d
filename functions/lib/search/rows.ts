import type { SearchDoc } from './search-doc';

/**
 * An index's documents by number, in list order: an array of them (an index built from documents),
 * or the snapshot's columns read in place (column-rows.ts), so a cold load builds no document
 * (docs/object-search.md, The columnar index).
 */
export interface Rows {
  readonly size: number;
  /**
   * Document n to read at once (a filter's test, a comparison): valid until the next `row`, never
   * kept; `other` is a second one, valid until the next `row(m, true)` (two rows compared).
   */
  row(n: number, other?: boolean): SearchDoc;
  /** Document n whole, to keep (a page's). */
  doc(n: number): SearchDoc;
  id(n: number): string;
  /** Every document whole (a refresh, a sort order built on the index). */
  all(): readonly SearchDoc[];
}

export class DocRows implements Rows {
  constructor(private readonly docs: readonly SearchDoc[]) {}

  get size() {
    return this.docs.length;
  }

  row(n: number) {
    return this.docs[n];
  }

  doc(n: number) {
    return this.docs[n];
  }

  id(n: number) {
    return this.docs[n].id;
  }

  all() {
    return this.docs;
  }
}
