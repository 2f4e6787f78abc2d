import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { OBJECT_SET_FULL_MESSAGE, OBJECT_SET_MAX_OBJECTS } from '../../shared/schemas/object-set';
import { Api, expectErrorBody, type Response } from '../support/api';
import { download } from '../support/download';
import { ownMuseum, unique } from './context';

type Row = Record<string, any>;

const ok = (res: Response, what: string) => {
  expect(res.status, `${what}: ${JSON.stringify(res.body)}`).toBe(200);
  return res.body;
};

/** A user of the museum in a group of its own with these item rights, signed in. */
async function member(admin: Api, item: { read: boolean; write: boolean }): Promise<Api> {
  const group = ok(await admin.post('/api/users/user-groups', { value: unique('Sets group '), permission: { item } }), 'group');
  const username = unique('sets');
  ok(await admin.post('/api/users', { name: `Sets ${username}`, email: `${username}@example.org`, username, password: 'Passw0rd-sets', userGroup: group.id }), 'user');
  return new Api(admin.port, admin.host).login(username, 'Passw0rd-sets');
}

/**
 * Sets of objects (issue 29): /api/object-sets and GET /api/objects?setId=, in a museum of its own:
 * create, list, rename, delete; add ids and a search's results, remove; the set as a filter with
 * search, filters and sort; private, shared, another user and another museum; its export.
 */
describe('sets of objects', () => {
  let admin: Api;
  let colleague: Api;
  let reader: Api;
  let otherMuseum: Api;
  const v: Record<string, Row> = {};
  const o: Record<string, Row> = {};
  const byNumber = new Map<string, string>();

  const newSet = async (api: Api, name: string, isPrivate = true) => ok(await api.post('/api/object-sets', { name, private: isPrivate }), name) as Row;
  const add = async (api: Api, id: string, body: Row) => ok(await api.post(`/api/object-sets/${id}/objects`, body), 'add') as Row;
  /** The set's objects as the list answers them: names in order, and the total. */
  const listed = async (api: Api, query: string) => {
    const body = ok(await api.get(`/api/objects?${query}`), query);
    return { names: (body.content as Row[]).map((row) => byNumber.get(row.inventoryNumber)).join(' '), total: body.totalElements as number };
  };

  beforeAll(async () => {
    admin = await ownMuseum('sets', 'Sets-Admin-1a');
    colleague = await member(admin, { read: true, write: true });
    reader = await member(admin, { read: true, write: false });
    otherMuseum = await ownMuseum('setsother', 'Sets-Other-1a');
    v.metal = ok(await admin.post('/api/dropdowns', { title: 'Metal', dropdownType: 'classification' }), 'metal');
    v.glass = ok(await admin.post('/api/dropdowns', { title: 'Glass', dropdownType: 'classification' }), 'glass');
    // Six objects A..F; their inventory numbers sort A B C D E F.
    const rows: [string, Row][] = [
      ['A', { inventoryNumber: 'T-1', objectName: 'bronze lamp', classification: v.metal.id, quantity: 3 }],
      ['B', { inventoryNumber: 'T-2', objectName: 'glass bowl', classification: v.glass.id, quantity: 1 }],
      ['C', { inventoryNumber: 'T-3', objectName: 'bronze bell', classification: v.metal.id, quantity: 2 }],
      ['D', { inventoryNumber: 'T-4', objectName: 'bronze coin', classification: v.glass.id, quantity: 5 }],
      ['E', { inventoryNumber: 'T-5', objectName: 'silver ring', classification: v.metal.id, quantity: 4 }],
      ['F', { inventoryNumber: 'T-6', objectName: 'bronze key', classification: v.metal.id, quantity: 6 }],
    ];
    for (const [name, body] of rows) {
      o[name] = ok(await admin.post('/api/objects', body), name);
      byNumber.set(body.inventoryNumber, name);
    }
  });

  it('creates, lists by name, renames, shares and deletes a set; a blank name is a 400', async () => {
    const zeta = await newSet(admin, 'Zeta loan');
    const alpha = await newSet(admin, 'Alpha exhibition', false);
    expect(zeta).toMatchObject({ name: 'Zeta loan', private: true, size: 0, version: 1 });
    expect(alpha.private).toBe(false);
    const names = (ok(await admin.get('/api/object-sets'), 'list') as Row[]).map((s) => s.name);
    expect(names.indexOf('Alpha exhibition')).toBeLessThan(names.indexOf('Zeta loan'));

    const renamed = ok(await admin.put(`/api/object-sets/${zeta.id}`, { name: 'Zeta loan 2027', private: false, version: zeta.version }), 'rename');
    expect(renamed).toMatchObject({ name: 'Zeta loan 2027', private: false, version: 2 });
    // An edit at the version read before is refused: someone changed it since.
    expect((await admin.put(`/api/object-sets/${zeta.id}`, { name: 'Stale', private: false, version: zeta.version })).status).toBe(409);
    const blank = await admin.post('/api/object-sets', { name: '  ' });
    expect(blank.status).toBe(400);
    expectErrorBody(blank.body, 400);

    ok(await admin.delete(`/api/object-sets/${zeta.id}`), 'delete');
    expect((await admin.get(`/api/object-sets/${zeta.id}`)).status).toBe(404);
    expect((await admin.get(`/api/objects?setId=${zeta.id}`)).status).toBe(404);
    // The objects stay.
    expect((await admin.get(`/api/objects/${o.A.id}`)).status).toBe(200);
  });

  it('adds ids (each once, only objects of the museum), a search\'s every result, and removes ids', async () => {
    const set = await newSet(admin, unique('Working '));
    const foreign = ok(await otherMuseum.post('/api/objects', { inventoryNumber: 'X-1', objectName: 'bronze elsewhere' }), 'foreign');
    const first = await add(admin, set.id, { ids: [o.A.id, o.B.id, o.A.id, foreign.id, 'no-such-object'] });
    expect(first).toMatchObject({ added: 2, removed: 0, set: { size: 2, version: 2 } });

    // Every result of a search: "bronze" among metal objects, whatever its page.
    const searched = await add(admin, set.id, { search: { searchAll: 'bronze', classification: v.metal.id } });
    expect(searched).toMatchObject({ added: 2, set: { size: 4 } });
    expect((await listed(admin, `setId=${set.id}`)).names).toBe('A B C F');

    const removed = ok(await admin.delete(`/api/object-sets/${set.id}/objects?idList=${o.B.id},${o.E.id}`), 'remove');
    expect(removed).toMatchObject({ removed: 1, set: { size: 3 } });
    expect(await listed(admin, `setId=${set.id}`)).toEqual({ names: 'A C F', total: 3 });

    // The search may itself be inside a set: a set's glass objects... none here, so nothing changes.
    expect(await add(admin, set.id, { search: { setId: set.id, classification: v.glass.id } })).toMatchObject({ added: 0, set: { size: 3 } });
    const neither = await admin.post(`/api/object-sets/${set.id}/objects`, {});
    expect(neither.status).toBe(400);
    expectErrorBody(neither.body, 400);
  });

  it('lists a set with search, filters and sort, paged; a deleted object drops out', async () => {
    const set = await newSet(admin, unique('Sorted '));
    await add(admin, set.id, { ids: [o.A.id, o.C.id, o.D.id, o.E.id, o.F.id] });
    expect(await listed(admin, `setId=${set.id}&searchAll=bronze`)).toEqual({ names: 'A C D F', total: 4 });
    expect(await listed(admin, `setId=${set.id}&searchAll=bronze&classification=${v.metal.id}`)).toEqual({ names: 'A C F', total: 3 });
    expect(await listed(admin, `setId=${set.id}&sort=quantity,desc`)).toEqual({ names: 'F D E A C', total: 5 });
    expect(await listed(admin, `setId=${set.id}&sort=quantity,asc&page=1&size=2`)).toEqual({ names: 'E D', total: 5 });
    expect(await listed(admin, `setId=${set.id}&searchAll=bronze&sort=objectName`)).toEqual({ names: 'C D F A', total: 4 });

    const doomed = ok(await admin.post('/api/objects', { inventoryNumber: 'T-7', objectName: 'bronze doomed' }), 'doomed');
    byNumber.set('T-7', 'G');
    await add(admin, set.id, { ids: [doomed.id] });
    expect((await listed(admin, `setId=${set.id}&searchAll=bronze`)).names).toBe('A C D F G');
    ok(await admin.delete(`/api/objects?idList=${doomed.id}&version=${doomed.version}`), 'delete object');
    expect(await listed(admin, `setId=${set.id}&searchAll=bronze`)).toEqual({ names: 'A C D F', total: 4 });
    // Its next change counts only the objects that exist.
    expect((await add(admin, set.id, { ids: [o.B.id] })).set.size).toBe(6);
  });

  it('a private set is its creator\'s alone; a shared one the museum\'s, changed with item write; another museum sees neither', async () => {
    const mine = await newSet(admin, unique('Private '));
    const shared = await newSet(admin, unique('Shared '), false);
    await add(admin, mine.id, { ids: [o.A.id] });
    await add(admin, shared.id, { ids: [o.B.id] });

    const seen = (ok(await colleague.get('/api/object-sets'), 'colleague list') as Row[]).map((s) => s.id);
    expect(seen).toContain(shared.id);
    expect(seen).not.toContain(mine.id);
    for (const res of [
      await colleague.get(`/api/object-sets/${mine.id}`),
      await colleague.get(`/api/objects?setId=${mine.id}`),
      await colleague.put(`/api/object-sets/${mine.id}`, { name: 'Taken', private: false, version: 2 }),
      await colleague.post(`/api/object-sets/${mine.id}/objects`, { ids: [o.C.id] }),
      await colleague.delete(`/api/object-sets/${mine.id}/objects?idList=${o.A.id}`),
      await colleague.delete(`/api/object-sets/${mine.id}`),
      await colleague.get(`/api/objects/excel?setId=${mine.id}`),
    ]) {
      expect(res.status).toBe(404);
      expectErrorBody(res.body, 404);
    }
    expect((await listed(admin, `setId=${mine.id}`)).names).toBe('A');

    // Shared: a colleague with item write adds and renames it, but only its creator makes it private.
    expect((await add(colleague, shared.id, { ids: [o.C.id] })).set.size).toBe(2);
    expect((await listed(colleague, `setId=${shared.id}`)).names).toBe('B C');
    const current = ok(await colleague.get(`/api/object-sets/${shared.id}`), 'shared');
    expect((await colleague.put(`/api/object-sets/${shared.id}`, { name: current.name, private: true, version: current.version })).status).toBe(400);
    // Item read opens it; changing it needs item write.
    expect((await listed(reader, `setId=${shared.id}`)).names).toBe('B C');
    expect((await reader.post(`/api/object-sets/${shared.id}/objects`, { ids: [o.D.id] })).status).toBe(403);
    expect((await reader.post('/api/object-sets', { name: 'Reader set' })).status).toBe(403);

    for (const res of [await otherMuseum.get(`/api/object-sets/${shared.id}`), await otherMuseum.get(`/api/objects?setId=${shared.id}`)]) expect(res.status).toBe(404);
    expect((ok(await otherMuseum.get('/api/object-sets'), 'other list') as Row[]).map((s) => s.id)).not.toContain(shared.id);
  });

  it("exports a set's objects: at once when few, as a job when more (this suite answers 2 rows at once)", async () => {
    const sheetNumbers = async (bytes: ArrayBuffer | Buffer) => {
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(bytes as ArrayBuffer);
      const numbers: unknown[] = [];
      workbook.getWorksheet('Objects')!.eachRow((row, n) => n > 1 && numbers.push(row.getCell(1).value));
      return numbers;
    };
    const small = await newSet(admin, unique('Export small '));
    await add(admin, small.id, { ids: [o.E.id, o.A.id] });
    const direct = await download(admin, `/api/objects/excel?setId=${small.id}`);
    expect(direct.status).toBe(200);
    expect(await sheetNumbers(direct.bytes)).toEqual(['T-1', 'T-5']);

    const big = await newSet(admin, unique('Export job '));
    await add(admin, big.id, { ids: [o.F.id, o.B.id, o.C.id] });
    const started = await admin.get(`/api/objects/excel?setId=${big.id}&columns=list`);
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    let state: Row = started.body;
    expect(state.total).toBe(3);
    for (let i = 0; i < 120 && state.status === 'RUNNING'; i++) {
      await new Promise((r) => setTimeout(r, 250));
      state = ok(await admin.get(`/api/exports/${state.id}`), 'job');
    }
    expect(state.status).toBe('DONE');
    expect(await sheetNumbers(await (await fetch(state.url)).arrayBuffer())).toEqual(['T-2', 'T-3', 'T-6']);
    expect((await admin.get(`/api/objects/excel?setId=${big.id}&all=true`)).status).toBe(400);
  });
});

describe(`a set holds at most ${OBJECT_SET_MAX_OBJECTS} objects`, () => {
  let admin: Api;

  beforeAll(async () => {
    admin = await ownMuseum('setsfull', 'Sets-Full-1a');
    const slug = admin.host.split('.')[0];
    const { tenantBySlug } = await import('../../functions/lib/tenants');
    const { bulkSeedObjects } = await import('../../infra/local/bulk-objects');
    await bulkSeedObjects((await tenantBySlug(slug))!, OBJECT_SET_MAX_OBJECTS);
  }, 300_000);

  it('takes a search of exactly the limit; one more, by id or by search, is a 400 and stores nothing', async () => {
    const full = ok(await admin.post('/api/object-sets', { name: 'Full', private: false }), 'full');
    const filled = ok(await admin.post(`/api/object-sets/${full.id}/objects`, { search: {} }), 'fill');
    expect(filled).toMatchObject({ added: OBJECT_SET_MAX_OBJECTS, set: { size: OBJECT_SET_MAX_OBJECTS } });
    const page = ok(await admin.get(`/api/objects?setId=${full.id}&size=5&page=3`), 'page');
    expect(page.totalElements).toBe(OBJECT_SET_MAX_OBJECTS);

    const extra = ok(await admin.post('/api/objects', { inventoryNumber: 'EXTRA-1', objectName: 'One too many' }), 'extra');
    for (const body of [{ ids: [extra.id] }, { search: { searchAll: 'EXTRA' } }]) {
      const refused = await admin.post(`/api/object-sets/${full.id}/objects`, body);
      expect(refused.status).toBe(400);
      expectErrorBody(refused.body, 400);
      expect(refused.body.debugMessage).toContain(OBJECT_SET_FULL_MESSAGE);
    }
    // A search of more than the limit into an empty set is refused whole too.
    const empty = ok(await admin.post('/api/object-sets', { name: 'Empty' }), 'empty');
    expect((await admin.post(`/api/object-sets/${empty.id}/objects`, { search: {} })).status).toBe(400);
    expect(ok(await admin.get(`/api/object-sets/${empty.id}`), 'empty').size).toBe(0);
    const after = ok(await admin.get(`/api/object-sets/${full.id}`), 'after');
    expect(after).toMatchObject({ size: OBJECT_SET_MAX_OBJECTS, version: filled.set.version });
    expect(ok(await admin.get(`/api/objects?setId=${full.id}&searchAll=EXTRA`), 'extra').totalElements).toBe(0);
  }, 120_000);
});
