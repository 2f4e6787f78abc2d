import { startJob } from '../../lib/jobs';
import { logger } from '../../lib/logger';

/** A warm function asks at most once a minute per museum: a refresh takes seconds and holds a lease. */
const ASK_EVERY_MS = 60_000;
const askedAt = new Map<string, number>();

/**
 * Asks the jobs worker to refresh the museum's search snapshot (`snapshot.ts`), without waiting:
 * an asynchronous invoke on AWS, the same worker in the background locally.
 */
export function requestSearchRefresh(tenant: string, now = Date.now()): void {
  if (now - (askedAt.get(tenant) ?? 0) < ASK_EVERY_MS) return;
  askedAt.set(tenant, now);
  startJob({ kind: 'search-snapshot', tenant }).catch((error: unknown) => logger.error('Could not start the search snapshot refresh', { tenant, error }));
}
