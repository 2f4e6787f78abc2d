import { DocRows, type Rows } from './rows';
import type { SearchDoc } from './search-doc';

/**
 * A field's order over an index's documents (docs/object-search.md, Sorting): built by the first
 * call sorted by the field (sorted-search.ts), or by the snapshot's refresh, which carries it
 * (index-snapshot-encode.ts). No state here: the objects function's cold start imports the
 * encoder's module and must not keep this.
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

export type Groups = {
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

/** `docs`: the index's rows (a loaded index's columns: no document is built), or documents in list order. */
export function buildGroups(docs: readonly SearchDoc[] | Rows, field: SortField): Groups {
  const rows: Rows = 'row' in docs ? docs : new DocRows(docs);
  const byKey = new Map<SortKey, number[]>();
  const blanks: number[] = [];
  for (let n = 0; n < rows.size; n++) {
    const key = field.key(rows.row(n));
    if (key === undefined || key === '') blanks.push(n);
    else if (byKey.has(key)) byKey.get(key)!.push(n);
    else byKey.set(key, [n]);
  }
  const tie = field.tie ? (a: number, b: number) => field.tie!(rows.row(a), rows.row(b, true)) : undefined;
  const distinct = [...byKey.keys()].sort(field.compare);
  const order = new Uint32Array(rows.size - blanks.length);
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
  return placed(order, Uint32Array.from(starts), keys, Uint32Array.from(blanks));
}

/** The groups with each document's group and place. */
export function placed(order: Uint32Array, starts: Uint32Array, keys: SortKey[], blanks: Uint32Array): Groups {
  const groupOf = new Uint32Array(order.length + blanks.length).fill(keys.length);
  const rank = new Uint32Array(groupOf.length);
  for (let g = 0; g < keys.length; g++) for (let i = starts[g]; i < starts[g + 1]; i++) groupOf[order[i]] = g;
  order.forEach((n, i) => (rank[n] = i));
  blanks.forEach((n, i) => (rank[n] = i));
  return { order, starts, keys, blanks, groupOf, rank };
}
