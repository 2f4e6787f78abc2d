import { OBJECTS_ROUTES } from '../../shared/routes/objects';
import { httpHandler } from '../lib/http';
import { exportObjects } from './excel';
import { presignObjectImage } from '../catalogue/objects/images';
import { createObject, deleteObjects, getObject, updateObject } from '../catalogue/objects/object-saves';
import { listObjects, objectGaps, objectNumbers } from './service';

export const handler = httpHandler(OBJECTS_ROUTES, {
  'GET /objects': async ({ ctx, query }) => listObjects(ctx, query),
  'GET /objects/{id}': async ({ ctx, params }) => getObject(ctx, params.id),
  'GET /objects/gap': async ({ ctx }) => objectGaps(ctx),
  'GET /objects/excel': async ({ ctx, query }) => exportObjects(ctx, query),
  'GET /items/objectNumbers': async ({ ctx, query }) => objectNumbers(ctx, query),
  'POST /uploads/objects': async ({ ctx, body }) => presignObjectImage(ctx, body),
  'POST /objects': async ({ ctx, body }) => createObject(ctx, body),
  'PUT /objects': async ({ ctx, body }) => updateObject(ctx, body),
  'DELETE /objects': async ({ ctx, query }) => deleteObjects(ctx, query.ids, query.versions),
});
