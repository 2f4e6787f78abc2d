import { beforeAll, describe, expect, inject, it } from 'vitest';
import { DASHBOARD_FIGURES, DASHBOARD_GROUP_BY } from '../../shared/schemas/dashboard';
import { RECORD_TYPES, type RecordTypeName } from '../../shared/records/record-types';
import { Api, tenantHost, type Response } from '../support/api';
import { unique } from './context';
import { seededRandom } from './seeded-random';

type Row = Record<string, any>;

/**
 * The dashboard (issue 12) on a museum onboarded for this file: after a scripted mix of 1,000
 * random creates, updates and deletes of objects and records (four at a time, so saves about one
 * object race), every figure the API answers equals a count this test makes itself from the
 * objects and records the API lists; the recount command finds no drift, and repairs drift made
 * on purpose.
 */
describe('dashboard figures kept by the writes', () => {
  const slug = unique('dash').toLowerCase().slice(0, 30);
  const password = 'Dash-Admin-1a';
  let api: Api;
  let recount: typeof import('../../functions/catalogue/dashboard-figures/recount').recount;
  const values: Record<string, Row[]> = {};
  const files = () => `${inject('stack').env.UPLOADS_PUBLIC_URL}/${slug}/objects`;

  /** A seeded generator: the same mix every run (the seed is printed on failure by the op log). */
  const { random, chance, pick } = seededRandom(0x2f6b_1a3d);

  beforeAll(async () => {
    Object.assign(process.env, inject('stack').env);
    const { createTenant } = await import('../../functions/onboarding/service');
    ({ recount } = await import('../../functions/catalogue/dashboard-figures/recount'));
    await createTenant({ slug, admin: { username: 'admin', password } });
    const { port } = inject('stack');
    api = await new Api(port, tenantHost(slug, port)).login('admin', password);
    const all = await api.get('/api/dropdowns');
    expect(all.status).toBe(200);
    Object.assign(values, all.body);
  });

  const ok = (res: Response, what: string) => {
    expect(res.status, `${what}: ${JSON.stringify(res.body)}`).toBe(200);
    return res.body;
  };

  // --- the random mix --------------------------------------------------------------------------

  const objectIds: string[] = [];
  const recordIds: Record<RecordTypeName, string[]> = { condition: [], treatment: [], curatorialForm: [], technicalForm: [], movement: [], insurance: [] };
  const TYPES = Object.keys(recordIds) as RecordTypeName[];
  const DATES = ['2024/01/05', '2024/03/01', '2024/03/01', '2025/07/19', '2025/11/02'];
  const COUNTRIES = ['Qatar', 'qatar ', 'Egypt', 'Syria', 'Türkiye', 'مصر'];

  const idOf = (type: string) => pick(values[type]).id as string;
  const image = (name: string) => ({ uid: name, name: `${name}.png`, url: `${files()}/CROP-1700000000000-${name}.png` });

  function objectFields(): Row {
    const classification = chance(0.8) ? pick(values.classification as Row[]) : undefined;
    const available = chance(0.8);
    return {
      objectName: `Mixed ${Math.floor(random() * 1000)}`,
      available,
      ...(available ? {} : { availabilityPurpose: idOf('availabilityPurpose') }),
      ...(classification ? { classification: classification.id } : {}),
      ...(classification?.children.length && chance(0.6) ? { category: pick(classification.children as Row[]).id } : {}),
      ...(chance(0.7) ? { region: idOf('region') } : {}),
      ...(chance(0.7) ? { location: idOf('location') } : {}),
      ...(chance(0.6) ? { locationArea: idOf('locationArea') } : {}),
      ...(chance(0.7) ? { country: pick(COUNTRIES) } : {}),
      ...(chance(0.3) ? { mainImage: image('main') } : {}),
      ...(chance(0.2) ? { imageList: [image('side')] } : {}),
    };
  }

  function recordFields(type: RecordTypeName): Row {
    switch (type) {
      case 'condition':
        return { ...(chance(0.9) ? { condition: idOf('condition') } : {}), ...(chance(0.85) ? { conditionDate: pick(DATES) } : {}) };
      case 'curatorialForm':
        return { ...(chance(0.5) ? { objectLabel: pick(['Label', '  ', 'لوحة']) } : {}), ...(chance(0.5) ? { recordingDate: pick(DATES) } : {}) };
      case 'movement':
        return {
          reportId: unique('MV-'),
          // A whole new place: a movement that decides sets the object's location area too (or clears
          // it); lower levels come only with the New Location, as the API requires.
          ...(chance(0.6) ? { newLocation: idOf('location'), ...(chance(0.5) ? { newLocationArea: idOf('locationArea'), newRoomNumber: 'R-1' } : {}) } : {}),
          ...(chance(0.5) ? { movementLocation: idOf('location') } : {}),
          ...(chance(0.8) ? { dateOfMovement: pick(DATES) } : {}),
        };
      case 'treatment':
        return { reportId: unique('TR-'), ...(chance(0.5) ? { treatmentDate: pick(DATES) } : {}) };
      case 'insurance':
        return { reportId: unique('IN-'), ...(chance(0.5) ? { recordingDate: pick(DATES) } : {}) };
      case 'technicalForm':
        return { ...(chance(0.5) ? { sound: 'Mono' } : {}) };
    }
  }

  const pathOf = (type: RecordTypeName) => `/api/${RECORD_TYPES[type].path}`;
  const drop = (list: string[], id: string) => list.splice(list.indexOf(id), 1);
  const statuses = new Map<string, number>();

  /** One random operation; a stale read (another op changed it meanwhile) is a 404 or 409, as in the console. */
  async function operation(): Promise<void> {
    const roll = random();
    let what: string;
    let res: Response;
    if (objectIds.length < 5 || roll < 0.2) {
      what = 'create object';
      res = await api.post('/api/objects', { inventoryNumber: unique('MIX-'), ...objectFields() });
      if (res.status === 200) objectIds.push(res.body.id);
    } else if (roll < 0.35) {
      what = 'update object';
      const id = pick(objectIds);
      const current = await api.get(`/api/objects/${id}`);
      if (current.status !== 200) return void statuses.set(`${what} ${current.status}`, (statuses.get(`${what} ${current.status}`) ?? 0) + 1);
      const { inventoryNumber, version } = current.body;
      res = await api.put('/api/objects', { id, inventoryNumber, version, ...objectFields() });
    } else if (roll < 0.42) {
      what = 'delete object';
      const id = pick(objectIds);
      res = await api.delete(`/api/objects?idList=${id}`);
      if (res.status === 200) drop(objectIds, id);
    } else if (roll < 0.72) {
      const type = pick(TYPES);
      what = `create ${type}`;
      res = await api.post(pathOf(type), { objectId: pick(objectIds), ...recordFields(type) });
      if (res.status === 200) recordIds[type].push(res.body.id);
    } else if (roll < 0.88) {
      const type = pick(TYPES.filter((t) => recordIds[t].length));
      if (!type) return;
      what = `update ${type}`;
      const current = await api.get(`${pathOf(type)}/${pick(recordIds[type])}`);
      if (current.status !== 200) return void statuses.set(`${what} ${current.status}`, (statuses.get(`${what} ${current.status}`) ?? 0) + 1);
      const { id, version, objectId, reportId } = current.body;
      // Sometimes to another object: both objects' figures move.
      const body = { id, version, objectId: chance(0.25) ? pick(objectIds) : objectId, ...recordFields(type), ...(reportId ? { reportId } : {}) };
      res = await api.put(pathOf(type), body);
    } else {
      const type = pick(TYPES.filter((t) => recordIds[t].length));
      if (!type) return;
      what = `delete ${type}`;
      const id = pick(recordIds[type]);
      res = await api.delete(`${pathOf(type)}?idList=${id}`);
      if (res.status === 200) drop(recordIds[type], id);
    }
    statuses.set(`${what} ${res.status}`, (statuses.get(`${what} ${res.status}`) ?? 0) + 1);
    // An object in use cannot go, a record about a deleted object cannot be made: 4xx, nothing written.
    expect([200, 400, 404, 409], `${what}: ${JSON.stringify(res.body)}`).toContain(res.status);
    if (res.status === 400) expect(JSON.stringify(res.body), what).toMatch(/There is no object/u);
  }

  // --- counts made by the test from what the API lists -------------------------------------

  /** Every page of a list; a total its pages never reach (a search document without its record) fails, it does not loop. */
  async function allPages(path: string, what: string): Promise<Row[]> {
    const rows: Row[] = [];
    for (let page = 0; ; page++) {
      const body = ok(await api.get(`${path}?page=${page}&size=1000`), what);
      rows.push(...body.content);
      if (rows.length >= body.totalElements || !body.content.length) {
        expect(rows.length, `${what}: the pages hold the total`).toBe(body.totalElements);
        return rows;
      }
    }
  }

  async function everything() {
    const objects = await allPages('/api/objects', 'list objects');
    const records = {} as Record<RecordTypeName, Row[]>;
    for (const type of TYPES) records[type] = await allPages(pathOf(type), `list ${type}`);
    return { objects, records };
  }

  function expectedFigures(objects: Row[], records: Record<RecordTypeName, Row[]>, bad: Set<string>) {
    const withType = (type: RecordTypeName, test: (r: Row) => boolean = () => true) => new Set(records[type].filter(test).map((r) => r.objectId));
    const latest = new Map<string, Row>();
    const order = (r: Row) => `${r.conditionDate ?? ''}#${r.createdAt}#${r.id}`;
    for (const r of records.condition) if (!latest.has(r.objectId) || order(r) > order(latest.get(r.objectId)!)) latest.set(r.objectId, r);
    const count = (ids: Set<string>) => objects.filter((o) => ids.has(o.id)).length;
    return {
      'object-count': objects.length,
      'unavailable-objects': objects.filter((o) => o.available === false).length,
      'curatorial-label': count(withType('curatorialForm', (r) => typeof r.objectLabel === 'string' && r.objectLabel.trim() !== '')),
      'insurance-count': count(withType('insurance')),
      'objects-with-photos': objects.filter((o) => o.mainImage || o.imageList.length).length,
      'condition-object-count': count(withType('condition')),
      'curatorial-object-count': count(withType('curatorialForm')),
      'technical-object-count': count(withType('technicalForm')),
      'treatment-object-count': count(withType('treatment')),
      'movement-object-count': count(withType('movement')),
      'objects-in-bad-condition': objects.filter((o) => bad.has(latest.get(o.id)?.condition)).length,
    } as Record<string, number>;
  }

  const titleOf = (id: string) => Object.values(values).flat().flatMap((v: Row) => [v, ...(v.children ?? [])]).find((v: Row) => v.id === id)?.title;

  function tally(keys: (string | null | undefined)[]) {
    const counts = new Map<string, number>();
    for (const key of keys) if (key) counts.set(key, (counts.get(key) ?? 0) + 1);
    return counts;
  }

  async function expectFiguresMatch(bad: Set<string>) {
    const { objects, records } = await everything();
    const expected = expectedFigures(objects, records, bad);
    const answered = Object.fromEntries(
      await Promise.all(DASHBOARD_FIGURES.map(async (f) => [f.path, ok(await api.get(`/api/dashboard/${f.path}`), f.path)] as const)),
    );
    expect(answered).toEqual(expected);
    for (const groupBy of DASHBOARD_GROUP_BY) {
      const rows = ok(await api.get(`/api/dashboard/object-dropdowns?groupBy=${groupBy}`), groupBy) as { x: string; y: number }[];
      const byTitle = tally(objects.map((o) => (o[groupBy] ? titleOf(o[groupBy]) : undefined)));
      expect(new Map(rows.map((r) => [r.x, r.y])), groupBy).toEqual(byTitle);
    }
    const countries = ok(await api.get('/api/dashboard/group-country'), 'countries') as { x: string; y: number }[];
    const byCountry = tally(objects.map((o) => o.country?.trim().toLowerCase()));
    expect(new Map(countries.map((r) => [r.x.trim().toLowerCase(), r.y]))).toEqual(byCountry);
    return expected;
  }

  it('after 1,000 random creates, updates and deletes of objects and records, every figure equals a count of the records', async () => {
    let done = 0;
    const worker = async () => {
      while (done < 1000) {
        done += 1;
        await operation();
      }
    };
    await Promise.all([worker(), worker(), worker(), worker()]);
    console.info('dashboard mix:', Object.fromEntries([...statuses].sort()));
    const bad = new Set((values.condition as Row[]).filter((v) => v.badCondition).map((v) => v.id));
    expect([...bad].map(titleOf)).toEqual(['Poor']);
    const figures = await expectFiguresMatch(bad);
    // The mix made something of every kind to count.
    for (const [path, n] of Object.entries(figures)) expect(n, path).toBeGreaterThan(0);

    const report = await recount(slug, { fix: false });
    expect(report.counters).toEqual([]);
    expect(report.tallies).toEqual([]);
    // About 30 s of saves alone on this 2-core machine; room for a loaded one.
  }, 240_000);

  it('counts a condition value marked bad in Settings at once, and unmarked again', async () => {
    const fair = (values.condition as Row[]).find((v) => v.title === 'Fair')!;
    const current = (ok(await api.get('/api/dropdowns?dropdownType=condition'), 'conditions') as Row[]).find((v) => v.id === fair.id)!;
    const marked = ok(await api.put(`/api/dropdowns/${fair.id}`, { title: 'Fair', dropdownType: 'condition', badCondition: true, version: current.version }), 'mark');
    expect(marked.badCondition).toBe(true);
    const poor = (values.condition as Row[]).find((v) => v.title === 'Poor')!;
    await expectFiguresMatch(new Set([poor.id, fair.id]));
    ok(await api.put(`/api/dropdowns/${fair.id}`, { title: 'Fair', dropdownType: 'condition', badCondition: false, version: marked.version }), 'unmark');
    await expectFiguresMatch(new Set([poor.id]));
    // Only condition values carry the flag.
    const region = (values.region as Row[])[0];
    const refused = await api.put(`/api/dropdowns/${region.id}`, { title: region.title, dropdownType: 'region', badCondition: true, version: region.version });
    expect(refused.status).toBe(400);
  });

  it('the recount reports drift made on purpose, puts it right, and then finds none', async () => {
    const { CounterEntity } = await import('../../functions/lib/entities/counter');
    const { CollectionObjectEntity } = await import('../../functions/lib/entities/collection-object');
    await CounterEntity.update({ tenant: slug, name: 'dash.withPhoto' }).add({ count: 7 }).go();
    const objectId = objectIds[0];
    await CollectionObjectEntity.patch({ tenant: slug, id: objectId }).set({ tally: { condition: 42 } }).go();
    const before = ok(await api.get('/api/dashboard/objects-with-photos'), 'photos');

    const report = await recount(slug, { fix: true });
    expect(report.counters).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'dash.withPhoto', stored: before, expected: before - 7 })]));
    expect(report.tallies.map((t) => t.objectId)).toEqual([objectId]);
    expect(report.busy).toEqual([]);

    const again = await recount(slug, { fix: false });
    expect(again.counters).toEqual([]);
    expect(again.tallies).toEqual([]);
    const poor = (values.condition as Row[]).find((v) => v.title === 'Poor')!;
    await expectFiguresMatch(new Set([poor.id]));
  });

  it('refuses an unknown groupBy with the spec error body', async () => {
    const res = await api.get('/api/dashboard/object-dropdowns?groupBy=material');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: expect.any(String), status: 400, logIdentifier: expect.any(String) });
  });
});
