import { ConflictError } from '../../lib/errors';

/**
 * How a block of object saves is split into transactions (docs/imports.md#saves-in-blocks):
 * DynamoDB takes at most 100 items in one, and never the same item twice.
 */
const TRANSACTION_ITEMS = 100;
/** The activity counters (the day's and the hour's) every logged transaction moves once. */
const LOG_COUNTERS = 2;

export type SaveShape = {
  /** How many items only this save writes: its record, number claims, search items, log and audit entries, ledger entry. */
  own: number;
  /** Those of its items another save of the block could also name (its record, its numbers' claims). */
  keys: readonly string[];
  /** The shared items it moves (dashboard counters, value uses): written once per transaction with the group's sum. */
  shared: readonly string[];
};

/** Two saves of a block naming one record or one number: the caller saves the block row by row, as their order decides. */
export const SHARED_ITEM = 'Two rows of the block save the same object or inventory number.';

/**
 * Splits saves into groups whose writes fit one transaction each, the shared items counted once
 * per group. A block in which two saves name the same record or number is refused whole (a
 * ConflictError): in one transaction that would be one item written twice, and row by row the
 * first of the two decides what the second may do.
 */
export function fitTransactions<T>(saves: readonly T[], shape: (save: T) => SaveShape): T[][] {
  const named = new Set<string>();
  const groups: T[][] = [];
  let group: T[] = [];
  let own = 0;
  let shared = new Set<string>();
  for (const save of saves) {
    const s = shape(save);
    for (const key of s.keys) {
      if (named.has(key)) throw new ConflictError(SHARED_ITEM);
      named.add(key);
    }
    const joined = new Set([...shared, ...s.shared]);
    if (group.length && own + s.own + joined.size + LOG_COUNTERS > TRANSACTION_ITEMS) {
      groups.push(group);
      group = [];
      own = 0;
      shared = new Set(s.shared);
    } else shared = joined;
    group.push(save);
    own += s.own;
  }
  if (group.length) groups.push(group);
  return groups;
}
