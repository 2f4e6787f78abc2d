import { BEACONS_ROUTES } from '../../shared/routes/beacons';
import { httpHandler } from '../lib/http';
import { beaconAttention, healthSettings } from '../visitor-app/beacon-health';
import { getBeacon, listBeacons } from '../visitor-app/beacons';

/** The saves and the scans and exports (`form-calls.ts`) load with the first of them: a cold start loads the reads only. */
const formCalls = () => import('./form-calls');

export const handler = httpHandler(BEACONS_ROUTES, {
  'GET /beacons': async ({ ctx, query }) => listBeacons(ctx, query),
  'GET /beacons/attention': async ({ ctx }) => beaconAttention(ctx),
  'GET /beacons/health-settings': async ({ ctx }) => healthSettings(ctx.tenant),
  'PUT /beacons/health-settings': async ({ ctx, body }) => (await formCalls()).saveHealthSettings(ctx, body),
  'GET /beacons/export': async ({ ctx, query }) => (await formCalls()).exportBeacons(ctx, query),
  'GET /beacons/scans': async ({ ctx, query }) => (await formCalls()).listScans(ctx, query),
  'GET /beacons/scans/export': async ({ ctx, query }) => (await formCalls()).exportScans(ctx, query),
  'GET /beacons/{id}': async ({ ctx, params }) => getBeacon(ctx, params.id),
  'GET /beacons/{id}/complete': async ({ ctx, params }) => getBeacon(ctx, params.id),
  'POST /beacons': async ({ ctx, body }) => (await formCalls()).createBeacon(ctx, body),
  'PUT /beacons/{id}': async ({ ctx, params, body }) => (await formCalls()).assignBeacon(ctx, params.id, body),
});
