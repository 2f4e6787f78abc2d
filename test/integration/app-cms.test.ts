import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { APP_MESSAGES, CSV_EXPORTS } from '../../shared/app-content/constants';
import { MAP_STYLE_MESSAGE } from '../../shared/map-style';
import { Api, expectErrorBody, tenantHost, type Response } from '../support/api';
import { unique } from './context';

type Row = Record<string, any>;

/**
 * The App CMS (issue 13) on a museum onboarded for this file, with English (default) and Arabic
 * (right to left) as app languages: each resource's calls, the publish and inherit rules of spec
 * 2 section 4, beacon assignment under concurrency, CSV exports read back with a CSV parser, and
 * the language refusal of spec 1 section 8.
 */
describe('App CMS', () => {
  const slug = unique('cms').toLowerCase().slice(0, 30);
  const password = 'Cms-Admin-1a';
  let api: Api;
  let addScans: typeof import('../../functions/visitor-app/beacon-scans').addScans;
  const files = (folder: string) => `${inject('stack').env.UPLOADS_PUBLIC_URL}/${slug}/${folder}`;
  const languages: Record<string, Row> = {};

  const ok = (res: Response, what: string) => {
    expect(res.status, `${what}: ${JSON.stringify(res.body)}`).toBe(200);
    return res.body;
  };
  const refused = (res: Response, status: number, text?: string) => {
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    expectErrorBody(res.body, status);
    if (text) expect(JSON.stringify(res.body)).toContain(text);
  };
  /** A CSV answer read back: UTF-8 with its BOM, the file named as the spec says. */
  const csv = (res: Response, stem: string): Row[] => {
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(new RegExp(`filename="${stem}-\\d{4}-\\d{2}-\\d{2}\\.csv"`));
    const text = String(res.body);
    expect(text.charCodeAt(0)).toBe(0xfeff);
    return parse(text, { bom: true, columns: true });
  };

  beforeAll(async () => {
    Object.assign(process.env, inject('stack').env);
    const { createTenant } = await import('../../functions/onboarding/service');
    ({ addScans } = await import('../../functions/visitor-app/beacon-scans'));
    await createTenant({ slug, admin: { username: 'admin', password } });
    const { port } = inject('stack');
    api = await new Api(port, tenantHost(slug, port)).login('admin', password);
    for (const l of ok(await api.get('/api/languages'), 'languages') as Row[]) languages[l.isoLanguage.code] = l;
    expect(languages.en?.defaultInMobileApp).toBe(true);
    languages.ar = ok(await api.post('/api/languages', { isoLanguageId: 'ar', usedInMobileApp: true, directionRightToLeft: true }), 'add Arabic');
  });

  const newGroup = async (title = unique('Group ')) => ok(await api.post('/point-of-interest-groups', { title }), 'create group');
  const poiBody = (groupId: string, content: Row[], extra: Row = {}) => ({
    group: { id: groupId },
    location: { location: 'Hall 1', latitude: 35.9375, longitude: 14.3754 },
    content,
    ...extra,
  });
  const en = (title: string, extra: Row = {}) => ({ language: 'en', title, description: `About ${title}`, ...extra });

  describe('POIs', () => {
    it('says every rule of spec 2 section 5 and stores nothing', async () => {
      const group = await newGroup();
      refused(await api.post('/api/point-of-interests', { location: { location: 'x', latitude: 1, longitude: 1 }, content: [en('x')] }), 400, APP_MESSAGES.poiGroupRequired);
      refused(await api.post('/api/point-of-interests', poiBody(group.id, [en('x')], { location: { location: ' ', latitude: 1, longitude: 1 } })), 400, APP_MESSAGES.addressRequired);
      refused(await api.post('/api/point-of-interests', poiBody(group.id, [en('x')], { location: { location: 'a', latitude: 91, longitude: 1 } })), 400, APP_MESSAGES.latitudeRange);
      refused(await api.post('/api/point-of-interests', poiBody(group.id, [en('x')], { location: { location: 'a', latitude: 1, longitude: -181 } })), 400, APP_MESSAGES.longitudeRange);
      refused(await api.post('/api/point-of-interests', poiBody(group.id, [{ language: 'en', description: 'd' }])), 400, APP_MESSAGES.titleRequired);
      refused(await api.post('/api/point-of-interests', poiBody(group.id, [{ language: 'en', title: 't' }])), 400, APP_MESSAGES.descriptionRequired);
      // The default language must be there; a published other language needs its texts too.
      refused(await api.post('/api/point-of-interests', poiBody(group.id, [{ language: 'ar', title: 'ت', description: 'و', state: 'PUBLISHED' }])), 400, APP_MESSAGES.titleRequired);
      refused(await api.post('/api/point-of-interests', poiBody(group.id, [en('x'), { language: 'ar', title: 'عنوان', state: 'PUBLISHED' }])), 400, APP_MESSAGES.descriptionRequired);
      refused(await api.post('/api/point-of-interests', poiBody(group.id, [en('x', { subtitle: 's'.repeat(61) })])), 400, 'At most 60');
      refused(await api.post('/api/point-of-interests', poiBody(group.id, [en('x', { description: 'd'.repeat(5001) })])), 400, 'At most 5000');
      refused(await api.post('/api/point-of-interests', poiBody(group.id, [en('x')], { beaconSensitivityRange: { min: -301, max: -20 } })), 400);
      refused(await api.post('/api/point-of-interests', poiBody(group.id, [en('x'), { language: 'fr', title: 'Titre', description: 'd' }])), 400, "not one of the app's languages");
      refused(await api.post('/api/point-of-interests', poiBody(group.id, [en('x')], { imageList: [{ url: 'https://elsewhere.example/a.png' }] })), 400);
      refused(await api.post('/api/point-of-interests', poiBody(group.id, [en('x', { audioList: [{ url: `${files('poiAudio-files')}/1-a.mp3` }, { url: `${files('poiAudio-files')}/2-b.mp3` }] })])), 400);
      expect(ok(await api.get(`/api/point-of-interest-groups/${group.id}`), 'group').poiCount).toBe(0);
      expect(ok(await api.get(`/api/point-of-interests?groupId=${group.id}`), 'list').totalElements).toBe(0);
    });

    it('publishes the default language always and another only when switched on (else INHERITED)', async () => {
      const group = await newGroup();
      const created = ok(
        await api.post('/point-of-interests', poiBody(group.id, [en('Mosaic floor', { state: 'INHERITED' }), { language: 'ar', title: 'أرضية الفسيفساء', state: 'INHERITED' }], {
          featuredImage: [{ uid: 'f', name: 'f.png', url: `${files('poi-images')}/CROP-1-f.png` }],
          imageList: [{ url: `${files('poi-images')}/CROP-2-a.png` }],
          beaconSensitivityRange: { min: -90, max: -30 },
          youtubeLink: 'https://www.youtube.com/watch?v=abc',
        })),
        'create',
      );
      const states = Object.fromEntries(created.data.content.map((c: Row) => [c.language, c.state]));
      expect(states).toEqual({ en: 'PUBLISHED', ar: 'INHERITED' });
      expect(created.data).toMatchObject({ group: { id: group.id, title: group.title }, featuredImage: { url: `${files('poi-images')}/CROP-1-f.png` }, beaconSensitivityRange: { min: -90, max: -30 }, beaconId: null });
      // Published Arabic: its texts are now required, then it is PUBLISHED.
      const arabic = { language: 'ar', title: 'أرضية الفسيفساء', description: 'فسيفساء رومانية', state: 'PUBLISHED' };
      const saved = ok(await api.put(`/point-of-interests/${created.id}`, { ...created, data: { ...created.data, content: [created.data.content[0], arabic] } }), 'publish Arabic');
      expect(saved.version).toBe(2);
      expect(saved.data.content.find((c: Row) => c.language === 'ar')).toMatchObject({ state: 'PUBLISHED', description: 'فسيفساء رومانية' });
      refused(await api.put(`/api/point-of-interests/${created.id}`, { ...saved, version: 1 }), 409);
      expect(ok(await api.get(`/api/point-of-interest-groups/${group.id}`), 'group').poiCount).toBe(1);
    });

    it('lists by title, group, language and linked item, and offers options without a beacon', async () => {
      const [a, b] = [await newGroup(), await newGroup()];
      const object = ok(await api.post('/api/objects', { inventoryNumber: unique('POI-OBJ-'), objectName: 'Linked' }), 'object');
      const word = unique('Zebra').replace(/\W/g, '');
      const one = ok(await api.post('/api/point-of-interests', poiBody(a.id, [en(`${word} one`), { language: 'ar', title: 'واحد', description: 'وصف', state: 'PUBLISHED' }], { linkedItemIds: [object.id] })), 'one');
      const two = ok(await api.post('/api/point-of-interests', poiBody(b.id, [en(`${word} two`)])), 'two');
      const ids = async (query: string) => (ok(await api.get(`/api/point-of-interests?${query}`), query).content as Row[]).map((p) => p.id).sort();
      expect(await ids(`title=${word.toLowerCase()}`)).toEqual([one.id, two.id].sort());
      expect(await ids(`title=${word}&groupId=${b.id}`)).toEqual([two.id]);
      expect(await ids(`title=${word}&language=ar`)).toEqual([one.id]);
      expect(await ids(`itemId=${object.id}`)).toEqual([one.id]);
      const page = ok(await api.get(`/api/point-of-interests?title=${word}&page=1&size=1`), 'page 2');
      expect(page).toMatchObject({ totalElements: 2, page: 1, size: 1 });
      const complete = ok(await api.get(`/point-of-interests/${one.id}/complete`), 'complete');
      expect(complete.linkedItems).toEqual([{ id: object.id, objectName: `${object.inventoryNumber} - Linked` }]);
      const options = ok(await api.get('/api/point-of-interests/dropdown?notAssignedToBeacon=true'), 'options') as Row[];
      expect(options.map((o) => o.id)).toEqual(expect.arrayContaining([one.id, two.id]));
      const appLanguages = ok(await api.get('/api/point-of-interests/languages?value=arab'), 'languages') as Row[];
      expect(appLanguages.map((l) => l.isoLanguage.code)).toEqual(['ar']);
    });

    it('keeps a group with POIs, and frees it when they are deleted', async () => {
      const group = await newGroup();
      const poi = ok(await api.post('/api/point-of-interests', poiBody(group.id, [en('Kept')])), 'poi');
      refused(await api.delete(`/point-of-interest-groups?idList=${group.id}`), 409, 'has 1 POI');
      ok(await api.delete(`/point-of-interests?idList=${poi.id}`), 'delete poi');
      expect(ok(await api.get(`/api/point-of-interest-groups/${group.id}`), 'group').poiCount).toBe(0);
      ok(await api.delete(`/api/point-of-interest-groups?idList=${group.id}`), 'delete group');
      refused(await api.get(`/api/point-of-interest-groups/${group.id}`), 404);
    });

    it('exports CSV that a CSV parser reads back, Arabic, quotes, commas and line breaks intact', async () => {
      const group = await newGroup('Hall, "east" wing');
      const description = 'Line one\nLine two, with "quotes"';
      const poi = ok(await api.post('/api/point-of-interests', poiBody(group.id, [en('Export me', { description }), { language: 'ar', title: 'تصدير', description: 'نص عربي، مع فاصلة', state: 'PUBLISHED' }])), 'poi');
      const [english] = csv(await api.get(`/api/point-of-interests/export?idList=${poi.id}`), CSV_EXPORTS.pois);
      expect(english).toMatchObject({ ID: poi.id, Title: 'Export me', Description: description, 'POI Group': 'Hall, "east" wing', Latitude: '35.9375', State: 'PUBLISHED' });
      const [arabic] = csv(await api.get(`/point-of-interests/export?idList=${poi.id}&language=ar`), CSV_EXPORTS.pois);
      expect(arabic).toMatchObject({ Title: 'تصدير', Description: 'نص عربي، مع فاصلة' });
      const groups = csv(await api.get(`/api/point-of-interest-groups/export?all=true`), CSV_EXPORTS.poiGroups);
      expect(groups.find((g) => g.ID === group.id)).toMatchObject({ Title: 'Hall, "east" wing', POIs: '1' });
      refused(await api.get('/api/point-of-interests/export'), 400);
    });
  });

  describe('news', () => {
    it('needs a date and the default language, and exports', async () => {
      refused(await api.post('/api/news', { content: [{ language: 'en', title: 't', description: 'd' }] }), 400, APP_MESSAGES.dateRequired);
      refused(await api.post('/api/news', { date: '2026-11-24', content: [{ language: 'ar', title: 't', description: 'd' }] }), 400, APP_MESSAGES.titleRequired);
      refused(await api.post('/api/news', { date: '2026-11-24', content: [{ language: 'en', title: 't', description: 'd'.repeat(2001) }] }), 400, 'At most 2000');
      const older = ok(await api.post('/api/news', { date: '2026-01-02', published: false, content: [{ language: 'en', title: 'Older news', description: 'd' }] }), 'older');
      const newer = ok(await api.post('/api/news', { date: '2026/11/20', published: true, content: [{ language: 'en', title: 'Newer news', description: 'd' }, { language: 'ar', title: 'خبر', description: 'نص' }] }), 'newer');
      expect(newer.data).toMatchObject({ date: '2026-11-20', published: true });
      const list = ok(await api.get('/api/news'), 'list');
      expect(list.content.map((n: Row) => n.id)).toEqual([newer.id, older.id]);
      const updated = ok(await api.put(`/api/news/${older.id}`, { ...older, data: { ...older.data, published: true } }), 'publish');
      expect(updated).toMatchObject({ version: 2, data: { published: true } });
      const rows = csv(await api.get('/api/news/export?all=true&language=ar'), CSV_EXPORTS.news);
      expect(rows.find((r) => r.ID === newer.id)).toMatchObject({ Title: 'خبر', Published: 'true', Date: '2026-11-20' });
      ok(await api.delete(`/api/news?idList=${older.id},${newer.id}`), 'delete');
      expect(ok(await api.get('/api/news'), 'empty').totalElements).toBe(0);
    });
  });

  describe('app settings', () => {
    it('start from the defaults, save at the version read, and need About in the default language', async () => {
      const first = ok(await api.get('/api/app-settings'), 'defaults');
      expect(first).toMatchObject({ id: null, version: 0, mainColour: '#ffffff', previewModeOn: false, data: { content: [] } });
      refused(await api.post('/api/app-settings', { content: [{ language: 'ar', description: 'عن المتحف' }], version: 0 }), 400, APP_MESSAGES.aboutRequired);
      const logo = { uid: 'l', name: 'logo.png', url: `${files('app-settings-images')}/CROP-1-logo.png` };
      const saved = ok(
        await api.post('/api/app-settings', { content: [{ language: 'en', description: 'About us' }], image: [logo], websiteLink: 'https://museum.example', mainColour: '#AA3300', version: 0 }),
        'save',
      );
      expect(saved).toMatchObject({ version: 1, image: logo, websiteLink: 'https://museum.example', mainColour: '#AA3300' });
      refused(await api.post('/api/app-settings', { content: [{ language: 'en', description: 'Lost update' }], version: 0 }), 409);
      const again = ok(await api.post('/api/app-settings', { ...saved, previewModeOn: true }), 'save what was read');
      expect(again).toMatchObject({ version: 2, previewModeOn: true, id: saved.id, image: logo, mapStyleUrl: null });
      // The museum's own map style: an https:// address, or none (the shipped countries).
      refused(await api.post('/api/app-settings', { ...again, mapStyleUrl: 'http://tiles.example/style.json' }), 400, MAP_STYLE_MESSAGE);
      // Only allow-listed hosts (the console's Content-Security-Policy names them): another host is refused.
      for (const elsewhere of ['https://tiles.example/style.json', 'https://api.maptiler.com.evil.example/style.json', 'https://user@api.maptiler.com/style.json', 'https://maps.geo.eu-west-1.amazonaws.com.evil.example/s']) {
        refused(await api.post('/api/app-settings', { ...again, mapStyleUrl: elsewhere }), 400, MAP_STYLE_MESSAGE);
      }
      const style = 'https://maps.geo.eu-west-1.amazonaws.com/v2/styles/Standard/descriptor?key=k';
      const styled = ok(await api.post('/api/app-settings', { ...again, mapStyleUrl: style }), 'map style');
      expect(styled).toMatchObject({ version: 3, mapStyleUrl: style });
      expect(ok(await api.post('/api/app-settings', { ...styled, mapStyleUrl: '' }), 'no map style')).toMatchObject({ version: 4, mapStyleUrl: null });
    });
  });

  describe('beacons', () => {
    it('registers each Unique ID once', async () => {
      const uniqueId = unique('b-');
      ok(await api.post('/api/beacons', { uniqueId, mac: 'aa-bb-cc-dd-ee-ff' }), 'create');
      refused(await api.post('/api/beacons', { uniqueId }), 409, uniqueId);
      refused(await api.post('/api/beacons', { mac: 'AA:BB:CC:DD:EE:FF' }), 400, APP_MESSAGES.uniqueIdRequired);
      refused(await api.post('/api/beacons', { uniqueId: unique('b-'), mac: 'not a mac' }), 400);
      const found = ok(await api.get(`/api/beacons?uniqueId=${uniqueId}&mac=bb:cc`), 'filter');
      expect(found.content.map((b: Row) => b.mac)).toEqual(['AA:BB:CC:DD:EE:FF']);
    });

    it('assigns to a POI or a group, never both, and unassigns', async () => {
      const group = await newGroup();
      const poi = ok(await api.post('/api/point-of-interests', poiBody(group.id, [en('Beacon POI')])), 'poi');
      let beacon = ok(await api.post('/api/beacons', { uniqueId: unique('b-') }), 'beacon');
      const put = (body: Row) => api.put(`/api/beacons/${beacon.id}`, { uniqueId: beacon.uniqueId, version: beacon.version, ...body });
      refused(await put({ pointOfInterestId: poi.id, groupId: group.id }), 400, 'never both');
      beacon = ok(await put({ pointOfInterestId: poi.id }), 'to POI');
      expect(beacon).toMatchObject({ pointOfInterestId: poi.id, groupId: null, pointOfInterestGroup: null, poiList: [{ id: poi.id, title: 'Beacon POI' }] });
      expect(ok(await api.get(`/api/point-of-interests/${poi.id}`), 'poi').data).toMatchObject({ beaconId: beacon.id, beaconUniqueId: beacon.uniqueId });
      expect((ok(await api.get('/api/point-of-interests/dropdown?notAssignedToBeacon=true'), 'options') as Row[]).map((o) => o.id)).not.toContain(poi.id);

      beacon = ok(await put({ groupId: group.id }), 'to group');
      expect(beacon).toMatchObject({ pointOfInterestId: null, pointOfInterestGroup: { id: group.id, title: group.title }, poiList: [{ id: poi.id, title: 'Beacon POI' }] });
      expect(ok(await api.get(`/api/point-of-interests/${poi.id}`), 'poi').data.beaconId).toBeNull();
      expect(ok(await api.get(`/api/point-of-interest-groups/${group.id}`), 'group').beacon).toEqual({ id: beacon.id, uniqueId: beacon.uniqueId });

      beacon = ok(await put({ pointOfInterestId: null, groupId: null }), 'unassign');
      expect(beacon).toMatchObject({ pointOfInterestId: null, groupId: null, pointOfInterestGroup: null, poiList: [] });
      expect(ok(await api.get(`/api/point-of-interest-groups/${group.id}`), 'group').beacon).toBeNull();
    });

    it('under concurrent assignments: one owner per POI, one target per beacon', async () => {
      const group = await newGroup();
      const poi = ok(await api.post('/api/point-of-interests', poiBody(group.id, [en('Contested')])), 'poi');
      const beacons = await Promise.all([1, 2, 3, 4, 5].map(async () => ok(await api.post('/api/beacons', { uniqueId: unique('race-') }), 'beacon')));
      const answers = await Promise.all(beacons.map((b) => api.put(`/api/beacons/${b.id}`, { uniqueId: b.uniqueId, pointOfInterestId: poi.id, version: b.version })));
      expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
      for (const a of answers.filter((x) => x.status !== 200)) refused(a, 409);
      const winner = answers.find((a) => a.status === 200)!.body;
      expect(ok(await api.get(`/api/point-of-interests/${poi.id}`), 'poi').data.beaconId).toBe(winner.id);

      // One beacon, aimed at five groups at once from the same version: one lands.
      const groups = await Promise.all([1, 2, 3, 4, 5].map(() => newGroup()));
      const [free] = beacons.filter((b) => b.id !== winner.id);
      const aimed = await Promise.all(groups.map((g) => api.put(`/api/beacons/${free.id}`, { uniqueId: free.uniqueId, groupId: g.id, version: free.version })));
      expect(aimed.filter((a) => a.status === 200)).toHaveLength(1);
      const holders = await Promise.all(groups.map(async (g) => ok(await api.get(`/api/point-of-interest-groups/${g.id}`), 'group').beacon));
      expect(holders.filter(Boolean)).toHaveLength(1);
    });

    it('counts scans per beacon and day, and exports a date range', async () => {
      const group = await newGroup('Scanned group');
      const beacon = ok(await api.post('/api/beacons', { uniqueId: unique('scan-') }), 'beacon');
      ok(await api.put(`/api/beacons/${beacon.id}`, { uniqueId: beacon.uniqueId, groupId: group.id, version: 1 }), 'assign');
      await addScans(slug, beacon, '2026-11-01', 5, { timestamp: 1_793_000_000, batteryLevel: 80, txPower: -59, location: { latitude: 35.9, longitude: 14.5 } });
      await addScans(slug, beacon, '2026-11-02', 7, { timestamp: 1_792_000_000, batteryLevel: 90 });
      await addScans(slug, beacon, '2026-11-05', 1);
      const scans = ok(await api.get('/api/beacons/scans?startDate=2026-11-01&endDate=2026-11-02'), 'scans') as Row[];
      expect(scans.filter((s) => s.beaconId === beacon.id).map((s) => [s.date, s.count])).toEqual([
        ['2026-11-02', 7],
        ['2026-11-01', 5],
      ]);
      expect(scans[0].pointOfInterestGroup).toEqual({ id: group.id, title: 'Scanned group' });
      const read = ok(await api.get(`/api/beacons/${beacon.id}`), 'beacon');
      // The latest scan by its own time holds, whatever arrived after it.
      expect(read).toMatchObject({ totalScans: 13, batteryLevel: 80, txPower: -59, lastSyncedTimestamp: 1_793_000_000, lastSyncedLocation: { latitude: 35.9, longitude: 14.5 } });
      const rows = csv(await api.get('/api/beacons/scans/export?startDate=2026-11-01&endDate=2026-11-30'), CSV_EXPORTS.beaconScans);
      expect(rows.filter((r) => r['Unique ID'] === beacon.uniqueId).map((r) => r['Scan Count'])).toEqual(['1', '7', '5']);
      refused(await api.get('/api/beacons/scans?startDate=2026-11-05&endDate=2026-11-01'), 400);
      refused(await api.get('/api/beacons/scans?startDate=2025-01-01&endDate=2026-11-01'), 400);
      const listed = csv(await api.get('/api/beacons/export?all=true'), CSV_EXPORTS.beacons);
      expect(listed.find((r) => r['Unique ID'] === beacon.uniqueId)).toMatchObject({ 'Total Scans': '13', 'Assigned POI Group': 'Scanned group' });
    });
  });

  describe('languages and POI content (spec 1 section 8)', () => {
    it('refuses a default language POIs lack content in, naming them; removing a language keeps the content', async () => {
      const group = await newGroup();
      const lacking = ok(await api.post('/api/point-of-interests', poiBody(group.id, [en('No Arabic yet')])), 'poi');
      const res = await api.put('/api/languages', { id: languages.ar.id, usedInMobileApp: true, defaultInMobileApp: true, directionRightToLeft: true, version: languages.ar.version });
      refused(res, 409);
      expect(res.body.items).toEqual(expect.arrayContaining([{ id: lacking.id, title: 'No Arabic yet' }]));
      expect((ok(await api.get('/api/languages'), 'languages') as Row[]).find((l) => l.isoLanguage.code === 'en')?.defaultInMobileApp).toBe(true);

      // Arabic out of the app and back: the POIs' Arabic is still there.
      const withArabic = ok(await api.post('/api/point-of-interests', poiBody(group.id, [en('Bilingual'), { language: 'ar', title: 'ثنائي', description: 'نص', state: 'PUBLISHED' }])), 'poi');
      const ar = (ok(await api.get('/api/languages'), 'languages') as Row[]).find((l) => l.isoLanguage.code === 'ar')!;
      ok(await api.put('/api/languages', { id: ar.id, usedInMobileApp: false, version: ar.version }), 'remove from app');
      const kept = ok(await api.get(`/api/point-of-interests/${withArabic.id}`), 'poi');
      expect(kept.data.content.find((c: Row) => c.language === 'ar')?.title).toBe('ثنائي');
      // Saved meanwhile without an Arabic tab, it keeps its Arabic too.
      const resaved = ok(await api.put(`/api/point-of-interests/${withArabic.id}`, poiBody(group.id, [en('Bilingual again')], { version: kept.version })), 'resave');
      expect(resaved.data.content.map((c: Row) => c.language).sort()).toEqual(['ar', 'en']);
      const back = (ok(await api.get('/api/languages'), 'languages') as Row[]).find((l) => l.isoLanguage.code === 'ar')!;
      ok(await api.put('/api/languages', { id: back.id, usedInMobileApp: true, version: back.version }), 'back in the app');
    });
  });
});
