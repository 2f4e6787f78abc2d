import fc from 'fast-check';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { DeltaBundle, FullBundle } from '../../shared/schemas/visitor-app';
import { applyBundleDelta } from '../../shared/visitor-app/apply-delta';
import { PREVIEW_KEY_HEADER } from '../../shared/visitor-app/constants';
import { Api, expectErrorBody, tenantHost, type Response } from '../support/api';
import { unique } from './context';

type Row = Record<string, any>;

/**
 * The visitor app's API (issue 14) on a museum of its own with English (default), Arabic and
 * French: only published content leaves (a property over random publish states), the per-field
 * fallback, ETags and 304, bundle deltas that rebuild the full bundle, the preview key, the
 * privacy page's details, and the per-address limit.
 */
describe('visitor app API', () => {
  const slug = unique('app').toLowerCase().slice(0, 30);
  const password = 'App-Admin-1a';
  const museumName = 'Museum of the Sea';
  let staff: Api;
  let app: Api;
  const files = (folder: string) => `${inject('stack').env.UPLOADS_PUBLIC_URL}/${slug}/${folder}`;

  const ok = (res: Response, what: string) => {
    expect(res.status, `${what}: ${JSON.stringify(res.body)?.slice(0, 500)}`).toBe(200);
    return res.body;
  };
  const appGet = (path: string, headers: Record<string, string> = {}) => app.call('GET', path, undefined, { headers });

  beforeAll(async () => {
    Object.assign(process.env, inject('stack').env);
    const { createTenant } = await import('../../functions/onboarding/service');
    await createTenant({ slug, name: museumName, admin: { username: 'admin', password } });
    const { port } = inject('stack');
    staff = await new Api(port, tenantHost(slug, port)).login('admin', password);
    app = new Api(port, tenantHost(slug, port));
    ok(await staff.post('/api/languages', { isoLanguageId: 'ar', usedInMobileApp: true, directionRightToLeft: true }), 'Arabic');
    ok(await staff.post('/api/languages', { isoLanguageId: 'fr', usedInMobileApp: true }), 'French');
  });

  const group = async () => ok(await staff.post('/api/point-of-interest-groups', { title: unique('Hall ') }), 'group');
  const poiBody = (groupId: string, content: Row[], extra: Row = {}) => ({ group: { id: groupId }, location: { location: 'Hall 1', latitude: 35.9, longitude: 14.5 }, content, ...extra });

  it('lets only published content leave, whatever the publish states (property over random states)', async () => {
    const g = await group();
    const pois: Row[] = [];
    for (let i = 0; i < 3; i++) pois.push(ok(await staff.post('/api/point-of-interests', poiBody(g.id, [{ language: 'en', title: `EN-${i}`, description: `EN body ${i}` }])), 'poi'));
    const news = ok(await staff.post('/api/news', { date: '2026-11-01', published: false, content: [{ language: 'en', title: 'News EN', description: 'News body' }] }), 'news');
    const state = fc.constantFrom('PUBLISHED', 'INHERITED');
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(state, state), { minLength: 3, maxLength: 3 }), fc.boolean(), async (states, newsPublished) => {
        const run = unique('r');
        for (let i = 0; i < 3; i++) {
          const current = ok(await staff.get(`/api/point-of-interests/${pois[i].id}`), 'read');
          const [ar, fr] = states[i];
          const text = (lang: string, s: string) => ({ language: lang, title: `${s === 'PUBLISHED' ? 'PUB' : 'DRAFT'}-${lang}-${run}-${i}`, description: `${s === 'PUBLISHED' ? 'PUB' : 'DRAFT'} body ${lang} ${run}`, state: s });
          ok(await staff.put(`/api/point-of-interests/${pois[i].id}`, { ...current, data: { ...current.data, content: [current.data.content.find((c: Row) => c.language === 'en'), text('ar', ar), text('fr', fr)] } }), 'states');
        }
        const currentNews = ok(await staff.get(`/api/news/${news.id}`), 'news');
        ok(await staff.put(`/api/news/${news.id}`, { ...currentNews, data: { ...currentNews.data, published: newsPublished, content: [{ language: 'en', title: `News-${run}`, description: 'News body' }] } }), 'news state');

        for (const language of ['en', 'ar', 'fr']) {
          const answers = [
            ok(await appGet(`/app/v1/bundles/${language}`), 'bundle'),
            ok(await appGet(`/app/v1/pois?language=${language}&groupId=${g.id}&size=200`), 'pois'),
            ok(await appGet(`/app/v1/news?language=${language}`), 'news'),
          ];
          // No draft text in any answer, in any language.
          for (const a of answers) expect(JSON.stringify(a)).not.toContain('DRAFT');
          const bundle = answers[0] as FullBundle;
          for (let i = 0; i < 3; i++) {
            const poi = bundle.pois.find((p) => p.id === pois[i].id)!;
            const published = language === 'en' || states[i][language === 'ar' ? 0 : 1] === 'PUBLISHED';
            expect(poi.title).toBe(published ? (language === 'en' ? `EN-${i}` : `PUB-${language}-${run}-${i}`) : `EN-${i}`);
            expect(poi.fallback).toEqual(published ? [] : ['title', 'description']);
          }
          expect(bundle.news.some((n) => n.id === news.id)).toBe(newsPublished);
        }
      }),
      { numRuns: 6 },
    );
  });

  it('falls back field by field to the default language and names each field', async () => {
    const g = await group();
    const audio = `${files('poiAudio-files')}/tour.mp3`;
    const poi = ok(
      await staff.post(
        '/api/point-of-interests',
        poiBody(g.id, [
          { language: 'en', title: 'Astrolabe', subtitle: 'Brass, 1067', description: 'Signed by its maker.', audioList: [{ url: audio }] },
          { language: 'ar', title: 'الأسطرلاب', description: 'موقع من صانعه.', state: 'PUBLISHED' },
        ]),
      ),
      'poi',
    );
    const ar = ok(await appGet(`/app/v1/pois/${poi.id}?language=ar`), 'ar');
    expect(ar).toMatchObject({ title: 'الأسطرلاب', description: 'موقع من صانعه.', subtitle: 'Brass, 1067', audio, fallback: ['subtitle', 'audio'] });
    expect(ok(await appGet(`/app/v1/pois/${poi.id}?language=en`), 'en').fallback).toEqual([]);
    // French has nothing of its own: every text is English, and says so.
    expect(ok(await appGet(`/app/v1/pois/${poi.id}?language=fr`), 'fr')).toMatchObject({ title: 'Astrolabe', fallback: ['title', 'subtitle', 'description', 'audio'] });
    const config = ok(await appGet('/app/v1/config?language=ar'), 'config');
    // The slug names the address; visitors read the museum's name (the visitor page's h1).
    expect(config).toMatchObject({ museum: slug, museumName, defaultLanguage: 'en', language: 'ar', privacyPolicy: false });
    expect(config.languages).toEqual(expect.arrayContaining([{ code: 'ar', title: 'Arabic', default: false, rightToLeft: true }, { code: 'en', title: 'English', default: true, rightToLeft: false }]));
    const unknown = await appGet('/app/v1/pois?language=de');
    expect(unknown.status).toBe(404);
    expectErrorBody(unknown.body, 404);
    expect((await appGet('/app/v1/pois/no-such-poi')).status).toBe(404);
  });

  it('answers 304 to a matching ETag until the content changes, and says how to cache', async () => {
    const first = await appGet('/app/v1/config');
    expect(first.status).toBe(200);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[^"]+"$/u);
    expect(first.headers['cache-control']).toContain('s-maxage');
    for (const sent of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const again = await appGet('/app/v1/config', { 'if-none-match': sent });
      expect(again.status, sent).toBe(304);
      expect(again.body).toBeUndefined();
      expect(again.headers.etag).toBe(etag);
    }
    // A different call has a different tag.
    expect((await appGet('/app/v1/config?language=ar', { 'if-none-match': etag })).status).toBe(200);
    await group();
    const changed = await appGet('/app/v1/config', { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.body.contentVersion).toBeGreaterThan(first.body.contentVersion);
  });

  it("never answers one museum's ETag with another museum's 304", async () => {
    const { createTenant } = await import('../../functions/onboarding/service');
    const { port } = inject('stack');
    // Two museums just onboarded: the same route, inputs and content version.
    const [a, b] = [unique('etaga').toLowerCase(), unique('etagb').toLowerCase()];
    for (const slug of [a, b]) await createTenant({ slug, admin: { username: 'admin', password } });
    const [appA, appB] = [a, b].map((slug) => new Api(port, tenantHost(slug, port)));
    const bundleA = ok(await appA.get('/app/v1/bundles/en'), 'A') as FullBundle;
    const etagA = String((await appA.get('/app/v1/bundles/en')).headers.etag);
    const { body: ofB } = await appB.get('/app/v1/bundles/en');
    expect(ofB.contentVersion).toBe(bundleA.contentVersion);
    const asked = await appB.call('GET', '/app/v1/bundles/en', undefined, { headers: { 'if-none-match': etagA } });
    expect(asked.status).toBe(200);
    expect(asked.body).toMatchObject({ kind: 'full', museum: b });
    expect(asked.headers.etag).not.toBe(etagA);
    // Its own tag still earns the 304.
    expect((await appA.call('GET', '/app/v1/bundles/en', undefined, { headers: { 'if-none-match': etagA } })).status).toBe(304);
  });

  it('rebuilds the full bundle from an old one and its delta', async () => {
    const g = await group();
    const keep = ok(await staff.post('/api/point-of-interests', poiBody(g.id, [{ language: 'en', title: 'Keep', description: 'd' }])), 'keep');
    const edit = ok(await staff.post('/api/point-of-interests', poiBody(g.id, [{ language: 'en', title: 'Edit me', description: 'd' }])), 'edit');
    const drop = ok(await staff.post('/api/point-of-interests', poiBody(g.id, [{ language: 'en', title: 'Drop me', description: 'd' }])), 'drop');
    const news = ok(await staff.post('/api/news', { date: '2026-11-02', published: true, content: [{ language: 'en', title: 'Open late', description: 'd' }] }), 'news');
    const beacon = ok(await staff.post('/api/beacons', { uniqueId: unique('b-') }), 'beacon');
    for (const language of ['en', 'ar']) {
      const old = ok(await appGet(`/app/v1/bundles/${language}`), 'old') as FullBundle;
      expect(old.pois.map((p) => p.id)).toEqual(expect.arrayContaining([keep.id, edit.id]));
      // Edits of every kind after the app's copy.
      const current = ok(await staff.get(`/api/point-of-interests/${edit.id}`), 'read');
      ok(await staff.put(`/api/point-of-interests/${edit.id}`, { ...current, data: { ...current.data, content: [{ language: 'en', title: `Edited ${language}`, description: 'd2' }, { language: 'ar', title: 'معدل', description: 'و', state: 'PUBLISHED' }] } }), 'edit');
      if (language === 'en') {
        ok(await staff.delete(`/api/point-of-interests?idList=${drop.id}`), 'delete');
        const n = ok(await staff.get(`/api/news/${news.id}`), 'news');
        ok(await staff.put(`/api/news/${news.id}`, { ...n, data: { ...n.data, published: false } }), 'unpublish');
        const b = ok(await staff.get(`/api/beacons/${beacon.id}`), 'beacon');
        ok(await staff.put(`/api/beacons/${beacon.id}`, { uniqueId: b.uniqueId, pointOfInterestId: keep.id, version: b.version }), 'assign');
      } else {
        ok(await staff.post('/api/point-of-interests', poiBody(g.id, [{ language: 'en', title: 'New one', description: 'd' }])), 'new');
        ok(await staff.post('/api/app-settings', { content: [{ language: 'en', description: 'About us' }], mainColour: '#123456', version: ok(await staff.get('/api/app-settings'), 's').version }), 'settings');
      }
      const delta = ok(await appGet(`/app/v1/bundles/${language}?since=${old.contentVersion}`), 'delta') as DeltaBundle;
      expect(delta.kind).toBe('delta');
      const full = ok(await appGet(`/app/v1/bundles/${language}`), 'full') as FullBundle;
      expect(applyBundleDelta(old, delta)).toEqual(full);
      // Far smaller than the bundle: only what changed.
      expect(delta.upserts.pois.length).toBeLessThanOrEqual(2);
      // Nothing changed since: an empty delta.
      const none = ok(await appGet(`/app/v1/bundles/${language}?since=${full.contentVersion}`), 'none') as DeltaBundle;
      expect(applyBundleDelta(full, none)).toEqual(full);
      expect(none.upserts).toEqual({ groups: [], pois: [], news: [] });
    }
    const full = ok(await appGet('/app/v1/bundles/en'), 'full') as FullBundle;
    expect(full.news.some((n) => n.id === news.id)).toBe(false);
    expect(full.beacons).toContainEqual({ uniqueId: beacon.uniqueId, poiId: keep.id, groupId: null, detectionRange: { min: -80, max: -20 } });
    // A version the app cannot have, or a language change: the full bundle.
    expect(ok(await appGet(`/app/v1/bundles/en?since=${full.contentVersion + 50}`), 'future').kind).toBe('full');
    const manifest = ok(await appGet('/app/v1/bundles/en/manifest'), 'manifest');
    expect(manifest).toMatchObject({ museum: slug, language: 'en', contentVersion: full.contentVersion });
    expect((await appGet('/app/v1/bundles/en?since=x')).status).toBe(400);
  });

  it('shows drafts only to the preview key while preview mode is on', async () => {
    const g = await group();
    const poi = ok(await staff.post('/api/point-of-interests', poiBody(g.id, [{ language: 'en', title: 'Public', description: 'd' }, { language: 'ar', title: 'مسودة-سرية', description: 'و' }])), 'poi');
    const draftNews = ok(await staff.post('/api/news', { date: '2026-12-01', published: false, content: [{ language: 'en', title: 'Secret news', description: 'd' }] }), 'news');
    const { previewKey } = ok(await staff.post('/api/app-settings/preview-key'), 'key');
    expect(previewKey.length).toBeGreaterThan(30);
    // The key itself is never stored or shown again: only its last characters.
    const settings = ok(await staff.get('/api/app-settings'), 'settings');
    expect(JSON.stringify(settings)).not.toContain(previewKey);
    expect(settings.previewKeyHint).toBe(previewKey.slice(-4));
    const path = `/app/v1/pois/${poi.id}?language=ar`;
    const withKey = { [PREVIEW_KEY_HEADER]: previewKey };
    // Preview mode off: the key sees what everyone sees.
    expect(ok(await appGet(path, withKey), 'off').title).toBe('Public');
    ok(await staff.post('/api/app-settings', { ...settings, previewModeOn: true, content: [{ language: 'en', description: 'About' }] }), 'preview on');
    expect(ok(await appGet(path), 'public').title).toBe('Public');
    const preview = await appGet(path, withKey);
    expect(preview.body).toMatchObject({ title: 'مسودة-سرية', draft: true });
    expect(preview.headers['cache-control']).toContain('no-store');
    expect(ok(await appGet('/app/v1/news?language=en', withKey), 'news').content.some((n: Row) => n.id === draftNews.id)).toBe(true);
    expect(ok(await appGet('/app/v1/news?language=en'), 'news').content.some((n: Row) => n.id === draftNews.id)).toBe(false);
    // A wrong key is refused, and a rotated key stops working.
    const wrong = await appGet(path, { [PREVIEW_KEY_HEADER]: 'not-the-key' });
    expect(wrong.status).toBe(403);
    expectErrorBody(wrong.body, 403);
    ok(await staff.post('/api/app-settings/preview-key'), 'rotate');
    expect((await appGet(path, withKey)).status).toBe(403);
    // Another museum's host never sees this museum's content, key or not.
    const other = new Api(inject('stack').port, tenantHost('demo', inject('stack').port));
    expect(JSON.stringify(ok(await other.get('/app/v1/bundles/en'), 'demo'))).not.toContain(poi.id);
  });

  it("gives the privacy page the museum's details only when the museum turned it on", async () => {
    const none = await appGet('/app/v1/privacy-policy');
    expect(none.status).toBe(404);
    expectErrorBody(none.body, 404);
    const settings = ok(await staff.get('/api/app-settings'), 'settings');
    expect(settings.privacyPolicy).toMatchObject({ enabled: false, lastUpdated: '2021-07-20' });
    const base = { ...settings, content: [{ language: 'en', description: 'About' }] };
    const refused = await staff.post('/api/app-settings', { ...base, privacyPolicy: { enabled: true } });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain("The controller's name is required.");
    const policy = { enabled: true, controller: { name: 'Museum of Light', address: '1 Square', email: 'privacy@light.example', phone: '+356 2000 0000' }, processor: { name: 'Software Ltd', address: '', email: 'dpo@soft.example', phone: '' }, lastUpdated: '2026-11-01' };
    ok(await staff.post('/api/app-settings', { ...base, privacyPolicy: policy }), 'policy on');
    expect(ok(await appGet('/app/v1/privacy-policy'), 'policy')).toEqual({ museum: slug, controller: policy.controller, processor: policy.processor, lastUpdated: '2026-11-01' });
    expect(ok(await appGet('/app/v1/config'), 'config').privacyPolicy).toBe(true);
    // Any other museum keeps it off.
    const other = new Api(inject('stack').port, tenantHost('demo', inject('stack').port));
    expect((await other.get('/app/v1/privacy-policy')).status).toBe(404);
  });

  it('refuses an address past its requests a minute with 429, and counts each museum apart', async () => {
    const { countClientRequest } = await import('../../functions/lib/client-throttle');
    const address = `198.51.100.${Math.floor(Math.random() * 250)}`;
    const at = Date.UTC(2026, 10, 25, 10, 0, 30);
    for (let i = 0; i < 5; i++) await countClientRequest(slug, address, 5, at);
    const error = await countClientRequest(slug, address, 5, at).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 429, retryAfterSeconds: 30 });
    // The next minute, and another museum, start afresh.
    await expect(countClientRequest(slug, address, 5, at + 60_000)).resolves.toBeUndefined();
    await expect(countClientRequest('demo', address, 5, at)).resolves.toBeUndefined();
  });

  it('answers no museum at an unknown host', async () => {
    const stranger = new Api(inject('stack').port, tenantHost('no-such-museum', inject('stack').port));
    const res = await stranger.get('/app/v1/config');
    expect(res.status).toBe(404);
    expectErrorBody(res.body, 404);
  });
});
