import type { Committed, Tx } from './transaction-types';

/**
 * Data-change totals per day and per hour, kept in the same transaction as the entries. The
 * activity log sums days for its total and uses the hours to jump straight to a page, so a page
 * deep in 100,000 entries reads about one hour of entries rather than everything before it.
 */
export const dayCounter = (iso: string) => `dataChange#day#${iso.slice(0, 10)}`;
export const hourCounter = (iso: string) => `dataChange#hour#${iso.slice(0, 13)}`;
export const DAY_PREFIX = 'dataChange#day#';
export const HOUR_PREFIX = 'dataChange#hour#';

export function countChanges(e: Tx<'counter'>, tenant: string, timestamp: string, by: number): Committed[] {
  return [
    e.counter.update({ tenant, name: dayCounter(timestamp) }).add({ count: by }).commit(),
    e.counter.update({ tenant, name: hourCounter(timestamp) }).add({ count: by }).commit(),
  ];
}
