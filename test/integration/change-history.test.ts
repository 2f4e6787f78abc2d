import { beforeAll, describe, expect, it } from 'vitest';
import { adminClients, unique } from './context';

type Entry = { id: string; action: string; timestamp: string; changes?: { field: string; old: unknown; new: unknown; names?: Record<string, string> }[] };
type Row = Record<string, any>;

describe('the Change History names the fields each change altered', () => {
  let clients: Awaited<ReturnType<typeof adminClients>>;
  let objectId: string;
  let inventoryNumber: string;
  let wasAvailable: boolean | undefined;
  const trail = async (api = clients.local) => {
    const res = await api.get(`/api/activities/audit?objectType=object&objectId=${objectId}`);
    expect(res.status).toBe(200);
    return res.body as Entry[];
  };

  beforeAll(async () => {
    clients = await adminClients();
    inventoryNumber = unique('HIST-');
    const created = await clients.local.post('/api/objects', { inventoryNumber, objectName: 'Jar', subtitle: 'Old subtitle' });
    expect(created.status).toBe(200);
    objectId = created.body.id;
    wasAvailable = created.body.available;
    const saved = await clients.local.put('/api/objects', { ...created.body, objectName: 'Vase', subtitle: undefined, available: !created.body.available });
    expect(saved.status).toBe(200);
  });

  it("answers an update with exactly the changed fields, old and new, and a create with the fields it set", async () => {
    const [update, create] = await trail();
    expect(update.action).toBe('update');
    expect([...update.changes!].sort(byField)).toEqual(
      [
        { field: 'available', old: wasAvailable ?? null, new: !wasAvailable },
        { field: 'objectName', old: 'Jar', new: 'Vase' },
        { field: 'subtitle', old: 'Old subtitle', new: null },
      ],
    );
    expect(create.action).toBe('create');
    expect(create.changes).toEqual(
      expect.arrayContaining([
        { field: 'inventoryNumber', old: null, new: inventoryNumber },
        { field: 'objectName', old: null, new: 'Jar' },
        { field: 'subtitle', old: null, new: 'Old subtitle' },
      ]),
    );
    expect(create.changes!.map((c) => c.old)).toEqual(create.changes!.map(() => null));
  });

  it('finds the change of an entry written before entries named their change', async () => {
    const { AuditEntity } = await import('../../functions/lib/entities/audit');
    const [update] = await trail();
    // An entry as written before: the same entry without the name of its data change.
    await AuditEntity.patch({ tenant: 'localhost', objectType: 'object', objectId, timestamp: update.timestamp, id: update.id }).remove(['changeId']).go();
    const { data } = await AuditEntity.get({ tenant: 'localhost', objectType: 'object', objectId, timestamp: update.timestamp, id: update.id }).go();
    expect(data?.changeId).toBeUndefined();
    const [again] = await trail();
    expect(again.id).toBe(update.id);
    expect(again.changes).toEqual(update.changes);
  });

  it("never shows another museum the changes", async () => {
    expect(await trail(clients.demo)).toEqual([]);
  });
});

describe('the Change History names the records a changed value is the id of', () => {
  let clients: Awaited<ReturnType<typeof adminClients>>;
  const ok = (res: { status: number; body: any }) => {
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as Row;
  };
  const trail = async (objectType: string, objectId: string) => ok(await clients.local.get(`/api/activities/audit?objectType=${objectType}&objectId=${objectId}`)) as unknown as Entry[];
  const changeOf = (entry: Entry, field: string) => entry.changes!.find((c) => c.field === field);

  beforeAll(async () => {
    clients = await adminClients();
  });

  it("answers a record's dropdown values with their titles, its object with its inventory number, and an id whose value is gone with none", async () => {
    const title = (n: number) => unique(`History condition ${n} `);
    const [good, poor, gone] = [ok(await clients.local.post('/api/dropdowns', { title: title(1), dropdownType: 'condition' })), ok(await clients.local.post('/api/dropdowns', { title: title(2), dropdownType: 'condition' })), ok(await clients.local.post('/api/dropdowns', { title: title(3), dropdownType: 'treatmentDegree' }))];
    const object = ok(await clients.local.post('/api/objects', { inventoryNumber: unique('HIST-REC-'), objectName: 'Bowl' }));
    const created = ok(await clients.local.post('/api/conditions', { objectId: object.id, condition: good.id }));
    ok(await clients.local.put('/api/conditions', { ...created, condition: poor.id }));
    const [update, create] = await trail('condition', created.id);
    expect(changeOf(update, 'condition')).toEqual({ field: 'condition', old: good.id, new: poor.id, names: { [good.id]: good.title, [poor.id]: poor.title } });
    expect(changeOf(create, 'objectId')).toEqual({ field: 'objectId', old: null, new: object.id, names: { [object.id]: object.inventoryNumber } });

    const treatment = ok(await clients.local.post('/api/treatments', { objectId: object.id, reportId: unique('TR-H-'), treatmentDegree: gone.id }));
    ok(await clients.local.put('/api/treatments', { ...treatment, treatmentDegree: null }));
    ok(await clients.local.delete(`/api/dropdowns?idList=${gone.id}`));
    const [cleared] = await trail('treatment', treatment.id);
    expect(changeOf(cleared, 'treatmentDegree')).toEqual({ field: 'treatmentDegree', old: gone.id, new: null });
  });

  it("answers a POI's group with the groups' titles", async () => {
    const [first, second] = [ok(await clients.local.post('/api/point-of-interest-groups', { title: unique('History group A ') })), ok(await clients.local.post('/api/point-of-interest-groups', { title: unique('History group B ') }))];
    const body = (groupId: string) => ({ group: { id: groupId }, location: { location: 'Hall 1', latitude: 35.9, longitude: 14.3 }, content: [{ language: 'en', title: unique('History POI '), description: 'About it' }] });
    const poi = ok(await clients.local.post('/api/point-of-interests', body(first.id)));
    ok(await clients.local.put(`/api/point-of-interests/${poi.id}`, { ...body(second.id), version: poi.version }));
    const [update] = await trail('poi', poi.id);
    expect(changeOf(update, 'groupId')).toEqual({ field: 'groupId', old: first.id, new: second.id, names: { [first.id]: first.title, [second.id]: second.title } });
  });
});

const byField = (a: { field: string }, b: { field: string }) => a.field.localeCompare(b.field);
