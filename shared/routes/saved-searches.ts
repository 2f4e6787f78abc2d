import type { RouteDef } from '../route-def';
import { DeletedSchema } from '../schemas/common';
import { SavedSearchCreateSchema, SavedSearchListSchema, SavedSearchSchema, SavedSearchUpdateSchema } from '../schemas/saved-search';

/**
 * Saved searches of the object list (issue 29): anyone who may read the objects keeps their own;
 * who sees and changes one is decided by its owner and visibility (functions/saved-searches/service.ts).
 */
const itemRead = { access: 'user', area: 'item', level: 'read', feature: 'Item-Cataloging' } as const;

export const SAVED_SEARCHES_ROUTES = [
  { method: 'GET', path: '/saved-searches', resource: 'saved-searches', ...itemRead, summary: "The caller's saved searches and those shared with the museum, by name.", response: SavedSearchListSchema },
  { method: 'POST', path: '/saved-searches', resource: 'saved-searches', ...itemRead, summary: 'Save a search (name, query, private or shared with the museum).', body: SavedSearchCreateSchema, response: SavedSearchSchema },
  { method: 'PUT', path: '/saved-searches/{id}', resource: 'saved-searches', ...itemRead, summary: 'Change an own saved search, at the version read.', body: SavedSearchUpdateSchema, response: SavedSearchSchema },
  { method: 'DELETE', path: '/saved-searches/{id}', resource: 'saved-searches', ...itemRead, summary: 'Delete an own saved search (an administrator may also delete a shared one).', response: DeletedSchema },
] as const satisfies readonly RouteDef[];
