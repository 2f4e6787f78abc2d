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

/** Two saves of a block naming one record or one unique value: the caller saves the block row by row, as their order decides. */
export const SHARED_ITEM = 'Two rows of the block save the same record, inventory number or report ID.';

/**
 * Refuses a block in which two saves name the same record or unique value (a ConflictError): in
 * one transaction that would be one item written twice, and row by row the first of the two
 * decides what the second may do.
 */
export function refuseSharedItems<T>(saves: readonly T[], keys: (save: T) => readonly string[]): void {
  const named = new Set<string>();
  for (const save of saves) {
    for (const key of keys(save)) {
      if (named.has(key)) throw new ConflictError(SHARED_ITEM);
      named.add(key);
    }
  }
}

/**
 * Splits a block into rounds in which no item of `sharedOf` (a record's object: its tally, use
 * count and place) is written by two saves, each save in the round after its item's previous one:
 * a round's saves are worked out from one read and written together, and the next round reads
 * what the last one wrote.
 */
export function inRounds<T>(saves: readonly T[], sharedOf: (save: T) => readonly string[]): T[][] {
  const lastRound = new Map<string, number>();
  const rounds: T[][] = [];
  for (const save of saves) {
    const items = sharedOf(save);
    const round = Math.max(0, ...items.map((item) => (lastRound.get(item) ?? -1) + 1));
    for (const item of items) lastRound.set(item, round);
    (rounds[round] ??= []).push(save);
  }
  return rounds;
}

/**
 * Splits saves into groups whose writes fit one transaction each, the shared items counted once
 * per group. A block in which two saves name the same record or number is refused whole
 * (`refuseSharedItems`).
 */
export function fitTransactions<T>(saves: readonly T[], shape: (save: T) => SaveShape): T[][] {
  refuseSharedItems(saves, (save) => shape(save).keys);
  const groups: T[][] = [];
  let group: T[] = [];
  let own = 0;
  let shared = new Set<string>();
  for (const save of saves) {
    const s = shape(save);
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
