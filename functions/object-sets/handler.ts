import { OBJECT_SETS_ROUTES } from '../../shared/routes/object-sets';
import { httpHandler } from '../lib/http';
import { getSet, listSets } from './service';

/** A set's changes (with the change log, and the object search an add by search walks: `set-changes.ts`) load on the first of them: a cold start is most often the sets listed or one opened. */
const changes = () => import('./set-changes');

export const handler = httpHandler(OBJECT_SETS_ROUTES, {
  'GET /object-sets': async ({ ctx }) => listSets(ctx),
  'POST /object-sets': async ({ ctx, body }) => (await changes()).createSet(ctx, body),
  'GET /object-sets/{id}': async ({ ctx, params }) => getSet(ctx, params.id),
  'PUT /object-sets/{id}': async ({ ctx, params, body }) => (await changes()).updateSet(ctx, params.id, body),
  'DELETE /object-sets/{id}': async ({ ctx, params }) => (await changes()).deleteSet(ctx, params.id),
  'POST /object-sets/{id}/objects': async ({ ctx, params, body }) => (await changes()).addToSet(ctx, params.id, body),
  'DELETE /object-sets/{id}/objects': async ({ ctx, params, query }) => (await changes()).removeFromSet(ctx, params.id, query.idList),
});
