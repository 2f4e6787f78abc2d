import { beforeAll, describe, expect, inject, it } from 'vitest';
import { DROPDOWN_TYPES } from '../../shared/dropdown-types';
import { expectErrorBody, type Api } from '../support/api';
import { adminClients, unique } from './context';

type Option = { id: string; title: string; dropdownType: string; parentId: string | null; usage: number; version: number; children: Option[] };
type Type = { name: string; title: string; child: string | null; parent: string | null };

describe('dropdowns', () => {
  let local: Api;
  let demo: Api;
  let types: Type[];
  beforeAll(async () => {
    ({ local, demo } = await adminClients());
    const res = await local.get('/api/dropdowns/types');
    expect(res.status).toBe(200);
    types = res.body;
  });

  const options = async (type: string, api: Api = local, parentId?: string): Promise<Option[]> => {
    const res = await api.get(`/api/dropdowns?dropdownType=${type}${parentId ? `&parentId=${parentId}` : ''}`);
    expect(res.status).toBe(200);
    return res.body;
  };

  it('seeds the types of spec 2 section 3 in order, classification with its child category', () => {
    expect(types.map((t) => t.name)).toEqual(DROPDOWN_TYPES.map((t) => t.name));
    expect(types.find((t) => t.name === 'classification')).toEqual({ name: 'classification', title: 'Classification', child: 'category', parent: null });
    expect(types.find((t) => t.name === 'category')).toMatchObject({ parent: 'classification', child: null });
  });

  it('starts every type with values, categories under their classification', async () => {
    for (const type of types) expect((await options(type.name)).length, type.name).toBeGreaterThan(0);
    const painting = (await options('classification')).find((o) => o.title === 'Painting');
    expect(painting?.children.map((c) => c.title)).toEqual(['Miniature', 'Oil on canvas', 'Watercolour']);
    expect(painting?.usage).toBe(3);
    expect((await options('classification', demo)).map((o) => o.title)).toContain('Painting');
  });

  it('answers every type at once for forms that need several', async () => {
    const res = await local.get('/api/dropdowns');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(DROPDOWN_TYPES.map((t) => t.name).sort());
  });

  for (const def of DROPDOWN_TYPES) {
    it(`${def.name}: create, find, update and delete`, async () => {
      const parentType = DROPDOWN_TYPES.find((t) => t.child === def.name);
      const parent = parentType ? (await local.post('/api/dropdowns', { title: unique('Parent '), dropdownType: parentType.name })).body : undefined;
      const title = unique('Value ');
      const created = await local.post('/api/dropdowns', { title, dropdownType: def.name, parentId: parent?.id });
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      expect(created.body).toMatchObject({ title, dropdownType: def.name, parentId: parent?.id ?? null, version: 1 });
      expect((await options(def.name, local, parent?.id)).map((o) => o.id)).toContain(created.body.id);

      const updated = await local.put(`/api/dropdowns/${created.body.id}`, { title: `${title} renamed`, dropdownType: def.name, parentId: parent?.id, version: 1 });
      expect(updated.status, JSON.stringify(updated.body)).toBe(200);
      expect((await options(def.name, local, parent?.id)).find((o) => o.id === created.body.id)?.title).toBe(`${title} renamed`);

      expect((await local.delete(`/api/dropdowns?idList=${created.body.id}`)).status).toBe(200);
      expect((await options(def.name)).map((o) => o.id)).not.toContain(created.body.id);
      if (parent) expect((await local.delete(`/api/dropdowns?idList=${parent.id}`)).status).toBe(200);
    });
  }

  it('manages a type with children: filter by parent, refuse deleting a parent in use, refuse duplicates', async () => {
    const parent = (await local.post('/api/dropdowns', { title: unique('Arms '), dropdownType: 'classification' })).body as Option;
    const child = (await local.post('/api/dropdowns', { title: 'Sword', dropdownType: 'category', parentId: parent.id })).body as Option;
    expect((await options('category', local, parent.id)).map((o) => o.id)).toEqual([child.id]);
    expect((await options('classification')).find((o) => o.id === parent.id)?.children.map((c) => c.id)).toEqual([child.id]);

    const duplicate = await local.post('/api/dropdowns', { title: 'SWORD', dropdownType: 'category', parentId: parent.id });
    expect(duplicate.status).toBe(409);
    expectErrorBody(duplicate.body, 409);
    expect((await local.post('/api/dropdowns', { title: 'Sword', dropdownType: 'category' })).status).toBe(400);

    const refused = await local.delete(`/api/dropdowns?idList=${parent.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.debugMessage).toBe(`Classification "${parent.title}" is used by 1 record, so it cannot be deleted.`);
    expect((await local.delete(`/api/dropdowns?idList=${child.id},${parent.id}`)).status).toBe(409);
    expect((await local.delete(`/api/dropdowns?idList=${child.id}`)).status).toBe(200);
    expect((await local.delete(`/api/dropdowns?idList=${parent.id}`)).status).toBe(200);
  });

  it('keeps museums apart', async () => {
    const mine = (await local.post('/api/dropdowns', { title: unique('Local only '), dropdownType: 'material' })).body as Option;
    expect((await options('material', demo)).map((o) => o.id)).not.toContain(mine.id);
    expect((await demo.put(`/api/dropdowns/${mine.id}`, { title: 'Taken', dropdownType: 'material', version: mine.version })).status).toBe(404);
    expect((await demo.delete(`/api/dropdowns?idList=${mine.id}`)).status).toBe(404);
  });

  it('seeds again without changing a seeded museum', async () => {
    Object.assign(process.env, inject('stack').env);
    const { seedVocabularies } = await import('../../functions/onboarding/vocabulary-seed');
    const { systemContext } = await import('../../functions/onboarding/service');
    const { tenantBySlug } = await import('../../functions/lib/tenants');
    const registry = await tenantBySlug('demo');
    if (!registry) throw new Error('no demo tenant');
    const before = (await demo.get('/api/dropdowns')).body;
    const languagesBefore = (await demo.get('/api/languages')).body;
    await seedVocabularies(systemContext(registry));
    expect((await demo.get('/api/dropdowns')).body).toEqual(before);
    expect((await demo.get('/api/languages')).body).toEqual(languagesBefore);
  });
});
