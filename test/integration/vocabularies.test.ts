import { beforeAll, describe, expect, inject, it } from 'vitest';
import { DEFAULT_COLOUR } from '../../shared/constants';
import { REFERENCE_LISTS, referenceList, type ReferenceListDef } from '../../shared/vocabularies';
import { Api, expectErrorBody, tenantHost } from '../support/api';
import { adminClients, unique } from './context';

type Entry = { id: string; value: string; color?: string | null; usage: number; version: number; category?: { id: string }; materialCategory?: { id: string } };

const path = (list: string, rest = '') => `/api/specifications/${list}${rest}`;
const valueLists = REFERENCE_LISTS.filter((l) => l.kind === 'value');

describe('reference lists: the Settings vocabularies', () => {
  let clients: Awaited<ReturnType<typeof adminClients>>;
  let local: Api;
  beforeAll(async () => {
    clients = await adminClients();
    local = clients.local;
  });

  async function create(list: string, body: Record<string, unknown>): Promise<Entry> {
    const res = await local.post(path(list), body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  }

  async function search(list: string, value: string, categoryId?: string): Promise<Entry[]> {
    const query = new URLSearchParams({ value, ...(categoryId ? { categoryId } : {}) });
    const res = await local.get(`${path(list)}?${query}`);
    expect(res.status).toBe(200);
    return res.body;
  }

  /** A parent value for a child list's entries (a category for subcategories). */
  async function parentBody(def: ReferenceListDef) {
    if (!def.parent) return {};
    const parent = await create(def.parent.list, { value: unique('Parent ') });
    return { [def.parent.field]: { id: parent.id } };
  }

  it('serves all 18 lists of spec 1 section 7', () => {
    expect(REFERENCE_LISTS.map((l) => l.name).sort()).toEqual(
      [
        'languages', 'buildingAreas', 'categories', 'subcategories', 'materialCategories', 'materialDetails', 'buildingNumbers',
        'classifications', 'countries', 'currencies', 'geoAreas', 'locationNames', 'subjects', 'surfaces', 'technologies',
        'conditionCategories', 'treatmentCategories', 'movementReasons',
      ].sort(),
    );
  });

  for (const def of valueLists) {
    it(`${def.name}: create, search, update and delete`, async () => {
      const parent = await parentBody(def);
      const parentId = def.parent ? (parent[def.parent.field] as { id: string }).id : undefined;
      const word = unique('Term');
      const created = await create(def.name, { value: `  ${word} one `, ...parent });
      expect(created).toMatchObject({ value: `${word} one`, usage: 0, version: 1, ...parent });
      if (def.colour) expect(created.color).toBe(DEFAULT_COLOUR);
      else expect(created.color).toBeUndefined();

      // The search is a case-insensitive substring of the value.
      expect((await search(def.name, word.toUpperCase(), parentId)).map((e) => e.id)).toEqual([created.id]);
      expect(await search(def.name, `${word} nothing`, parentId)).toEqual([]);

      const updated = await local.put(path(def.name, `/${created.id}`), { value: `${word} two`, ...parent, ...(def.colour ? { color: '#1A2B3C' } : {}), version: 1 });
      expect(updated.status, JSON.stringify(updated.body)).toBe(200);
      expect(updated.body).toMatchObject({ id: created.id, value: `${word} two`, version: 2, ...(def.colour ? { color: '#1A2B3C' } : {}) });
      expect((await search(def.name, `${word} two`, parentId)).map((e) => e.value)).toEqual([`${word} two`]);

      const removed = await local.delete(`${path(def.name)}?id=${created.id}`);
      expect(removed.status).toBe(200);
      expect(removed.body).toEqual({ deleted: 1 });
      expect(await search(def.name, word, parentId)).toEqual([]);
    });
  }

  it('languages: add, search, change flags and delete through the Settings routes', async () => {
    const added = await local.post(path('languages'), { isoLanguageId: 'sw' });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body).toMatchObject({
      isoLanguage: { id: 'sw', code: 'sw', title: 'Swahili' },
      usedInMobileApp: false,
      defaultInMobileApp: false,
      directionRightToLeft: false,
    });
    expect((await local.get(`${path('languages')}?value=swah`)).body.map((l: { id: string }) => l.id)).toEqual([added.body.id]);

    const rtl = await local.put(path('languages', `/${added.body.id}`), { directionRightToLeft: true, usedInMobileApp: true, version: added.body.version });
    expect(rtl.status).toBe(200);
    expect(rtl.body).toMatchObject({ usedInMobileApp: true, directionRightToLeft: true, defaultInMobileApp: false });

    expect((await local.delete(`${path('languages')}?idList=${added.body.id}`)).status).toBe(200);
    expect((await local.get(`${path('languages')}?value=swah`)).body).toEqual([]);
  });

  it('names a missing value with the column title', async () => {
    const res = await local.post(path('conditionCategories'), { value: '   ' });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({ value: 'Condition Category is required.' });
    expect((await local.post(path('noSuchList'), { value: 'x' })).status).toBe(404);
  });

  it('refuses duplicates in one list, whatever their case; a child value is unique under its parent', async () => {
    const word = unique('Bronze');
    const first = await create('surfaces', { value: word });
    const again = await local.post(path('surfaces'), { value: ` ${word.toUpperCase()} ` });
    expect(again.status).toBe(409);
    expectErrorBody(again.body, 409);
    expect(again.body.debugMessage).toBe(`Surface "${word.toUpperCase()}" already exists.`);

    // Renaming onto another value is a duplicate too; changing only the case is not.
    const second = await create('surfaces', { value: `${word} B` });
    expect((await local.put(path('surfaces', `/${second.id}`), { value: word.toLowerCase(), version: second.version })).status).toBe(409);
    expect((await local.put(path('surfaces', `/${first.id}`), { value: word.toLowerCase(), version: first.version })).status).toBe(200);

    const [a, b] = [await create('categories', { value: unique('Cat A ') }), await create('categories', { value: unique('Cat B ') })];
    await create('subcategories', { value: 'Oil', category: { id: a.id } });
    await create('subcategories', { value: 'Oil', category: { id: b.id } });
    expect((await local.post(path('subcategories'), { value: 'oil', category: { id: a.id } })).status).toBe(409);
  });

  it('filters child lists by their parent', async () => {
    for (const child of ['subcategories', 'materialDetails'] as const) {
      const def = referenceList(child);
      if (!def?.parent) throw new Error(`${child} has no parent`);
      const field = def.parent.field;
      const word = unique('Child');
      const p1 = await create(def.parent.list, { value: unique('P1 ') });
      const p2 = await create(def.parent.list, { value: unique('P2 ') });
      const c1 = await create(child, { value: `${word} one`, [field]: { id: p1.id } });
      const c2 = await create(child, { value: `${word} two`, [field]: { id: p2.id } });
      const underP1 = (await local.get(`${path(child)}?categoryId=${p1.id}`)).body as Entry[];
      expect(underP1.map((e) => e.id)).toEqual([c1.id]);
      expect(underP1[0][field]).toEqual({ id: p1.id });
      expect((await search(child, word, p2.id)).map((e) => e.id)).toEqual([c2.id]);
      expect((await search(child, word)).map((e) => e.id).sort()).toEqual([c1.id, c2.id].sort());
    }
  });

  it('refuses a child without a parent, or with one that does not exist', async () => {
    const none = await local.post(path('subcategories'), { value: unique('Orphan ') });
    expect(none.status).toBe(400);
    expect(none.body.fieldErrors).toEqual({ category: 'Choose the Category first.' });
    const ghost = await local.post(path('materialDetails'), { value: unique('Orphan '), materialCategory: { id: 'no-such-id' } });
    expect(ghost.status).toBe(400);
    expect(ghost.body.fieldErrors).toEqual({ materialCategory: 'There is no Material Category no-such-id.' });
  });

  it('refuses to delete a value in use, naming how many use it; moving and deleting children frees it', async () => {
    const a = await create('categories', { value: unique('Sculpture ') });
    const b = await create('categories', { value: unique('Painting ') });
    const s1 = await create('subcategories', { value: 'Bronze', category: { id: a.id } });
    const s2 = await create('subcategories', { value: 'Marble', category: { id: a.id } });

    const refused = await local.delete(`${path('categories')}?id=${a.id},${b.id}`);
    expect(refused.status).toBe(409);
    expectErrorBody(refused.body, 409);
    expect(refused.body.debugMessage).toBe(`Category "${a.value}" is used by 2 records, so it cannot be deleted.`);
    // Nothing of the refused request was deleted.
    expect((await search('categories', b.value)).map((e) => e.id)).toEqual([b.id]);

    const moved = await local.put(path('subcategories', `/${s1.id}`), { value: 'Bronze', category: { id: b.id }, version: s1.version });
    expect(moved.status).toBe(200);
    expect(moved.body.category).toEqual({ id: b.id });
    const [aNow] = await search('categories', a.value);
    expect(aNow.usage).toBe(1);

    expect((await local.delete(`${path('subcategories')}?id=${s2.id}`)).status).toBe(200);
    expect((await local.delete(`${path('categories')}?id=${a.id}`)).status).toBe(200);
    expect((await local.delete(`${path('categories')}?id=${b.id}`)).status).toBe(409);
  });

  it('counts the uses a record module adds in its own transaction', async () => {
    Object.assign(process.env, inject('stack').env);
    const { countUses, VALUE_WRITES } = await import('../../functions/catalogue/vocabularies/engine');
    const { writeWithLog } = await import('../../functions/lib/change-log');
    const { systemContext } = await import('../../functions/onboarding/service');
    const { tenantBySlug } = await import('../../functions/lib/tenants');
    const registry = await tenantBySlug('localhost');
    if (!registry) throw new Error('no localhost tenant');
    const ctx = systemContext(registry);
    const country = await create('countries', { value: unique('Qatar ') });
    const ref = { list: 'countries', id: country.id };

    // Two records of another module start pointing at the country, and one of them stops.
    await writeWithLog(ctx, [], VALUE_WRITES, (e) => countUses(e, 'localhost', [ref, ref]));
    await writeWithLog(ctx, [], VALUE_WRITES, (e) => countUses(e, 'localhost', [], [ref]));
    const refused = await local.delete(`${path('countries')}?id=${country.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.debugMessage).toMatch(/is used by 1 record,/);

    // A use of a value that does not exist is refused with the whole transaction.
    await expect(writeWithLog(ctx, [], VALUE_WRITES, (e) => countUses(e, 'localhost', [{ list: 'countries', id: 'gone' }]))).rejects.toThrow();
  });

  it('keeps museums apart: demo never sees or changes localhost values', async () => {
    const word = unique('Private');
    const mine = await create('subjects', { value: word });
    const demoView = await clients.demo.get(`${path('subjects')}?value=${word}`);
    expect(demoView.status).toBe(200);
    expect(demoView.body).toEqual([]);
    expect((await clients.demo.put(path('subjects', `/${mine.id}`), { value: 'Taken over', version: mine.version })).status).toBe(404);
    expect((await clients.demo.delete(`${path('subjects')}?id=${mine.id}`)).status).toBe(404);
    // The same value is free in the other museum.
    expect((await clients.demo.post(path('subjects'), { value: word })).status).toBe(200);
    expect((await search('subjects', word)).map((e) => e.id)).toEqual([mine.id]);
  });

  it('writes every change to the activity log and the change history', async () => {
    const created = await create('technologies', { value: unique('Steam ') });
    await local.put(path('technologies', `/${created.id}`), { value: `${created.value} engine`, version: created.version });
    await local.delete(`${path('technologies')}?id=${created.id}`);
    const log = await local.get('/api/data-changes?page=0&size=3');
    expect(log.body.content.map((c: { action: string; entityType: string; entityId: string }) => [c.action, c.entityType, c.entityId])).toEqual([
      ['DELETE', 'technologies', created.id],
      ['UPDATE', 'technologies', created.id],
      ['CREATE', 'technologies', created.id],
    ]);
    const audit = await local.get(`/api/activities/audit?objectType=technologies&objectId=${created.id}`);
    expect(audit.body).toHaveLength(3);
  });

  describe('permissions', () => {
    let reader: Api;
    let settingsEditor: Api;
    let noCataloguing: Api;

    async function member(permission: Record<string, { read: boolean; write: boolean }>, enabledFeatures?: string[]) {
      const group = await local.post('/api/users/user-groups', { value: unique('Vocabulary group '), permission });
      const username = unique('vocab');
      const user = await local.post('/api/users', {
        name: 'Vocabulary Tester',
        email: `${username}@example.org`,
        username,
        password: 'Passw0rd-vocab',
        userGroup: group.body.id,
        ...(enabledFeatures ? { enabledFeatures } : {}),
      });
      expect(user.status).toBe(200);
      return new Api(clients.port, tenantHost('localhost', clients.port)).login(username, 'Passw0rd-vocab');
    }

    beforeAll(async () => {
      reader = await member({ setting: { read: true, write: false }, appcms: { read: true, write: false } });
      settingsEditor = await member({ setting: { read: true, write: true } });
      noCataloguing = await member({ setting: { read: true, write: true } }, ['App-Cms']);
    });

    it('lets a read-only user read every list and refuses every write with 403', async () => {
      const existing = await create('currencies', { value: unique('Riyal ') });
      expect((await reader.get(path('currencies'))).status).toBe(200);
      expect((await reader.get('/api/dropdowns?dropdownType=classification')).status).toBe(200);
      expect((await reader.get('/api/languages')).status).toBe(200);
      const writes = [
        reader.post(path('currencies'), { value: unique('Dinar ') }),
        reader.put(path('currencies', `/${existing.id}`), { value: unique('Dinar '), version: existing.version }),
        reader.delete(`${path('currencies')}?id=${existing.id}`),
        reader.post(path('languages'), { isoLanguageId: 'tr' }),
        reader.post('/api/dropdowns', { title: 'Ink', dropdownType: 'material' }),
        reader.post('/api/languages', { isoLanguageId: 'tr' }),
      ];
      for (const res of await Promise.all(writes)) {
        expect(res.status).toBe(403);
        expectErrorBody(res.body, 403);
      }
      expect((await search('currencies', existing.value)).map((e) => e.version)).toEqual([1]);
    });

    it('keeps the app flags for App CMS writers', async () => {
      const plain = await settingsEditor.post(path('languages'), { isoLanguageId: 'tg' });
      expect(plain.status).toBe(200);
      const flagged = await settingsEditor.post(path('languages'), { isoLanguageId: 'tk', usedInMobileApp: true });
      expect(flagged.status).toBe(403);
      expect((await settingsEditor.put(path('languages', `/${plain.body.id}`), { usedInMobileApp: true, version: plain.body.version })).status).toBe(403);
      expect((await settingsEditor.delete(`${path('languages')}?idList=${plain.body.id}`)).status).toBe(200);
    });

    it('removes an app language only for users who may write both Settings and App CMS', async () => {
      const appCmsOnly = await member({ appcms: { read: true, write: true } });
      const inApp = await local.post('/api/languages', { isoLanguageId: 'ty', usedInMobileApp: true });
      expect(inApp.status).toBe(200);
      const bySettings = await settingsEditor.delete(`${path('languages')}?idList=${inApp.body.id}`);
      expect(bySettings.status).toBe(403);
      expectErrorBody(bySettings.body, 403);
      expect((await appCmsOnly.delete(`/api/languages?idList=${inApp.body.id}`)).status).toBe(403);
      // Both refusals left it in place; an administrator may remove it.
      expect((await local.get('/api/languages')).body.map((l: { id: string }) => l.id)).toContain(inApp.body.id);
      expect((await local.delete(`/api/languages?idList=${inApp.body.id}`)).status).toBe(200);
    });

    it('gates every list but Languages behind Item-Cataloging', async () => {
      expect((await noCataloguing.get(path('categories'))).status).toBe(403);
      expect((await noCataloguing.post(path('categories'), { value: unique('Hidden ') })).status).toBe(403);
      expect((await noCataloguing.get(path('languages'))).status).toBe(200);
      expect((await noCataloguing.get(path('languages', '/iso'))).status).toBe(200);
    });
  });
});
