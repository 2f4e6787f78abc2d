import { unique } from '../integration/context';
import type { Museum } from './actors';
import { newPoi, newPoiGroup, savedSettings, snapshot, defaultLanguage } from './app-cms-fixtures';
import type { Fixture } from './fixtures';

/**
 * Fixtures of issue 14's routes: the gateways (console, appcms), the visitor app's public reads
 * under `/app/v1` (keyed with their root: `GET /app/v1/news` is not the console's `GET /news`),
 * and the gateways' `POST /ingest/scans`, called with a key of the museum (`token`).
 */
type Row = Record<string, any>;

async function ok(res: Promise<{ status: number; body: any }>, what: string): Promise<any> {
  const r = await res;
  if (r.status !== 200) throw new Error(`fixture: ${what} answered ${r.status} ${JSON.stringify(r.body)}`);
  return r.body;
}

async function newGateway(m: Museum): Promise<{ gateway: Row; key: string }> {
  return ok(m.admin.api.post('/api/gateways', { name: unique('Target gateway ') }), 'create gateway');
}
const readGateway = (m: Museum, id: string) => async () => {
  const res = await m.admin.api.get('/api/gateways');
  return { status: res.status, body: res.status === 200 ? ((res.body as Row[]).find((g) => g.id === id) ?? null) : res.body };
};
const gatewayCall = (what: (g: Row) => Record<string, unknown>) => async ({ museum }: { museum: Museum }) => {
  const { gateway } = await newGateway(museum);
  return { read: readGateway(museum, gateway.id), ...what(gateway) };
};

/** The museum's settings with its privacy page turned on, so the page's route has something to answer. */
async function withPrivacyPage(m: Museum): Promise<void> {
  const current = await savedSettings(m);
  if (current.privacyPolicy?.enabled) return;
  const privacyPolicy = { enabled: true, controller: { name: `Museum ${m.name}` }, processor: { name: 'Software Ltd' }, lastUpdated: '2021-07-20' };
  const res = await m.admin.api.post('/api/app-settings', { ...current, privacyPolicy });
  // Another maker saved them first: read again (theirs keeps the page on).
  if (res.status !== 200 && !(await savedSettings(m)).privacyPolicy?.enabled) throw new Error(`fixture: privacy page answered ${res.status}`);
}

const settingsRead = (m: Museum) => () => snapshot(m, '/api/app-settings');
const poiRead = (m: Museum, id: string) => () => snapshot(m, `/api/point-of-interests/${id}`);

export const VISITOR_APP_FIXTURES: Record<string, Fixture> = {
  // gateways (console)
  'GET /gateways': gatewayCall(() => ({})),
  'POST /gateways': async () => ({ body: { name: unique('Made gateway ') } }),
  'POST /gateways/{id}/key': gatewayCall((g) => ({ params: { id: g.id } })),
  'DELETE /gateways/{id}': gatewayCall((g) => ({ params: { id: g.id } })),
  'POST /app-settings/preview-key': async ({ museum }) => {
    await savedSettings(museum);
    return { read: settingsRead(museum) };
  },

  // the visitor app (public, the museum from the host)
  'GET /app/v1/config': async ({ museum }) => {
    await savedSettings(museum);
    return { query: { language: await defaultLanguage(museum) }, read: settingsRead(museum) };
  },
  'GET /app/v1/pois': async ({ museum }) => {
    const poi = await newPoi(museum);
    return { query: { groupId: poi.data.group.id, page: '0', size: '20' }, read: poiRead(museum, poi.id) };
  },
  'GET /app/v1/pois/{id}': async ({ museum }) => {
    const poi = await newPoi(museum);
    return { params: { id: poi.id }, read: poiRead(museum, poi.id) };
  },
  'GET /app/v1/pois/{id}/qr.svg': async ({ museum }) => {
    const poi = await newPoi(museum);
    return { params: { id: poi.id }, read: poiRead(museum, poi.id) };
  },
  'GET /app/v1/poi-groups': async ({ museum }) => {
    const group = await newPoiGroup(museum);
    return { read: () => snapshot(museum, `/api/point-of-interest-groups/${group.id}`) };
  },
  'GET /app/v1/news': async ({ museum }) => ({ query: { language: await defaultLanguage(museum) }, read: settingsRead(museum) }),
  'GET /app/v1/beacons': async ({ museum }) => ({ read: settingsRead(museum) }),
  'GET /app/v1/bundles/{language}': async ({ museum }) => {
    const poi = await newPoi(museum);
    return { params: { language: await defaultLanguage(museum) }, query: { since: '0' }, read: poiRead(museum, poi.id) };
  },
  'GET /app/v1/bundles/{language}/manifest': async ({ museum }) => {
    const poi = await newPoi(museum);
    return { params: { language: await defaultLanguage(museum) }, read: poiRead(museum, poi.id) };
  },
  'GET /app/v1/privacy-policy': async ({ museum }) => {
    await withPrivacyPage(museum);
    return { read: settingsRead(museum) };
  },

  // beacon gateways' scans: with a key of this museum; a refused batch leaves its beacon unregistered
  'POST /ingest/scans': async ({ museum }) => {
    const { key } = await newGateway(museum);
    const uniqueId = unique('sec-beacon-');
    return {
      token: key,
      body: { batchId: unique('sec-batch-'), scans: [{ uniqueId, time: Math.floor(Date.now() / 1000) - 60, rssi: -60, battery: 90 }] },
      read: () => snapshot(museum, `/api/beacons?uniqueId=${uniqueId}`),
    };
  },
};
