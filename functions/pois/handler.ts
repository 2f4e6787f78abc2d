import { POIS_ROUTES } from '../../shared/routes/pois';
import { httpHandler } from '../lib/http';
import { presignUpload } from '../lib/uploads';
import { createPoi, deletePois, exportPois, getCompletePoi, getPoi, listPois, poiLanguages, poiOptions, updatePoi } from './service';

export const handler = httpHandler(POIS_ROUTES, {
  'GET /point-of-interests': async ({ ctx, query }) => listPois(ctx, query),
  'GET /point-of-interests/dropdown': async ({ ctx, query }) => poiOptions(ctx, query.notAssignedToBeacon === 'true', query.value),
  'GET /point-of-interests/languages': async ({ ctx, query }) => poiLanguages(ctx, query.value),
  'GET /point-of-interests/export': async ({ ctx, query }) => exportPois(ctx, query),
  'GET /point-of-interests/{id}': async ({ ctx, params }) => getPoi(ctx, params.id),
  'GET /point-of-interests/{id}/complete': async ({ ctx, params }) => getCompletePoi(ctx, params.id),
  'POST /point-of-interests': async ({ ctx, body }) => createPoi(ctx, body),
  'PUT /point-of-interests/{id}': async ({ ctx, params, body }) => updatePoi(ctx, params.id, body),
  'DELETE /point-of-interests': async ({ ctx, query }) => deletePois(ctx, query.ids, query.versions),
  'POST /uploads/poi-images': async ({ ctx, body }) => presignUpload(ctx.tenant, 'poi-images', body.fileName, body.contentType),
  'POST /uploads/poiAudio-files': async ({ ctx, body }) => presignUpload(ctx.tenant, 'poiAudio-files', body.fileName, body.contentType),
});
