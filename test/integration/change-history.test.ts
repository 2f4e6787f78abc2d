import { beforeAll, describe, expect, it } from 'vitest';
import { adminClients, unique } from './context';

type Entry = { id: string; action: string; timestamp: string; changes?: { field: string; old: unknown; new: unknown }[] };

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

const byField = (a: { field: string }, b: { field: string }) => a.field.localeCompare(b.field);
