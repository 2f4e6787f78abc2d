import { beforeAll, describe, expect, it } from 'vitest';
import type { PermissionMap } from '../../shared/permissions';
import { Api, expectErrorBody, tenantHost } from '../support/api';
import { adminClients, unique } from './context';

type Row = Record<string, any>;
type Entry = { id: string; action: string; timestamp: string; changeId?: string; restoredFrom?: { changeId: string; timestamp: string } };

/** Restore from history (issue 30, docs/restore.md). */
describe('restore an object or record to its state after a change', () => {
  let clients: Awaited<ReturnType<typeof adminClients>>;
  let local: Api;

  const trail = async (objectType: string, objectId: string): Promise<Entry[]> => {
    const res = await local.get(`/api/activities/audit?objectType=${objectType}&objectId=${objectId}`);
    expect(res.status).toBe(200);
    return res.body;
  };
  /** The entry of the record's change with `action`, newest first. */
  const entry = async (objectType: string, objectId: string, action: string) => (await trail(objectType, objectId)).find((e) => e.action === action)!;
  const at = (e: Entry) => `at=${encodeURIComponent(e.timestamp)}`;
  const preview = (e: Entry, api = local) => api.get(`/api/data-changes/${e.changeId}/restore-preview?${at(e)}`);
  const restore = (e: Entry, version: number | null, api = local) => api.post(`/api/data-changes/${e.changeId}/restore?${at(e)}`, { version });

  const newObject = async (fields: Row = {}): Promise<Row> => {
    const res = await local.post('/api/objects', { inventoryNumber: unique('RST-'), objectName: 'Jar', ...fields });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  };
  const save = async (object: Row, fields: Row): Promise<Row> => {
    const res = await local.put('/api/objects', { ...object, ...fields });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  };

  async function userWith(permission: PermissionMap): Promise<Api> {
    const group = await local.post('/api/users/user-groups', { value: unique('Restore rights '), permission });
    const username = unique('restorer');
    const password = 'Passw0rd-restorer';
    const user = await local.post('/api/users', { name: 'Restorer', email: `${username}@example.org`, username, password, userGroup: group.body.id });
    expect(user.status).toBe(200);
    return new Api(clients.port, tenantHost('localhost', clients.port)).login(username, password);
  }

  beforeAll(async () => {
    clients = await adminClients();
    local = clients.local;
  });

  it('previews an object as it was after its creation and restores it through its own save: search and log follow', async () => {
    const word = unique('amphora').toLowerCase();
    const object = await newObject({ objectName: `Jar ${word}`, author: 'Potter' });
    const later = await save(object, { objectName: 'Vase', author: null });
    const created = await entry('object', object.id, 'create');

    const shown = await preview(created);
    expect(shown.status, JSON.stringify(shown.body)).toBe(200);
    expect(shown.body).toMatchObject({ changeId: created.changeId, timestamp: created.timestamp, entityType: 'object', entityId: object.id, version: later.version });
    expect([...shown.body.changes].sort((a: Row, b: Row) => a.field.localeCompare(b.field))).toEqual([
      { field: 'author', old: null, new: 'Potter' },
      { field: 'objectName', old: 'Vase', new: `Jar ${word}` },
    ]);

    const done = await restore(created, shown.body.version);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body).toEqual({ entityType: 'object', entityId: object.id, version: later.version + 1 });
    const now = (await local.get(`/api/objects/${object.id}`)).body;
    expect(now).toMatchObject({ objectName: `Jar ${word}`, author: 'Potter', inventoryNumber: object.inventoryNumber, version: later.version + 1 });
    expect((await local.get(`/api/objects?searchAll=${word}`)).body.content.map((o: Row) => o.id)).toEqual([object.id]);

    const [newest] = await trail('object', object.id);
    expect(newest).toMatchObject({ action: 'update', restoredFrom: { changeId: created.changeId, timestamp: created.timestamp } });
    const log = (await local.get('/api/data-changes?size=20')).body.content.find((c: Row) => c.entityId === object.id && c.restoredFrom);
    expect(log.note).toMatch(/^restored to the state of \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  });

  it('answers 409 when the record was saved after the preview, and leaves it as that save left it', async () => {
    const object = await newObject();
    await save(object, { objectName: 'Bowl' });
    const created = await entry('object', object.id, 'create');
    const shown = (await preview(created)).body;
    const meanwhile = await save((await local.get(`/api/objects/${object.id}`)).body, { objectName: 'Cup' });

    const refused = await restore(created, shown.version);
    expect(refused.status).toBe(409);
    expectErrorBody(refused.body, 409);
    expect((await local.get(`/api/objects/${object.id}`)).body).toMatchObject({ objectName: 'Cup', version: meanwhile.version });
  });

  it('restores a deleted object from its delete entry, under its own id and number', async () => {
    const object = await newObject({ objectName: 'Lost lamp' });
    expect((await local.delete(`/api/objects?ids=${object.id}&version=${object.version}`)).status).toBe(200);
    const deleted = await entry('object', object.id, 'delete');

    const shown = await preview(deleted);
    expect(shown.status).toBe(200);
    expect(shown.body.version).toBeNull();
    expect(shown.body.changes).toEqual(expect.arrayContaining([{ field: 'objectName', old: null, new: 'Lost lamp' }]));
    const done = await restore(deleted, null);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect((await local.get(`/api/objects/${object.id}`)).body).toMatchObject({ id: object.id, inventoryNumber: object.inventoryNumber, objectName: 'Lost lamp' });
    // Restored once, it exists: the same restore again is stale.
    expect((await restore(deleted, null)).status).toBe(409);
  });

  it('refuses to restore a deleted object whose inventory number another object took meanwhile, saying so', async () => {
    const object = await newObject();
    await local.delete(`/api/objects?ids=${object.id}&version=${object.version}`);
    await newObject({ inventoryNumber: object.inventoryNumber });
    const refused = await restore(await entry('object', object.id, 'delete'), null);
    expect(refused.status).toBe(409);
    expect(refused.body.debugMessage).toBe(`Inventory Number ${object.inventoryNumber} is already used by another object.`);
    expect((await local.get(`/api/objects/${object.id}`)).status).toBe(404);
  });

  it('refuses a state that the form would refuse today, naming the field: a dropdown value deleted since', async () => {
    const value = (await local.post('/api/dropdowns', { title: unique('Restore region '), dropdownType: 'region' })).body;
    const object = await newObject({ region: value.id });
    await save(object, { region: null });
    const gone = (await local.get(`/api/dropdowns?dropdownType=region`)).body.find((v: Row) => v.id === value.id);
    expect((await local.delete(`/api/dropdowns?id=${value.id}&version=${gone.version}`)).status).toBe(200);

    const refused = await restore(await entry('object', object.id, 'create'), 2);
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.fieldErrors ?? {})).toEqual(['region']);
  });

  it('restores a record about an object through the records service', async () => {
    const object = await newObject();
    const record = (await local.post('/api/conditions', { objectId: object.id, examinedBy: 'First examiner', city: 'Doha' })).body;
    const saved = (await local.put('/api/conditions', { ...record, examinedBy: 'Second examiner', city: null })).body;
    const created = await entry('condition', record.id, 'create');

    const shown = (await preview(created)).body;
    expect(shown.version).toBe(saved.version);
    expect(shown.changes).toEqual(expect.arrayContaining([{ field: 'examinedBy', old: 'Second examiner', new: 'First examiner' }, { field: 'city', old: null, new: 'Doha' }]));
    expect((await restore(created, shown.version)).status).toBe(200);
    expect((await local.get(`/api/conditions/${record.id}`)).body).toMatchObject({ examinedBy: 'First examiner', city: 'Doha', version: saved.version + 1 });
    expect((await local.get(`/api/conditions?objectId=${object.id}&searchText=First`)).body.totalElements).toBe(1);
  });

  it("keeps a change to its own museum (404) and to those who may write the record's area (403)", async () => {
    const object = await newObject();
    const created = await entry('object', object.id, 'create');
    const theirs = await preview(created, clients.demo);
    expect(theirs.status).toBe(404);
    expectErrorBody(theirs.body, 404);
    expect((await restore(created, 1, clients.demo)).status).toBe(404);

    const reader = await userWith({ item: { read: true, write: false } });
    expect((await preview(created, reader)).status).toBe(403);
    expect((await restore(created, 1, reader)).status).toBe(403);
    expect((await local.get(`/api/objects/${object.id}`)).body.version).toBe(1);
  });

  it('refuses a change of what restore does not cover, and a state its entry does not hold whole', async () => {
    const group = (await local.post('/api/users/user-groups', { value: unique('Not restorable '), permission: {} })).body;
    const groupChange = await entry('userGroup', group.id, 'create');
    const refused = await preview(groupChange);
    expect(refused.status).toBe(400);
    expectErrorBody(refused.body, 400);

    const object = await newObject({ objectName: 'Partial' });
    const created = await entry('object', object.id, 'create');
    const { DataChangeEntity } = await import('../../functions/lib/entities/data-change');
    // An entry whose logged state lacks the record's number cannot rebuild it.
    await DataChangeEntity.patch({ tenant: 'localhost', timestamp: created.timestamp, id: created.changeId! }).set({ newValue: { id: object.id, objectName: 'Partial' } }).go();
    const partial = await preview(created);
    expect(partial.status).toBe(409);
    expect(partial.body.debugMessage).toContain('inventoryNumber missing');
  });
});
