import { POIS_ROUTES } from '../../shared/routes/pois';
import { httpHandler } from '../lib/http';
import { getPoi, listPois, poiOptions } from './service';

/** The form's calls (the POI as the form opens it, languages, saves, upload presign: `form-calls.ts`) load on the first of them: a cold start is most often the list or a POI's view. */
const formCalls = () => import('./form-calls');

export const handler = httpHandler(POIS_ROUTES, {
  'GET /point-of-interests': async ({ ctx, query }) => listPois(ctx, query),
  'GET /point-of-interests/dropdown': async ({ ctx, query }) => poiOptions(ctx, query.notAssignedToBeacon === 'true', query.value),
  'GET /point-of-interests/languages': async ({ ctx, query }) => (await formCalls()).poiLanguages(ctx, query.value),
  'GET /point-of-interests/export': async ({ ctx, query }) => (await formCalls()).exportPois(ctx, query),
  'GET /point-of-interests/{id}': async ({ ctx, params }) => getPoi(ctx, params.id),
  'GET /point-of-interests/{id}/complete': async ({ ctx, params }) => (await formCalls()).getCompletePoi(ctx, params.id),
  'POST /point-of-interests': async ({ ctx, body }) => (await formCalls()).createPoi(ctx, body),
  'PUT /point-of-interests/{id}': async ({ ctx, params, body }) => (await formCalls()).updatePoi(ctx, params.id, body),
  'DELETE /point-of-interests': async ({ ctx, query }) => (await formCalls()).deletePois(ctx, query.ids, query.versions),
  'POST /objects/{id}/poi': async ({ ctx, params, body }) => (await formCalls()).createPoiFromObject(ctx, params.id, body),
  'POST /uploads/poi-images': async ({ ctx, body }) => (await formCalls()).presignPoiFile(ctx, 'poi-images', body),
  'POST /uploads/poiAudio-files': async ({ ctx, body }) => (await formCalls()).presignPoiFile(ctx, 'poiAudio-files', body),
});
