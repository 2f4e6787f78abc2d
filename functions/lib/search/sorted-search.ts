import { byListOrder, pageOf, wordsMatch, type MemoryIndex } from './memory-index';
import type { DocTest, SearchDoc } from './search-doc';
import type { ScopeIndex } from './scoped-index';
import { buildGroups, placed, type Groups, type SortField, type SortKey } from './sort-groups';

export type { SortField, SortKey } from './sort-groups';

/**
 * A search answered in the order of one field (docs/object-search.md, Sorting): loaded only by a
 * sorted call. Each index keeps, per field, its documents grouped by key in key order (built once
 * per index, on the first call sorted by that field); a call walks the groups instead of the list
 * order, so a page and its exact total cost what the unsorted walk costs.
 */

/** Text compares with natural numbers (A-2 before A-10), accents and Arabic forms beside their letter; case alone ties. */
export const collatorFor = (locale: string) => new Intl.Collator(locale, { numeric: true, sensitivity: 'accent' });

/** Keys compare as plain values: ISO days and times, numbers, value ids. */
export const plainOrder = (a: SortKey, b: SortKey) => (a < b ? -1 : a > b ? 1 : 0);

const cached = new WeakMap<MemoryIndex, Map<string, Groups>>();
const numbers = new WeakMap<MemoryIndex, Map<string, number>>();

function groupsOf(index: MemoryIndex, field: SortField): Groups {
  let byField = cached.get(index);
  if (!byField) cached.set(index, (byField = new Map()));
  let groups = byField.get(field.id);
  if (!groups) {
    // The snapshot's order when it was built with this field (its id names the collator): only each group's key and each document's place are left to find.
    const stored = index.orders?.[field.id];
    groups = stored ? placed(stored.order, stored.starts, Array.from(stored.starts.subarray(0, -1), (at) => field.key(index.docs[stored.order[at]])!), stored.blanks) : buildGroups(index.docs, field);
    byField.set(field.id, groups);
  }
  return groups;
}

/** Each document's number by id (a set's members, the documents a change replaced), once per index. */
function numberOf(index: MemoryIndex): Map<string, number> {
  let byId = numbers.get(index);
  if (!byId) numbers.set(index, (byId = new Map(index.docs.map((d, n) => [d.id, n]))));
  return byId;
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
