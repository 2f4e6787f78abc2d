import { beforeAll, describe, expect, inject, it } from 'vitest';
import { DEFAULT_MINIMUM_RECORD, MINIMUM_RECORD_FIELDS, type MinimumRecordField } from '../../shared/schemas/minimum-record';
import { OBJECT_FIELD_LABELS as L } from '../../shared/schemas/object-labels';
import type { Api } from '../support/api';
import { ownMuseum, unique } from './context';
import { csv, importClient, ok, type Row } from './import-client';
import { seededRandom } from './seeded-random';

/**
 * The minimum record (issue 29) on a museum of its own: after a seeded mix of creates, updates and
 * deletes, an import and its rollback, the dashboard card equals the count this test makes itself
 * from every object the API lists, for the default choice and for a new one; `missing=` lists
 * exactly the objects lacking its field; the choice is validated and nothing bad is stored.
 */
describe('the minimum record', () => {
  let api: Api;
  let tenant: string;
  const values: Record<string, Row[]> = {};
  const steps = importClient(() => api);

  const { random, chance, pick } = seededRandom(0x5eed_29);

  beforeAll(async () => {
    api = await ownMuseum('minrec', 'Minrec-Admin-1a');
    tenant = api.host.split('.')[0];
    Object.assign(values, ok(await api.get('/api/dropdowns')));
  });

  const image = () => ({ uid: 'm', name: 'm.png', url: `${inject('stack').env.UPLOADS_PUBLIC_URL}/${tenant}/objects/CROP-1700000000000-m.png` });

  /** Each candidate field filled or not, at random; a blank text is no value. */
  function objectFields(): Row {
    const classification = chance(0.6) ? pick(values.classification) : undefined;
    return {
      ...(chance(0.7) ? { objectName: chance(0.9) ? `Object ${Math.floor(random() * 100)}` : '   ' } : {}),
      ...(chance(0.6) ? { quantity: Math.floor(random() * 3) } : {}),
      ...(chance(0.5) ? { description: 'A description' } : {}),
      ...(chance(0.6) ? { location: pick(values.location).id } : {}),
      ...(chance(0.4) ? { mainImage: image() } : {}),
      ...(chance(0.3) ? { objectTitle: 'Title' } : {}),
      ...(classification ? { classification: classification.id } : {}),
      ...(classification?.children.length && chance(0.5) ? { category: pick(classification.children as Row[]).id } : {}),
      ...(chance(0.3) ? { material: [pick(values.material).id] } : {}),
      ...(chance(0.3) ? { author: 'Maker' } : {}),
      ...(chance(0.3) ? { productionDate: '1830' } : {}),
      ...(chance(0.4) ? { country: 'Qatar' } : {}),
      ...(chance(0.3) ? (chance(0.5) ? { weight: 10 } : { length: 3 }) : {}),
      ...(chance(0.5) ? { registrationDate: '2024-01-05' } : {}),
      ...(chance(0.3) ? { recordedBy: 'Registrar' } : {}),
    };
  }

  /** This test's own reading of "lacks the field" from the API's object. */
  function lacks(object: Row, field: MinimumRecordField): boolean {
    const empty = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);
    if (field === 'dimensions') return ['length', 'width', 'height', 'diameter', 'weight'].every((f) => empty(object[f])) && Object.keys(object.otherDimensions ?? {}).length === 0;
    return empty(object[field]);
  }

  async function everyObject(): Promise<Row[]> {
    const body = ok(await api.get('/api/objects?size=1000'), 'list');
    expect(body.totalElements).toBeLessThan(1000);
    return body.content;
  }

  async function expectCardToCount(fields: readonly MinimumRecordField[]) {
    const objects = await everyObject();
    const card = ok(await api.get('/api/dashboard/minimum-record'), 'card');
    expect(card).toEqual({
      objects: objects.length,
      meeting: objects.filter((o) => fields.every((f) => !lacks(o, f))).length,
      fields: fields.map((field) => ({ field, lacking: objects.filter((o) => lacks(o, field)).length })),
    });
  }

  const ids: string[] = [];

  it('starts from the default choice and counts the objects as a mix of saves and deletes leaves them', async () => {
    expect(ok(await api.get('/api/museum/minimum-record'), 'choice')).toEqual({ fields: DEFAULT_MINIMUM_RECORD });
    for (let i = 0; i < 60; i++) {
      const roll = random();
      if (ids.length < 5 || roll < 0.5) {
        ids.push(ok(await api.post('/api/objects', { inventoryNumber: unique('MR-'), ...objectFields() }), 'create').id);
      } else if (roll < 0.85) {
        const current = ok(await api.get(`/api/objects/${pick(ids)}`), 'read');
        ok(await api.put('/api/objects', { id: current.id, version: current.version, inventoryNumber: current.inventoryNumber, ...objectFields() }), 'update');
      } else {
        const id = pick(ids);
        ok(await api.delete(`/api/objects?idList=${id}`), 'delete');
        ids.splice(ids.indexOf(id), 1);
      }
    }
    await expectCardToCount(DEFAULT_MINIMUM_RECORD);
  });

  it('moves the same counters on an import and back on its rollback', async () => {
    const before = ok(await api.get('/api/dashboard/minimum-record'), 'card');
    const existing = ok(await api.get(`/api/objects/${ids[0]}`), 'read');
    const header = [L.inventoryNumber, L.objectName, L.quantity, L.description];
    const rows = [
      [existing.inventoryNumber, 'Imported name', '4', 'Imported description'],
      [unique('MR-I-'), 'New with all', '1', 'Described'],
      [unique('MR-I-'), '', '', ''],
    ];
    const committed = await steps.commit(await steps.dryRun('minimum.csv', csv([header, ...rows])));
    expect(committed.processed).toBe(3);
    await expectCardToCount(DEFAULT_MINIMUM_RECORD);
    await steps.rollback(committed);
    expect(ok(await api.get('/api/dashboard/minimum-record'), 'card')).toEqual(before);
    await expectCardToCount(DEFAULT_MINIMUM_RECORD);
  });

  it('lists exactly the objects lacking each candidate field, with words, filters and sort', async () => {
    const objects = await everyObject();
    for (const field of MINIMUM_RECORD_FIELDS) {
      const listed = ok(await api.get(`/api/objects?missing=${field}&size=1000`), field);
      const expected = objects.filter((o) => lacks(o, field)).map((o) => o.id);
      expect(listed.content.map((o: Row) => o.id).sort(), field).toEqual(expected.sort());
      expect(listed.totalElements, field).toBe(expected.length);
    }
    const location = objects.find((o) => o.location && lacks(o, 'mainImage'))!.location;
    const narrowed = ok(await api.get(`/api/objects?missing=mainImage&location=${location}&searchAll=MR&sort=inventoryNumber,desc&size=1000`), 'narrowed');
    const wanted = new Set(objects.filter((o) => lacks(o, 'mainImage') && o.location === location).map((o) => o.id as string));
    // In the sort's own order: the whole list sorted the same way, kept to the wanted objects.
    const sorted = ok(await api.get('/api/objects?sort=inventoryNumber,desc&size=1000'), 'sorted').content as Row[];
    expect(narrowed.content.map((o: Row) => o.id)).toEqual(sorted.map((o) => o.id).filter((id) => wanted.has(id)));
    const paged = ok(await api.get('/api/objects?missing=description&page=1&size=2'), 'paged');
    expect(paged.totalElements).toBe(objects.filter((o) => lacks(o, 'description')).length);
  });

  it("counts a new choice at once, with no recount, and the museum's recount finds no drift", async () => {
    const fields: MinimumRecordField[] = ['objectTitle', 'dimensions', 'objectName', 'recordedBy'];
    expect(ok(await api.put('/api/museum/minimum-record', { fields }), 'choose')).toEqual({ fields: ['objectName', 'objectTitle', 'dimensions', 'recordedBy'] });
    expect(ok(await api.get('/api/museum/minimum-record'), 'choice')).toEqual({ fields: ['objectName', 'objectTitle', 'dimensions', 'recordedBy'] });
    await expectCardToCount(['objectName', 'objectTitle', 'dimensions', 'recordedBy']);
    const { recount } = await import('../../functions/catalogue/dashboard-figures/recount');
    expect((await recount(tenant, { fix: false })).counters).toEqual([]);
  });

  it('refuses a bad choice with a 400 and stores nothing', async () => {
    const stored = ok(await api.get('/api/museum/minimum-record'), 'choice');
    for (const body of [{}, { fields: [] }, { fields: ['objectName', 'objectName'] }, { fields: ['shoeSize'] }, { fields: 'objectName' }, { fields: ['objectName'], extra: true }]) {
      const res = await api.put('/api/museum/minimum-record', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject({ status: 400, message: expect.any(String), debugMessage: expect.any(String), logIdentifier: expect.any(String) });
    }
    expect(ok(await api.get('/api/museum/minimum-record'), 'choice')).toEqual(stored);
    const bad = await api.get('/api/objects?missing=shoeSize');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ status: 400, debugMessage: expect.stringContaining('inventoryNumber') });
  });

  it('lists an object saved before the presence bits once the reindex writes them', async () => {
    const { ObjectSearchDocEntity } = await import('../../functions/lib/entities/object-search-doc');
    const { ObjectSearchChangeEntity } = await import('../../functions/lib/entities/object-search-change');
    const old = ok(await api.post('/api/objects', { inventoryNumber: unique('MR-OLD-') }), 'old');
    const scope = `${tenant}#object`;
    await ObjectSearchDocEntity.patch({ scope, id: old.id }).remove(['present']).go();
    const { data } = await ObjectSearchChangeEntity.query.byTime({ scope }).go({ pages: 'all' });
    for (const change of data.filter((c) => c.id === old.id)) await ObjectSearchChangeEntity.patch({ scope, changedAt: change.changedAt, id: change.id }).remove(['present']).go();
    const lackingName = async () => (ok(await api.get('/api/objects?missing=objectName&size=1000'), 'missing').content as Row[]).map((o) => o.id);
    expect(await lackingName()).not.toContain(old.id);
    const { reindex } = await import('../../functions/catalogue/search-reindex/reindex');
    expect(await reindex(tenant, { write: true })).toMatchObject({ rewritten: 1, busy: 0 });
    expect(await lackingName()).toContain(old.id);
  });
});
