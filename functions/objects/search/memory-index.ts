import { queryTerms } from './normalise';

/** Filters a search combines with: exact values of the object's vocabulary-backed fields. */
export const FACETS = ['classification', 'category', 'country', 'location', 'century'] as const;
export type Facet = (typeof FACETS)[number];
export type Filters = Partial<Record<Facet, string>>;

/** What the index keeps of one object: its terms, its filter values and its place in the list. */
export type SearchDoc = {
  id: string;
  /** Distinct terms of the searched fields (`objectTerms`). */
  terms: string[];
  facets: Filters;
  /** The list's order (inventory number): pages come out in it. */
  sort: string;
};

export type SearchPage = { ids: string[]; total: number };

/**
 * An inverted index of one museum's objects, in memory: terms sorted once, so a word prefix is a
 * binary search and a walk over the adjacent terms; postings are arrays of document numbers,
 * numbered in list order, so a page is the first matches of a bitmap walk and the total is exact.
 */
export class MemoryIndex {
  private readonly docs: SearchDoc[];
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
   * Every query term must start a term of the object (AND); filters must equal. `skip` names
   * documents changed since the build; `extra` holds their new versions, merged in list order.
   */
  search(query: string, filters: Filters, page: number, size: number, skip?: ReadonlySet<string>, extra: SearchDoc[] = []): { docs: SearchDoc[]; total: number } {
    let match: Uint8Array | undefined;
    for (const prefix of queryTerms(query)) {
      const hits = new Uint8Array(this.docs.length);
      for (let t = this.lowerBound(prefix); t < this.terms.length && this.terms[t].startsWith(prefix); t++) {
        for (const n of this.postings[t]) hits[n] = 1;
      }
      if (match) for (let n = 0; n < hits.length; n++) match[n] &= hits[n];
      else match = hits;
    }
    const wanted = Object.entries(filters).filter(([, v]) => v !== undefined && v !== '') as [Facet, string][];
    const added = extra.filter((doc) => docMatches(doc, query, filters)).sort(byListOrder);
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
      if (skip?.has(doc.id) || !wanted.every(([f, v]) => doc.facets[f] === v)) continue;
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

const byListOrder = (a: SearchDoc, b: SearchDoc) => (a.sort < b.sort ? -1 : a.sort > b.sort ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** Whether one document matches, for the few changed since the index was built. */
export function docMatches(doc: SearchDoc, query: string, filters: Filters): boolean {
  const facetsOk = Object.entries(filters).every(([f, v]) => v === undefined || v === '' || doc.facets[f as Facet] === v);
  return facetsOk && queryTerms(query).every((prefix) => doc.terms.some((t) => t.startsWith(prefix)));
}
