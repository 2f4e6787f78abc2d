import ISO6391 from 'iso-639-1';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectErrorBody, type Api } from '../support/api';
import { adminClients } from './context';

type Language = {
  id: string;
  isoLanguage: { id: string; title: string; code: string };
  usedInMobileApp: boolean;
  defaultInMobileApp: boolean;
  directionRightToLeft: boolean;
  version: number;
};

/** Codes this file owns on the shared stack (other files use other codes). */
const RACE_CODES = ['da', 'nl', 'fi', 'el', 'hu', 'is', 'ga', 'it', 'ja', 'ko', 'lv', 'lt', 'ms', 'no', 'pl', 'pt', 'ro', 'ru', 'sk', 'sl'];

describe('app languages', () => {
  let local: Api;
  let demo: Api;
  beforeAll(async () => {
    ({ local, demo } = await adminClients());
  });

  const languages = async (api: Api = local): Promise<Language[]> => {
    const res = await api.get('/api/languages');
    expect(res.status).toBe(200);
    return res.body;
  };
  const defaults = async () => (await languages()).filter((l) => l.defaultInMobileApp);
  const byCode = async (code: string) => (await languages()).find((l) => l.isoLanguage.code === code);
  /** Makes a language the default, with the version it has now. */
  const setDefault = async (language: Language | undefined) =>
    (await local.put('/api/languages', { id: language?.id, defaultInMobileApp: true, version: language?.version })).status;

  it('serves the full ISO 639-1 list on both paths, ids being the codes', async () => {
    for (const path of ['/api/languages/iso', '/api/specifications/languages/iso']) {
      const res = await local.get(path);
      expect(res.status).toBe(200);
      expect(res.body).toHaveLength(ISO6391.getAllCodes().length);
      expect(res.body).toContainEqual({ id: 'ar', code: 'ar', title: 'Arabic' });
    }
  });

  it('starts every museum with English as its default app language', async () => {
    for (const api of [local, demo]) {
      const english = (await languages(api)).find((l) => l.isoLanguage.code === 'en');
      expect(english).toMatchObject({ usedInMobileApp: true, defaultInMobileApp: true, directionRightToLeft: false });
    }
  });

  it('adds, updates and deletes with the payload of spec 1 section 3', async () => {
    const added = await local.post('/api/languages', { isoLanguageId: 'ar', usedInMobileApp: true, defaultInMobileApp: false, directionRightToLeft: true });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body).toMatchObject({ isoLanguage: { id: 'ar', title: 'Arabic', code: 'ar' }, usedInMobileApp: true, directionRightToLeft: true });

    const again = await local.post('/api/languages', { isoLanguageId: 'ar' });
    expect(again.status).toBe(409);
    expect(again.body.debugMessage).toBe('Arabic is already in the list.');
    expect((await local.post('/api/languages', { isoLanguageId: 'xx' })).status).toBe(400);
    expect((await local.post('/api/languages', {})).body.fieldErrors).toEqual({ isoLanguageId: 'Select a language.' });

    const removed = await local.put('/api/languages', { id: added.body.id, usedInMobileApp: false, version: added.body.version });
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ usedInMobileApp: false, directionRightToLeft: true, version: 2 });

    expect((await local.delete(`/api/languages?idList=${added.body.id}`)).status).toBe(200);
    expect(await byCode('ar')).toBeUndefined();
  });

  it('moves the default in one step and never deletes or unsets the default', async () => {
    const german = (await local.post('/api/languages', { isoLanguageId: 'de' })).body as Language;
    const made = await local.put('/api/languages', { id: german.id, defaultInMobileApp: true, version: german.version });
    expect(made.status).toBe(200);
    // A default language is an app language.
    expect(made.body).toMatchObject({ defaultInMobileApp: true, usedInMobileApp: true });
    expect((await defaults()).map((l) => l.isoLanguage.code)).toEqual(['de']);

    const unset = await local.put('/api/languages', { id: german.id, defaultInMobileApp: false, version: made.body.version });
    expect(unset.status).toBe(409);
    expectErrorBody(unset.body, 409);
    const gone = await local.delete(`/api/languages?idList=${german.id}`);
    expect(gone.status).toBe(409);
    expect(gone.body.debugMessage).toBe("German is the app's default language. Make another language the default first.");

    // English lost the default (and so changed version) when German took it: the fresh read's version.
    expect(await setDefault(await byCode('en'))).toBe(200);
    expect((await local.delete(`/api/languages?idList=${german.id}`)).status).toBe(200);
    expect((await defaults()).map((l) => l.isoLanguage.code)).toEqual(['en']);
  });

  it('keeps exactly one default under 20 concurrent "set default" calls', async () => {
    const created: Language[] = [];
    for (const code of RACE_CODES) {
      const res = await local.post('/api/languages', { isoLanguageId: code, usedInMobileApp: true });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      created.push(res.body);
    }
    const results = await Promise.all(created.map((l) => local.put('/api/languages', { id: l.id, defaultInMobileApp: true, version: l.version })));
    const statuses = results.map((r) => r.status);
    expect(statuses.every((s) => s === 200 || s === 409), JSON.stringify(statuses)).toBe(true);
    expect(statuses).toContain(200);

    const winners = await defaults();
    expect(winners).toHaveLength(1);
    expect(RACE_CODES).toContain(winners[0].isoLanguage.code);
    // Every call that lost did so with the error body, and the museum's languages are all still there.
    for (const r of results.filter((x) => x.status === 409)) expectErrorBody(r.body, 409);
    expect((await languages()).filter((l) => RACE_CODES.includes(l.isoLanguage.code))).toHaveLength(RACE_CODES.length);

    expect(await setDefault(await byCode('en'))).toBe(200);
    expect((await local.delete(`/api/languages?idList=${created.map((l) => l.id).join(',')}`)).status).toBe(200);
    expect((await defaults()).map((l) => l.isoLanguage.code)).toEqual(['en']);
  });

  /** The two spellings of a language save (spec 1 section 7): the id in the body or in the path. */
  const saves = {
    'PUT /api/languages': (api: Api, id: string, body: object) => api.put('/api/languages', { ...body, id }),
    'PUT /api/specifications/languages/{id}': (api: Api, id: string, body: object) => api.put(`/api/specifications/languages/${id}`, body),
  };
  const STALE_CODES = { 'PUT /api/languages': 'sv', 'PUT /api/specifications/languages/{id}': 'cs' } as const;

  for (const [route, save] of Object.entries(saves) as [keyof typeof saves, (typeof saves)[keyof typeof saves]][]) {
    it(`lets exactly one of 20 concurrent writers holding the same version win on ${route}`, async () => {
      const added = await local.post('/api/languages', { isoLanguageId: STALE_CODES[route] });
      expect(added.status, JSON.stringify(added.body)).toBe(200);
      const language = added.body as Language;

      const results = await Promise.all(
        Array.from({ length: 20 }, (_, i) => save(local, language.id, { usedInMobileApp: i % 2 === 0, directionRightToLeft: i % 3 === 0, version: language.version })),
      );
      const statuses = results.map((r) => r.status);
      expect(statuses.filter((s) => s === 200), JSON.stringify(statuses)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409), JSON.stringify(statuses)).toHaveLength(19);
      for (const r of results.filter((x) => x.status === 409)) expectErrorBody(r.body, 409);

      // What is stored is the winner's save, one version on, and the history holds one update.
      const winner = results.find((r) => r.status === 200)?.body as Language;
      expect(await byCode(STALE_CODES[route])).toEqual({ ...winner, version: language.version + 1 });
      const audit = await local.get(`/api/activities/audit?objectType=language&objectId=${language.id}`);
      expect(audit.body.map((a: { action: string }) => a.action)).toEqual(['update', 'create']);

      // A writer still holding the old version keeps losing; the new one wins.
      expect((await save(local, language.id, { usedInMobileApp: true, version: language.version })).status).toBe(409);
      expect((await save(local, language.id, { usedInMobileApp: true, version: winner.version })).status).toBe(200);
      expect((await local.delete(`/api/languages?idList=${language.id}`)).status).toBe(200);
    });
  }

  it('refuses a "set default" from a stale version and leaves the default where it was', async () => {
    const added = (await local.post('/api/languages', { isoLanguageId: 'hi', usedInMobileApp: true })).body as Language;
    expect((await local.put('/api/languages', { id: added.id, directionRightToLeft: true, version: added.version })).status).toBe(200);
    const stale = await local.put(`/api/specifications/languages/${added.id}`, { defaultInMobileApp: true, version: added.version });
    expect(stale.status).toBe(409);
    expectErrorBody(stale.body, 409);
    expect((await defaults()).map((l) => l.isoLanguage.code)).toEqual(['en']);
    expect((await local.delete(`/api/languages?idList=${added.id}`)).status).toBe(200);
  });

  it('deletes a language only at the version the caller names, when it names one', async () => {
    const added = (await local.post('/api/languages', { isoLanguageId: 'hr' })).body as Language;
    const saved = (await local.put('/api/languages', { id: added.id, directionRightToLeft: true, version: added.version })).body as Language;
    const stale = await local.delete(`/api/languages?idList=${added.id}&version=${added.version}`);
    expect(stale.status).toBe(409);
    expectErrorBody(stale.body, 409);
    expect(await byCode('hr')).toEqual(saved);
    expect((await local.delete(`/api/specifications/languages?idList=${added.id}&version=${saved.version}`)).status).toBe(200);
    expect(await byCode('hr')).toBeUndefined();
  });

  it('keeps museums apart', async () => {
    const added = await local.post('/api/languages', { isoLanguageId: 'fa', directionRightToLeft: true });
    expect(added.status).toBe(200);
    expect((await languages(demo)).some((l) => l.id === added.body.id)).toBe(false);
    expect((await demo.put('/api/languages', { id: added.body.id, usedInMobileApp: true, version: added.body.version })).status).toBe(404);
    expect((await demo.delete(`/api/languages?idList=${added.body.id}`)).status).toBe(404);
    expect((await local.delete(`/api/languages?idList=${added.body.id}`)).status).toBe(200);
  });
});
