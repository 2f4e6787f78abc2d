import { POIS_ROUTES } from '../../shared/routes/pois';
import { httpHandler } from '../lib/http';
import { exportPois, getCompletePoi, getPoi, listPois, poiLanguages, poiOptions } from './service';

/** The saves and the upload presign load on their first call (`form-calls.ts`): a cold start is most often a list or a POI opened. */
const saves = () => import('./form-calls');

export const handler = httpHandler(POIS_ROUTES, {
  'GET /point-of-interests': async ({ ctx, query }) => listPois(ctx, query),
  'GET /point-of-interests/dropdown': async ({ ctx, query }) => poiOptions(ctx, query.notAssignedToBeacon === 'true', query.value),
  'GET /point-of-interests/languages': async ({ ctx, query }) => poiLanguages(ctx, query.value),
  'GET /point-of-interests/export': async ({ ctx, query }) => exportPois(ctx, query),
  'GET /point-of-interests/{id}': async ({ ctx, params }) => getPoi(ctx, params.id),
  'GET /point-of-interests/{id}/complete': async ({ ctx, params }) => getCompletePoi(ctx, params.id),
  'POST /point-of-interests': async ({ ctx, body }) => (await saves()).createPoi(ctx, body),
  'PUT /point-of-interests/{id}': async ({ ctx, params, body }) => (await saves()).updatePoi(ctx, params.id, body),
  'DELETE /point-of-interests': async ({ ctx, query }) => (await saves()).deletePois(ctx, query.ids, query.versions),
  'POST /uploads/poi-images': async ({ ctx, body }) => (await saves()).presignPoiFile(ctx, 'poi-images', body),
  'POST /uploads/poiAudio-files': async ({ ctx, body }) => (await saves()).presignPoiFile(ctx, 'poiAudio-files', body),
});
