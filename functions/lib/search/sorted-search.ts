import { byListOrder, pageOf, wordsMatch, type MemoryIndex } from './memory-index';
import type { DocTest, SearchDoc } from './search-doc';
import type { ScopeIndex } from './scoped-index';

/**
 * A search answered in the order of one field (docs/object-search.md, Sorting): loaded only by a
 * sorted call. Each index keeps, per field, its documents grouped by key in key order (built once
 * per index, on the first call sorted by that field); a call walks the groups instead of the list
 * order, so a page and its exact total cost what the unsorted walk costs.
 */

export type SortKey = string | number;

export type SortField = {
  /** Names the cached order: the field, and what its `compare` depends on (a collator's locale). */
  id: string;
  key: (doc: SearchDoc) => SortKey | undefined;
  /** Orders keys ascending; 0 is a tie. Must not change while the index lives (it orders the cache). */
  compare: (a: SortKey, b: SortKey) => number;
  /**
   * This call's order of keys, when it can change meanwhile (a dropdown value's title): the groups
   * (one per value id: few) are ordered by it per call.
   */
  regroup?: (a: SortKey, b: SortKey) => number;
  /** Orders ties; list order when absent. */
  tie?: (a: SearchDoc, b: SearchDoc) => number;
};

/** Text compares with natural numbers (A-2 before A-10), accents and Arabic forms beside their letter; case alone ties. */
export const collatorFor = (locale: string) => new Intl.Collator(locale, { numeric: true, sensitivity: 'accent' });

/** Keys compare as plain values: ISO days and times, numbers, value ids. */
export const plainOrder = (a: SortKey, b: SortKey) => (a < b ? -1 : a > b ? 1 : 0);

type Groups = {
  /** Document numbers, group after group; within a group in tie order. */
  order: Uint32Array;
  /** Where each group starts in `order` (and one past the last). */
  starts: Uint32Array;
  keys: SortKey[];
  /** Documents without a key, in tie order: last whichever the direction. */
  blanks: Uint32Array;
  /** Each document's group (the blanks: `keys.length`), and its place in `order` (a blank's in `blanks`). */
  groupOf: Uint32Array;
  rank: Uint32Array;
};

const cached = new WeakMap<MemoryIndex, Map<string, Groups>>();
const numbers = new WeakMap<MemoryIndex, Map<string, number>>();

function groupsOf(index: MemoryIndex, field: SortField): Groups {
  let byField = cached.get(index);
  if (!byField) cached.set(index, (byField = new Map()));
  let groups = byField.get(field.id);
  if (!groups) byField.set(field.id, (groups = buildGroups(index.docs, field)));
  return groups;
}

/** Each document's number by id (a set's members, the documents a change replaced), once per index. */
function numberOf(index: MemoryIndex): Map<string, number> {
  let byId = numbers.get(index);
  if (!byId) numbers.set(index, (byId = new Map(index.docs.map((d, n) => [d.id, n]))));
  return byId;
}

export function buildGroups(docs: readonly SearchDoc[], field: SortField): Groups {
  const byKey = new Map<SortKey, number[]>();
  const blanks: number[] = [];
  docs.forEach((doc, n) => {
    const key = field.key(doc);
    if (key === undefined || key === '') blanks.push(n);
    else if (byKey.has(key)) byKey.get(key)!.push(n);
    else byKey.set(key, [n]);
  });
  const tie = field.tie ? (a: number, b: number) => field.tie!(docs[a], docs[b]) : undefined;
  const distinct = [...byKey.keys()].sort(field.compare);
  const order = new Uint32Array(docs.length - blanks.length);
  const starts: number[] = [];
  const keys: SortKey[] = [];
  let at = 0;
  for (let k = 0; k < distinct.length; k++) {
    const members = byKey.get(distinct[k])!;
    const sameAsLast = k > 0 && field.compare(distinct[k - 1], distinct[k]) === 0;
    if (!sameAsLast) {
      starts.push(at);
      keys.push(distinct[k]);
    }
    order.set(members, at);
    at += members.length;
    // Keys that compare equal (`A-01`, `A-1`) are one group: its members go back to tie order.
    const start = starts[starts.length - 1];
    if (sameAsLast || tie) order.subarray(start, at).sort(tie ?? ((a, b) => a - b));
  }
  starts.push(at);
  if (tie) blanks.sort(tie);
  const groupOf = new Uint32Array(docs.length).fill(keys.length);
  const rank = new Uint32Array(docs.length);
  for (let g = 0; g < keys.length; g++) for (let i = starts[g]; i < starts[g + 1]; i++) groupOf[order[i]] = g;
  order.forEach((n, i) => (rank[n] = i));
  blanks.forEach((n, i) => (rank[n] = i));
  return { order, starts: Uint32Array.from(starts), keys, blanks: Uint32Array.from(blanks), groupOf, rank };
}

/**
 * One page in the field's order (ties by `tie`, or list order) and the exact total, the changes
 * since the index was built merged in their places. What passes is known before the walk, so the
 * walk stops at the page: nothing to test (the whole list: a count, whole groups before the page
 * passed uncounted), `within` (a set's ids: only they are tested, then sorted by their places in
 * the order), or else every document tested in list order, a byte each the walk reads.
 */
export function sortedSearch(state: ScopeIndex, query: string, passes: DocTest, page: number, size: number, field: SortField, descending: boolean, within?: Iterable<string>) {
  const { index } = state;
  const { docs } = index;
  const N = docs.length;
  const { words, match } = index.match(query);
  const { order, starts, keys, blanks, groupOf, rank } = groupsOf(index, field);
  const compare = field.regroup ?? field.compare;
  const tie = field.tie ?? byListOrder;
  const direction = descending ? -1 : 1;

  const changed = [...state.changed.values()].flatMap((c) => (c.doc && wordsMatch(c.doc, words) && (!passes || passes(c.doc)) ? [c.doc] : []));
  const keyed = changed.filter((d) => !blank(field.key(d))).sort((a, b) => direction * compare(field.key(a)!, field.key(b)!) || tie(a, b));
  const unkeyed = changed.filter((d) => blank(field.key(d))).sort(tie);
  const replaced = new Set<number>();
  for (const id of state.changed.keys()) {
    const n = numberOf(index).get(id);
    if (n !== undefined) replaced.add(n);
  }

  // The groups in this call's order (a dropdown's titles can change between calls), each group's place in it,
  // and each change's: before the group at `slot`, or (`slot + 0.5`) among its members when their keys are equal.
  const G = keys.length;
  const sequence = Uint32Array.from({ length: G }, (_, g) => g);
  if (field.regroup) sequence.sort((a, b) => field.regroup!(keys[a], keys[b]) || plainOrder(keys[a], keys[b]));
  if (descending) sequence.reverse();
  const placeOf = new Uint32Array(G + 1);
  sequence.forEach((g, s) => (placeOf[g] = s));
  placeOf[G] = G;
  const slots = keyed.map((doc) => {
    const key = field.key(doc)!;
    let lo = 0;
    for (let hi = G; lo < hi; ) {
      const mid = (lo + hi) >>> 1;
      if (direction * compare(keys[sequence[mid]], key) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo < G && compare(keys[sequence[lo]], key) === 0 ? lo + 0.5 : lo;
  });

  let candidates: Float64Array | undefined;
  let passing: Uint8Array | undefined;
  let replacedIn: Uint32Array | undefined;
  let found = N - replaced.size;
  if (within) {
    // A place in the walk is `place of the group x N + place in the group`: sorting them sorts the candidates.
    const places: number[] = [];
    for (const id of within) {
      const n = numberOf(index).get(id);
      if (n !== undefined && (!match || match[n]) && !replaced.has(n) && (!passes || passes(docs[n]))) places.push(placeOf[groupOf[n]] * N + rank[n]);
    }
    candidates = Float64Array.from(places).sort();
    found = places.length;
  } else if (match || passes) {
    passing = match ?? new Uint8Array(N).fill(1);
    for (const n of replaced) passing[n] = 0;
    found = 0;
    for (let n = 0; n < N; n++) if (passing[n] && (passing[n] = !passes || passes(docs[n]) ? 1 : 0)) found++;
  } else {
    replacedIn = new Uint32Array(G + 1);
    for (const n of replaced) replacedIn[groupOf[n]]++;
  }

  const { out, take, pass, count } = pageOf(page, size);
  const from = page * size;
  const full = () => out.length === size;
  let e = 0;
  let c = 0;
  /** The group at place `s`, merged with the changes of its key: `pending` from `e`, those of slot `s + 0.5` (every one without `slotted`). */
  const walk = (members: Uint32Array, start: number, end: number, s: number, pending: SearchDoc[], slotted: boolean) => {
    const same = (k: number) => k < pending.length && (!slotted || slots[k] === s + 0.5);
    const merge = (doc: SearchDoc) => {
      while (same(e) && tie(pending[e], doc) < 0) take(pending[e++]);
      take(doc);
    };
    if (candidates) {
      for (; c < candidates.length && Math.floor(candidates[c] / N) === s && !full(); c++) merge(docs[members[candidates[c] % N]]);
    } else {
      let k = e;
      if (replacedIn) while (same(k)) k++;
      const live = end - start - (replacedIn?.[s < G ? sequence[s] : G] ?? 0);
      if (replacedIn && count() + live + k - e <= from) {
        pass(live + k - e);
        e = k;
      } else {
        for (let i = start; i < end && !full(); i++) {
          const n = members[i];
          if (passing ? passing[n] : !replaced.has(n)) merge(docs[n]);
        }
      }
    }
    while (same(e) && !full()) take(pending[e++]);
  };

  for (let s = 0; s < G && !full(); s++) {
    while (e < keyed.length && slots[e] <= s) take(keyed[e++]);
    walk(order, starts[sequence[s]], starts[sequence[s] + 1], s, keyed, true);
  }
  while (e < keyed.length && !full()) take(keyed[e++]);
  e = 0;
  if (!full()) walk(blanks, 0, blanks.length, G, unkeyed, false);
  return { docs: out, total: found + changed.length };
}

const blank = (key: SortKey | undefined) => key === undefined || key === '';
