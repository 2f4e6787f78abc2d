import { BEACONS_ROUTES } from '../../shared/routes/beacons';
import { httpHandler } from '../lib/http';
import { assignBeacon, createBeacon, exportBeacons, exportScans, getBeacon, listBeacons, listScans } from '../visitor-app/beacons';

export const handler = httpHandler(BEACONS_ROUTES, {
  'GET /beacons': async ({ ctx, query }) => listBeacons(ctx, query),
  'GET /beacons/export': async ({ ctx, query }) => exportBeacons(ctx, query),
  'GET /beacons/scans': async ({ ctx, query }) => listScans(ctx, query),
  'GET /beacons/scans/export': async ({ ctx, query }) => exportScans(ctx, query),
  'GET /beacons/{id}': async ({ ctx, params }) => getBeacon(ctx, params.id),
  'GET /beacons/{id}/complete': async ({ ctx, params }) => getBeacon(ctx, params.id),
  'POST /beacons': async ({ ctx, body }) => createBeacon(ctx, body),
  'PUT /beacons/{id}': async ({ ctx, params, body }) => assignBeacon(ctx, params.id, body),
});
