import { OBJECTS_ROUTES } from '../../shared/routes/objects';
import { ObjectListQuery } from '../../shared/schemas/object';
import { httpHandler } from '../lib/http';
import { getObject } from '../catalogue/objects/object-reads';
import { listObjects, objectGaps, objectNumbers } from './service';

/**
 * The saves, with the write rules they bring (use counts, tallies, search terms, the records'
 * reindex), and the image presign (`form-calls.ts`): loaded by the first write or upload, not at a cold start.
 */
const saves = () => import('./form-calls');

export const handler = httpHandler(OBJECTS_ROUTES, {
  'GET /objects': async ({ ctx, query }) => listObjects(ctx, query),
  'GET /objects/{id}': async ({ ctx, params }) => getObject(ctx, params.id),
  'GET /objects/gap': async ({ ctx }) => objectGaps(ctx),
  // The list's query schema goes along: the list as shown is checked as the list is (issue 29).
  'GET /objects/excel': async ({ ctx, query }) => (await import('./excel')).exportObjects(ctx, query, ObjectListQuery),
  'GET /items/objectNumbers': async ({ ctx, query }) => objectNumbers(ctx, query),
  'POST /uploads/objects': async ({ ctx, body }) => (await saves()).presignObjectImage(ctx, body),
  'POST /objects': async ({ ctx, body }) => (await saves()).createObject(ctx, body),
  'PUT /objects': async ({ ctx, body }) => (await saves()).updateObject(ctx, body),
  'DELETE /objects': async ({ ctx, query }) => (await saves()).deleteObjects(ctx, query.ids, query.versions),
});
