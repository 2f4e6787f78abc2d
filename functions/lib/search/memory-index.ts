import { queryTerms } from './normalise';
import { DocRows, type Rows } from './rows';
import type { DocTest, SearchDoc } from './search-doc';

export type SearchPage = { ids: string[]; total: number };

/**
 * An inverted index of one museum's collection (its objects, or its records of one type), in memory: terms sorted once, so a word prefix is a
 * binary search and a walk over the adjacent terms; postings are arrays of document numbers,
 * numbered in list order, so a page is the first matches of a walk and the total is exact.
 * Filters test the documents the words left (every document when there are no words: a few
 * milliseconds for 100,000).
 */
export class MemoryIndex {
  readonly rows: Rows;
  private readonly inverted: Postings;

  /**
   * `built`: the postings of `docs`, which are then in list order already (a snapshot's: index-snapshot.ts,
   * its rows its columns, its postings decoded by the first search with words).
   */
  constructor(docs: Iterable<SearchDoc> | Rows, built?: Postings) {
    if (built && isRows(docs)) this.rows = docs;
    else {
      const listed = isRows(docs) ? [...docs.all()] : [...docs];
      this.rows = new DocRows(built ? listed : listed.sort(byListOrder));
    }
    this.inverted = built ?? invert(this.rows.all());
  }

  get size() {
    return this.rows.size;
  }

  /** Sort orders the snapshot carries (sorted-search.ts uses them instead of building its own). */
  get orders(): Postings['orders'] {
    return this.inverted.orders;
  }

  /**
   * Every query term must start a term of the document (AND); `passes` (the filters) must hold. `skip` names
   * documents changed since the build; `extra` holds their new versions, merged in list order.
   */
  search(query: string, passes: DocTest, page: number, size: number, skip?: ReadonlySet<string>, extra: readonly SearchDoc[] = []): { docs: SearchDoc[]; total: number } {
    const { rows } = this;
    const { words, match } = this.match(query);
    const added = extra.filter((doc) => wordsMatch(doc, words) && (!passes || passes(doc))).sort(byListOrder);
    // Each one's place: before the first document after it in list order (a binary search, not a comparison per document).
    const places = added.map((doc) => this.placeOf(doc));
    const { out, take, count } = pageOf(page, size, rows);
    const skipping = skip && skip.size > 0;
    let a = 0;
    for (let n = 0; n < rows.size; n++) {
      if (match && !match[n]) continue;
      if ((skipping && skip.has(rows.id(n))) || (passes && !passes(rows.row(n)))) continue;
      while (a < added.length && places[a] <= n) take(added[a++]);
      take(n);
    }
    while (a < added.length) take(added[a++]);
    return { docs: out, total: count() };
  }

  /** The documents every query word starts a term of (undefined: no words, every document). */
  match(query: string): { words: string[]; match?: Uint8Array } {
    const words = queryTerms(query);
    if (!words.length) return { words };
    const { terms, postings, starts } = this.inverted;
    let match: Uint8Array | undefined;
    for (const prefix of words) {
      const hits = new Uint8Array(this.rows.size);
      for (let t = lowerBound(terms, prefix); t < terms.length && terms[t].startsWith(prefix); t++) {
        for (let i = starts[t]; i < starts[t + 1]; i++) hits[postings[i]] = 1;
      }
      if (match) for (let n = 0; n < hits.length; n++) match[n] &= hits[n];
      else match = hits;
    }
    return { words, match };
  }

  /** How many documents come before `doc` in list order. */
  private placeOf(doc: SearchDoc): number {
    let lo = 0;
    for (let hi = this.rows.size; lo < hi; ) {
      const mid = (lo + hi) >>> 1;
      if (byListOrder(doc, this.rows.row(mid)) < 0) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  }
}

const isRows = (docs: Iterable<SearchDoc> | Rows): docs is Rows => typeof (docs as Rows).doc === 'function';

function lowerBound(terms: readonly string[], prefix: string): number {
  let lo = 0;
  let hi = terms.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (terms[mid] < prefix) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The sorted terms and, term after term, their documents' numbers; term t's are `postings[starts[t]..starts[t + 1]]`.
 * A snapshot adds the sort orders it was built with, by the sort field's id (sorted-search.ts's groups, less what the documents give).
 */
export type Postings = { terms: readonly string[]; postings: Uint32Array; starts: Uint32Array; orders?: Record<string, StoredOrder> };
export type StoredOrder = { order: Uint32Array; starts: Uint32Array; blanks: Uint32Array };

/** The postings of documents in list order (numbered by their place). */
export function invert(docs: readonly SearchDoc[]): Postings {
  const byTerm = new Map<string, number[]>();
  docs.forEach((doc, n) => {
    for (const term of doc.terms) byTerm.get(term)?.push(n) ?? byTerm.set(term, [n]);
  });
  const terms = [...byTerm.keys()].sort();
  const lists = terms.map((term) => byTerm.get(term)!);
  let at = 0;
  return { terms, postings: Uint32Array.from(lists.flat()), starts: Uint32Array.from([0, ...lists.map((list) => (at += list.length))]) };
}

/** One page of a walk's matches, in walk order, and the count of all of them (the exact total). */
export function pageOf(page: number, size: number, rows?: Rows) {
  const from = page * size;
  const out: SearchDoc[] = [];
  let total = 0;
  /** A document, or the number of one of `rows` (built only when it is on the page). */
  const take = (doc: SearchDoc | number) => {
    if (total >= from && out.length < size) out.push(typeof doc === 'number' ? rows!.doc(doc) : doc);
    total++;
  };
  /** Counts `k` matches that all come before the page, without looking at them. */
  const pass = (k: number) => {
    total += k;
  };
  return { out, take, pass, count: () => total };
}

export const byListOrder = (a: Pick<SearchDoc, 'sort' | 'id'>, b: Pick<SearchDoc, 'sort' | 'id'>) => (a.sort < b.sort ? -1 : a.sort > b.sort ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** Whether every query word starts a term of the document (for the few changed since the build). */
export function wordsMatch(doc: SearchDoc, words: readonly string[]): boolean {
  return words.every((prefix) => doc.terms.some((t) => t.startsWith(prefix)));
}
