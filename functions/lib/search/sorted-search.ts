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
  /** Each document's group (the blanks: `keys.length`), and its number by id. */
  groupOf: Uint32Array;
  numberOf: Map<string, number>;
};

const cached = new WeakMap<MemoryIndex, Map<string, Groups>>();

function groupsOf(index: MemoryIndex, field: SortField): Groups {
  let byField = cached.get(index);
  if (!byField) cached.set(index, (byField = new Map()));
  let groups = byField.get(field.id);
  if (!groups) byField.set(field.id, (groups = buildGroups(index.docs, field)));
  return groups;
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
  for (let g = 0; g < keys.length; g++) for (let i = starts[g]; i < starts[g + 1]; i++) groupOf[order[i]] = g;
  const numberOf = new Map(docs.map((d, n) => [d.id, n]));
  return { order, starts: Uint32Array.from(starts), keys, blanks: Uint32Array.from(blanks), groupOf, numberOf };
}

/**
 * One page in the field's order (ties by `tie`, or list order) and the exact total, the changes
 * since the index was built merged in their places.
 */
export function sortedSearch(state: ScopeIndex, query: string, passes: DocTest, page: number, size: number, field: SortField, descending: boolean) {
  const { index } = state;
  const { words, match } = index.match(query);
  const groups = groupsOf(index, field);
  const compare = field.regroup ?? field.compare;
  const tie = field.tie ?? byListOrder;
  const direction = descending ? -1 : 1;
  const skip = state.changed;

  const changed = [...state.changed.values()].flatMap((c) => (c.doc && wordsMatch(c.doc, words) && (!passes || passes(c.doc)) ? [c.doc] : []));
  const keyed = changed.filter((d) => !blank(field.key(d))).sort((a, b) => direction * compare(field.key(a)!, field.key(b)!) || tie(a, b));
  const unkeyed = changed.filter((d) => blank(field.key(d))).sort(tie);

  const { out, take, pass, count } = pageOf(page, size);
  const from = page * size;
  // Nothing to test (the whole list, sorted): the total is a count, the walk stops at the page,
  // and a group wholly before the page is counted without a look, less its documents a change replaced.
  const counted = !match && !passes;
  const replacedIn = new Map<number, number>();
  let replaced = 0;
  for (const id of skip.keys()) {
    const n = groups.numberOf.get(id);
    if (n === undefined) continue;
    replaced++;
    const g = groups.groupOf[n];
    replacedIn.set(g, (replacedIn.get(g) ?? 0) + 1);
  }
  const full = () => counted && out.length === size;
  let e = 0;
  const walk = (numbers: Uint32Array, start: number, end: number, g: number, pending: SearchDoc[], same: (doc: SearchDoc) => boolean) => {
    const live = end - start - (replacedIn.get(g) ?? 0);
    if (counted && count() + live + (pending.length - e) <= from) pass(live);
    else {
      for (let i = start; i < end; i++) {
        if (full()) return;
        const n = numbers[i];
        if (match && !match[n]) continue;
        const doc = index.docs[n];
        if (skip.has(doc.id) || (passes && !passes(doc))) continue;
        while (e < pending.length && same(pending[e]) && tie(pending[e], doc) < 0) take(pending[e++]);
        take(doc);
      }
    }
    while (e < pending.length && same(pending[e])) take(pending[e++]);
  };

  const sequence = Array.from(groups.keys, (_, g) => g);
  if (field.regroup) sequence.sort((a, b) => field.regroup!(groups.keys[a], groups.keys[b]) || plainOrder(groups.keys[a], groups.keys[b]));
  if (descending) sequence.reverse();
  for (const g of sequence) {
    const key = groups.keys[g];
    while (e < keyed.length && direction * compare(field.key(keyed[e])!, key) < 0) take(keyed[e++]);
    walk(groups.order, groups.starts[g], groups.starts[g + 1], g, keyed, (doc) => compare(field.key(doc)!, key) === 0);
    if (full()) break;
  }
  while (e < keyed.length) take(keyed[e++]);
  e = 0;
  walk(groups.blanks, 0, groups.blanks.length, groups.keys.length, unkeyed, () => true);
  return { docs: out, total: counted ? index.size - replaced + changed.length : count() };
}

const blank = (key: SortKey | undefined) => key === undefined || key === '';
