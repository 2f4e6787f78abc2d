import { OBJECT_SETS_ROUTES } from '../../shared/routes/object-sets';
import { httpHandler } from '../lib/http';
import { addToSet, createSet, deleteSet, getSet, listSets, removeFromSet, updateSet } from './service';

export const handler = httpHandler(OBJECT_SETS_ROUTES, {
  'GET /object-sets': async ({ ctx }) => listSets(ctx),
  'POST /object-sets': async ({ ctx, body }) => createSet(ctx, body),
  'GET /object-sets/{id}': async ({ ctx, params }) => getSet(ctx, params.id),
  'PUT /object-sets/{id}': async ({ ctx, params, body }) => updateSet(ctx, params.id, body),
  'DELETE /object-sets/{id}': async ({ ctx, params }) => deleteSet(ctx, params.id),
  'POST /object-sets/{id}/objects': async ({ ctx, params, body }) => addToSet(ctx, params.id, body),
  'DELETE /object-sets/{id}/objects': async ({ ctx, params, query }) => removeFromSet(ctx, params.id, query.idList),
});
