import type { TransactWriteEntities } from 'electrodb';
import { searchEntities, searchWrites } from '../../../lib/search/search-writes';
import type { Committed } from '../../../lib/transaction-types';
import { objectsScope } from './object-search';
import { objectSearchDoc } from './object-search-doc';
import type { SearchableObject } from './search-doc';

// What a save writes for object search: loaded with the saves, not by the list's cold start.

export { searchEntities, storedDoc } from '../../../lib/search/search-writes';
export { objectSearchDoc } from './object-search-doc';

/**
 * The writes that keep search in step with one object, for the object's own transaction: always
 * two items, whatever the object's size. `after` is the saved object, or null when it is deleted.
 */
export function searchTermWrites(e: TransactWriteEntities<typeof searchEntities>, tenant: string, objectId: string, after: SearchableObject | null, now = new Date()): Committed[] {
  return searchWrites(e, objectsScope(tenant), objectId, after ? objectSearchDoc(objectId, after, now.toISOString()) : null, now);
}

