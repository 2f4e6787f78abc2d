import { unique } from '../integration/context';
import type { Museum } from './actors';
import type { Fixture, FixtureScope } from './fixtures';

/**
 * The App CMS routes' fixtures (spec 2 section 7: POIs, POI groups, news, app settings, beacons),
 * made as the museum's admin. Titles are unique, so another museum's answer can be searched for them.
 */
type Row = Record<string, any>;

async function ok(res: Promise<{ status: number; body: any }>, what: string): Promise<any> {
  const r = await res;
  if (r.status !== 200) throw new Error(`fixture: ${what} answered ${r.status} ${JSON.stringify(r.body)}`);
  return r.body;
}
export async function snapshot(m: Museum, path: string) {
  const res = await m.admin.api.get(path);
  return { status: res.status, body: res.body };
}
const changed = (text: string) => `${text} (edited)`.slice(0, 90);

export async function defaultLanguage(m: Museum): Promise<string> {
  const languages: Row[] = await ok(m.admin.api.get('/api/languages'), 'languages');
  return languages.find((l) => l.defaultInMobileApp)?.isoLanguage.code ?? 'en';
}

export async function newPoiGroup(m: Museum): Promise<Row> {
  return ok(m.admin.api.post('/api/point-of-interest-groups', { title: unique('Target group ') }), 'create POI group');
}
const readPoiGroup = (m: Museum, id: string) => () => snapshot(m, `/api/point-of-interest-groups/${id}`);

async function poiInput(m: Museum): Promise<Row> {
  const group = await newPoiGroup(m);
  return {
    group: { id: group.id },
    location: { location: unique('Hall '), latitude: 35.9, longitude: 14.5 },
    content: [{ language: await defaultLanguage(m), title: unique('Target POI '), description: 'A target of the security suite.' }],
  };
}
export async function newPoi(m: Museum): Promise<Row> {
  return ok(m.admin.api.post('/api/point-of-interests', await poiInput(m)), 'create POI');
}
const readPoi = (m: Museum, id: string) => () => snapshot(m, `/api/point-of-interests/${id}`);
/** A POI as read, with its default title changed. */
const editPoi = (r: Row) => ({ ...r, data: { ...r.data, content: r.data.content.map((c: Row, i: number) => (i === 0 ? { ...c, title: changed(c.title) } : c)) } });

async function newsInput(m: Museum): Promise<Row> {
  return { date: '2026-11-24', published: true, content: [{ language: await defaultLanguage(m), title: unique('Target news '), description: 'News of the security suite.' }] };
}
async function newNews(m: Museum): Promise<Row> {
  return ok(m.admin.api.post('/api/news', await newsInput(m)), 'create news');
}
const readNews = (m: Museum, id: string) => () => snapshot(m, `/api/news/${id}`);

async function newBeacon(m: Museum): Promise<Row> {
  return ok(m.admin.api.post('/api/beacons', { uniqueId: unique('beacon-'), mac: 'AA:BB:CC:DD:EE:01' }), 'create beacon');
}
const readBeacon = (m: Museum, id: string) => () => snapshot(m, `/api/beacons/${id}`);

/** The museum's settings as saved at least once: the version to save from. */
export async function savedSettings(m: Museum): Promise<Row> {
  const current = await ok(m.admin.api.get('/api/app-settings'), 'app settings');
  if (current.version > 0) return current;
  const content = [{ language: await defaultLanguage(m), description: 'About the museum.' }];
  const res = await m.admin.api.post('/api/app-settings', { content, version: 0 });
  // Another maker saved them first: theirs will do.
  return res.status === 200 ? res.body : ok(m.admin.api.get('/api/app-settings'), 'app settings');
}

const existing = (make: (m: Museum) => Promise<Row>, read: (m: Museum, id: string) => () => Promise<unknown>, what: (record: Row, museum: Museum) => Row) =>
  async ({ museum }: FixtureScope) => {
    const record = await make(museum);
    return { read: read(museum, record.id), ...what(record, museum) };
  };
const upload = async () => ({ body: { fileName: 'front.png', contentType: 'image/png' } });

export const APP_CMS_FIXTURES: Record<string, Fixture> = {
  // POIs
  'GET /point-of-interests': existing(newPoi, readPoi, (p) => ({ query: { groupId: p.data.group.id, page: '0', size: '10' } })),
  'GET /point-of-interests/dropdown': existing(newPoi, readPoi, () => ({ query: { notAssignedToBeacon: 'true' } })),
  'GET /point-of-interests/languages': async () => ({ query: { value: 'English' } }),
  'GET /point-of-interests/export': existing(newPoi, readPoi, (p) => ({ query: { idList: p.id } })),
  'GET /point-of-interests/{id}': existing(newPoi, readPoi, (p) => ({ params: { id: p.id } })),
  'GET /point-of-interests/{id}/complete': existing(newPoi, readPoi, (p) => ({ params: { id: p.id } })),
  'POST /point-of-interests': async ({ museum }) => ({ body: await poiInput(museum) }),
  'PUT /point-of-interests/{id}': existing(newPoi, readPoi, (p) => ({ params: { id: p.id }, body: editPoi(p), edit: editPoi })),
  'DELETE /point-of-interests': existing(newPoi, readPoi, (p) => ({ query: { idList: p.id, version: String(p.version) } })),
  // Issue 31: a POI made from an object; `read` is the object's POIs, which a refusal leaves empty.
  'POST /objects/{id}/poi': async ({ museum }) => {
    const object = await ok(museum.admin.api.post('/api/objects', { inventoryNumber: unique('POI-SOURCE-'), objectName: 'Source object', description: 'An object made into a POI.' }), 'create object');
    const group = await newPoiGroup(museum);
    return {
      params: { id: object.id },
      body: { group: { id: group.id }, location: { location: unique('Hall '), latitude: 35.9, longitude: 14.5 } },
      read: () => snapshot(museum, `/api/point-of-interests?itemId=${object.id}&page=0&size=10`),
    };
  },
  'POST /uploads/poi-images': upload,
  'POST /uploads/poiAudio-files': async () => ({ body: { fileName: 'guide.mp3', contentType: 'audio/mpeg' } }),

  // POI groups
  'GET /point-of-interest-groups': existing(newPoiGroup, readPoiGroup, (g) => ({ query: { title: g.title, page: '0', size: '10' } })),
  'GET /point-of-interest-groups/export': existing(newPoiGroup, readPoiGroup, (g) => ({ query: { idList: g.id } })),
  'GET /point-of-interest-groups/{id}': existing(newPoiGroup, readPoiGroup, (g) => ({ params: { id: g.id } })),
  'POST /point-of-interest-groups': async () => ({ body: { title: unique('Made group ') } }),
  'PUT /point-of-interest-groups/{id}': existing(newPoiGroup, readPoiGroup, (g) => ({
    params: { id: g.id },
    body: { title: changed(g.title), version: g.version },
    edit: (r: Row) => ({ ...r, title: changed(r.title) }),
  })),
  'DELETE /point-of-interest-groups': existing(newPoiGroup, readPoiGroup, (g) => ({ query: { idList: g.id, version: String(g.version) } })),
  'POST /uploads/poi-group-images': upload,

  // news
  'GET /news': existing(newNews, readNews, () => ({ query: { page: '0', size: '10' } })),
  'GET /news/export': existing(newNews, readNews, (n) => ({ query: { idList: n.id } })),
  'GET /news/{id}': existing(newNews, readNews, (n) => ({ params: { id: n.id } })),
  'GET /news/{id}/complete': existing(newNews, readNews, (n) => ({ params: { id: n.id } })),
  'POST /news': async ({ museum }) => ({ body: await newsInput(museum) }),
  'PUT /news/{id}': existing(newNews, readNews, (n) => ({
    params: { id: n.id },
    body: { ...n.data, version: n.version, published: !n.data.published },
    edit: (r: Row) => ({ ...r, data: { ...r.data, published: !r.data.published } }),
  })),
  'DELETE /news': existing(newNews, readNews, (n) => ({ query: { idList: n.id, version: String(n.version) } })),
  'POST /uploads/news-images': upload,

  // app settings: one record per museum
  'GET /app-settings': async ({ museum }) => {
    await savedSettings(museum);
    return { read: () => snapshot(museum, '/api/app-settings') };
  },
  'POST /app-settings': async ({ museum }) => {
    const current = await savedSettings(museum);
    return {
      // The privacy page as it is (the console sends back what it read): another file's walk of the page needs it on.
      body: { content: current.data.content, mainColour: current.mainColour === '#123456' ? '#654321' : '#123456', privacyPolicy: current.privacyPolicy, version: current.version },
      read: () => snapshot(museum, '/api/app-settings'),
    };
  },
  'POST /uploads/app-settings-images': upload,

  // beacons
  'GET /beacons': existing(newBeacon, readBeacon, (b) => ({ query: { uniqueId: b.uniqueId, page: '0', size: '10' } })),
  'GET /beacons/attention': existing(newBeacon, readBeacon, () => ({})),
  'GET /beacons/health-settings': async ({ museum }) => ({ read: () => snapshot(museum, '/api/beacons/health-settings') }),
  'PUT /beacons/health-settings': async ({ museum }) => {
    const current = await ok(museum.admin.api.get('/api/beacons/health-settings'), 'beacon health settings');
    return {
      body: { ...current, silentDays: current.silentDays === 3 ? 4 : 3 },
      read: () => snapshot(museum, '/api/beacons/health-settings'),
      edit: (r: Row) => ({ ...r, lowBatteryPercent: r.lowBatteryPercent === 30 ? 31 : 30 }),
    };
  },
  'GET /beacons/export': existing(newBeacon, readBeacon, (b) => ({ query: { idList: b.id } })),
  'GET /beacons/scans': existing(newBeacon, readBeacon, () => ({ query: { startDate: '2026-11-01', endDate: '2026-11-24' } })),
  'GET /beacons/scans/export': existing(newBeacon, readBeacon, () => ({ query: { startDate: '2026-11-01', endDate: '2026-11-24' } })),
  'GET /beacons/{id}': existing(newBeacon, readBeacon, (b) => ({ params: { id: b.id } })),
  'GET /beacons/{id}/complete': existing(newBeacon, readBeacon, (b) => ({ params: { id: b.id } })),
  'POST /beacons': async () => ({ body: { uniqueId: unique('made-beacon-') } }),
  'PUT /beacons/{id}': async ({ museum }) => {
    const [beacon, poi] = await Promise.all([newBeacon(museum), newPoi(museum)]);
    return {
      params: { id: beacon.id },
      body: { uniqueId: beacon.uniqueId, mac: beacon.mac, pointOfInterestId: poi.id, version: beacon.version },
      read: readBeacon(museum, beacon.id),
      edit: (r: Row) => ({ ...r, mac: r.mac === 'AA:BB:CC:DD:EE:02' ? 'AA:BB:CC:DD:EE:03' : 'AA:BB:CC:DD:EE:02' }),
    };
  },
};
