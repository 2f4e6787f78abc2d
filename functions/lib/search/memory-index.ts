import { queryTerms } from './normalise';
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
  readonly docs: readonly SearchDoc[];
  private readonly terms: string[];
  private readonly postings: Uint32Array[];

  constructor(docs: Iterable<SearchDoc>) {
    this.docs = [...docs].sort(byListOrder);
    const byTerm = new Map<string, number[]>();
    this.docs.forEach((doc, n) => {
      for (const term of doc.terms) {
        const list = byTerm.get(term);
        if (list) list.push(n);
        else byTerm.set(term, [n]);
      }
    });
    this.terms = [...byTerm.keys()].sort();
    this.postings = this.terms.map((t) => Uint32Array.from(byTerm.get(t)!));
  }

  get size() {
    return this.docs.length;
  }

  /**
   * Every query term must start a term of the document (AND); `passes` (the filters) must hold. `skip` names
   * documents changed since the build; `extra` holds their new versions, merged in list order.
   */
  search(query: string, passes: DocTest, page: number, size: number, skip?: ReadonlySet<string>, extra: readonly SearchDoc[] = []): { docs: SearchDoc[]; total: number } {
    const words = queryTerms(query);
    let match: Uint8Array | undefined;
    for (const prefix of words) {
      const hits = new Uint8Array(this.docs.length);
      for (let t = this.lowerBound(prefix); t < this.terms.length && this.terms[t].startsWith(prefix); t++) {
        for (const n of this.postings[t]) hits[n] = 1;
      }
      if (match) for (let n = 0; n < hits.length; n++) match[n] &= hits[n];
      else match = hits;
    }
    const added = extra.filter((doc) => wordsMatch(doc, words) && (!passes || passes(doc))).sort(byListOrder);
    const from = page * size;
    const out: SearchDoc[] = [];
    let total = 0;
    const take = (doc: SearchDoc) => {
      if (total >= from && out.length < size) out.push(doc);
      total++;
    };
    let a = 0;
    for (let n = 0; n < this.docs.length; n++) {
      if (match && !match[n]) continue;
      const doc = this.docs[n];
      if (skip?.has(doc.id) || (passes && !passes(doc))) continue;
      while (a < added.length && byListOrder(added[a], doc) < 0) take(added[a++]);
      take(doc);
    }
    while (a < added.length) take(added[a++]);
    return { docs: out, total };
  }

  private lowerBound(prefix: string): number {
    let lo = 0;
    let hi = this.terms.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.terms[mid] < prefix) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}

export const byListOrder = (a: SearchDoc, b: SearchDoc) => (a.sort < b.sort ? -1 : a.sort > b.sort ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** Whether every query word starts a term of the document (for the few changed since the build). */
function wordsMatch(doc: SearchDoc, words: readonly string[]): boolean {
  return words.every((prefix) => doc.terms.some((t) => t.startsWith(prefix)));
}
