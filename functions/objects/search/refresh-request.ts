import { logger } from '../../lib/logger';
import { refreshSnapshot } from './snapshot';

/**
 * Asks for the museum's search snapshot to be refreshed, without waiting for it.
 */
export function requestSearchRefresh(tenant: string): void {
  void refreshSnapshot(tenant).catch((error: unknown) => logger.error('The search snapshot refresh failed', { tenant, error }));
}
