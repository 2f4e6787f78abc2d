import { byListOrder, pageOf, wordsMatch, type MemoryIndex, type StoredOrder } from './memory-index';
import type { DocTest } from './search-doc';
import type { Rows } from './rows';
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
    groups = stored ? placed(stored.order, stored.starts, groupKeys(index.rows, field, stored), stored.blanks) : buildGroups(index.rows, field);
    byField.set(field.id, groups);
  }
  return groups;
}

/** Each group's key: its first member's (the members' keys compare equal). */
function groupKeys(rows: Rows, field: SortField, { order, starts }: StoredOrder): SortKey[] {
  const keys = new Array<SortKey>(starts.length - 1);
  for (let g = 0; g < keys.length; g++) keys[g] = field.key(rows.row(order[starts[g]]))!;
  return keys;
}

/** Each document's number by id (a set's members, the documents a change replaced), once per index. */
function numberOf(index: MemoryIndex): Map<string, number> {
  let byId = numbers.get(index);
  if (!byId) {
    numbers.set(index, (byId = new Map()));
    for (let n = 0; n < index.size; n++) byId.set(index.rows.id(n), n);
  }
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
  const { rows } = index;
  const N = rows.size;
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

  // The groups in this call's order (a dropdown's titles can change between calls: `sequence`, then,
  // and each group's place in it); otherwise place s is group s, or G - 1 - s descending.
  const G = keys.length;
  let sequence: Uint32Array | undefined;
  let placeOf: Uint32Array | undefined;
  /** Documents in the groups before each place (regrouped only). */
  let before: Uint32Array | undefined;
  if (field.regroup) {
    sequence = Uint32Array.from(keys.keys()).sort((a, b) => field.regroup!(keys[a], keys[b]) || plainOrder(keys[a], keys[b]));
    if (descending) sequence.reverse();
    placeOf = new Uint32Array(G);
    before = new Uint32Array(G + 1);
    sequence.forEach((g, s) => {
      placeOf![g] = s;
      before![s + 1] = before![s] + starts[g + 1] - starts[g];
    });
  }
  const groupAt = (s: number) => (sequence ? sequence[s] : descending ? G - 1 - s : s);
  const placeOfGroup = (g: number) => (g === G ? G : placeOf ? placeOf[g] : descending ? G - 1 - g : g);
  const docsBefore = (s: number) => (before ? before[s] : descending ? order.length - starts[G - s] : starts[s]);
  // Each change's place: before the group at `slot`, or (`slot + 0.5`) among its members when their keys are equal.
  const slots = keyed.map((doc) => {
    const key = field.key(doc)!;
    let lo = 0;
    for (let hi = G; lo < hi; ) {
      const mid = (lo + hi) >>> 1;
      if (direction * compare(keys[groupAt(mid)], key) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo < G && compare(keys[groupAt(lo)], key) === 0 ? lo + 0.5 : lo;
  });

  let candidates: Float64Array | undefined;
  let passing: Uint8Array | undefined;
  let found = N - replaced.size;
  if (within) {
    // A place in the walk is `place of the group x N + place in the group`: sorting them sorts the candidates.
    const places: number[] = [];
    for (const id of within) {
      const n = numberOf(index).get(id);
      if (n !== undefined && (!match || match[n]) && !replaced.has(n) && (!passes || passes(rows.row(n)))) places.push(placeOfGroup(groupOf[n]) * N + rank[n]);
    }
    candidates = Float64Array.from(places).sort();
    found = places.length;
  } else if (match || passes) {
    passing = match ?? new Uint8Array(N).fill(1);
    for (const n of replaced) passing[n] = 0;
    found = 0;
    for (let n = 0; n < N; n++) if (passing[n] && (passing[n] = !passes || passes(rows.row(n)) ? 1 : 0)) found++;
  }

  const { out, take, pass } = pageOf(page, size, rows);
  const full = () => out.length === size;
  let e = 0;
  let c = 0;
  let s = 0;
  if (!candidates && !passing) {
    // The whole list: what comes before a place is a count (the documents of the groups before it, less those a
    // change replaced, plus the changes placed before it), so the walk starts at the page's group.
    const replacedPlaces = Float64Array.from(replaced, (n) => placeOfGroup(groupOf[n])).sort();
    const ahead = (at: number) => docsBefore(at) - below(replacedPlaces, at) + below(slots, at);
    for (let hi = G; s < hi; ) {
      const mid = (s + hi + 1) >>> 1;
      if (ahead(mid) <= page * size) s = mid;
      else hi = mid - 1;
    }
    pass(ahead(s));
    e = below(slots, s);
  }
  let pending = keyed;
  let slotted = true;
  const same = (k: number) => k < pending.length && (!slotted || slots[k] === s + 0.5);
  /** Document n, after the changes of its key that come before it. */
  const merge = (n: number) => {
    while (same(e) && tie(pending[e], rows.row(n)) < 0) take(pending[e++]);
    take(n);
  };
  /** The group at place `s`, merged with the changes of its key (`pending` from `e`: of slot `s + 0.5`, or every one without `slotted`). */
  const walk = (members: Uint32Array, start: number, end: number) => {
    if (candidates) for (; c < candidates.length && Math.floor(candidates[c] / N) === s && !full(); c++) merge(members[candidates[c] % N]);
    else
      for (let i = start; i < end && !full(); i++) {
        const n = members[i];
        if (passing ? passing[n] : !replaced.has(n)) merge(n);
      }
    while (same(e) && !full()) take(pending[e++]);
  };

  for (; s < G && !full(); s++) {
    // A set's walk goes from one member's group to the next.
    if (candidates) s = Math.min(G, Math.max(s, c < candidates.length ? Math.floor(candidates[c] / N) : G));
    while (e < keyed.length && slots[e] <= s) take(keyed[e++]);
    if (s < G) walk(order, starts[groupAt(s)], starts[groupAt(s) + 1]);
  }
  while (e < keyed.length && !full()) take(keyed[e++]);
  [pending, slotted, e, s] = [unkeyed, false, 0, G];
  if (!full()) walk(blanks, 0, blanks.length);
  return { docs: out, total: found + changed.length };
}

const blank = (key: SortKey | undefined) => key === undefined || key === '';

/** How many of `sorted` (ascending) are below `value`. */
function below(sorted: ArrayLike<number>, value: number): number {
  let lo = 0;
  for (let hi = sorted.length; lo < hi; ) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid] < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
