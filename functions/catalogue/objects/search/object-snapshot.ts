import { refreshSnapshot } from '../../../lib/search/snapshot';
import { objectsScope } from './object-search';
import { objectSortOrders } from './object-sort';

/**
 * Refreshes the museum's object search snapshot (the jobs worker's 'search-snapshot' job) with every
 * order the list sorts by (docs/object-search.md, Cold start). Not imported by the objects
 * function: its cold start keeps neither the encoder nor the orders' build.
 */
export const rebuildSearchIndex = (tenant: string, options: { full?: boolean } = {}) => refreshSnapshot(objectsScope(tenant), { ...options, sortOrders: (docs) => objectSortOrders(tenant, docs) });
