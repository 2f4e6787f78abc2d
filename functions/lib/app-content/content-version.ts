import { AppChangeEntity } from '../entities/app-change';
import { CounterEntity } from '../entities/counter';
import type { Committed, Tx } from '../transaction-types';

/**
 * The museum's app content version: a number that every save of app content moves on by one, in
 * the save's own transaction, with a step item naming what the save touched. The visitor app's
 * ETags are made of it (a 304 costs one GetItem), and its bundle deltas read the steps since the
 * version an app holds (docs/visitor-app.md).
 *
 * A save reads the version and writes `read + 1` on the condition that it is still `read`: two
 * saves at once cannot take the same number (the loser reads again, `writeWithLog`), so the steps
 * have no gaps and a delta cannot miss a save that committed late.
 */
export const APP_CONTENT_TYPES: ReadonlySet<string> = new Set(['poi', 'poiGroup', 'news', 'appSettings', 'beacon', 'language']);
const COUNTER = 'appContentVersion';

export type Touched = { type: string; id: string };

export async function contentVersion(tenant: string): Promise<number> {
  const { data } = await CounterEntity.get({ tenant, name: COUNTER }).go({ consistent: true });
  return data?.count ?? 0;
}

/** The version's move from `read` and its step, for the save's transaction. */
export function contentVersionWrites(e: Tx<'counter' | 'appChange'>, tenant: string, read: number, touched: Touched[], timestamp: string): Committed[] {
  return [
    e.counter
      .update({ tenant, name: COUNTER })
      .set({ count: read + 1 })
      .where(({ count }, { eq, notExists }) => (read ? eq(count, read) : notExists(count)))
      .commit(),
    e.appChange.create({ tenant, version: read + 1, timestamp, touched }).commit(),
  ];
}

/**
 * What changed after `since` up to `upTo`, or undefined when more than `limit` steps did (the
 * caller answers with everything instead).
 */
export async function touchedSince(tenant: string, since: number, upTo: number, limit: number): Promise<Touched[] | undefined> {
  if (upTo <= since) return [];
  if (upTo - since > limit) return undefined;
  const { data } = await AppChangeEntity.query
    .byVersion({ tenant })
    .between({ version: since + 1 }, { version: upTo })
    .go({ pages: 'all', consistent: true });
  return data.flatMap((step) => step.touched as Touched[]);
}
