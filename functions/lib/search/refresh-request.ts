import { startJob } from '../jobs';
import { logger } from '../logger';
import { scopeOf } from './scoped-index';

/** A warm function asks at most once a minute per scope: a refresh takes seconds and holds a lease. */
const ASK_EVERY_MS = 60_000;
const askedAt = new Map<string, number>();

/**
 * Asks the jobs worker to refresh a collection's search snapshot (`snapshot.ts`) for the museum,
 * without waiting: an asynchronous invoke on AWS, the same worker in the background locally.
 */
export function requestSearchRefresh(tenant: string, collection: string, now = Date.now()): void {
  const scope = scopeOf(tenant, collection);
  if (now - (askedAt.get(scope) ?? 0) < ASK_EVERY_MS) return;
  askedAt.set(scope, now);
  startJob({ kind: 'search-snapshot', tenant, collection }).catch((error: unknown) => logger.error('Could not start the search snapshot refresh', { tenant, collection, error }));
}
