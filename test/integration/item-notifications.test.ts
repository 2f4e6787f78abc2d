import { beforeAll, describe, expect, it } from 'vitest';
import { Api, expectErrorBody, tenantHost } from '../support/api';
import { NOTIFICATION_MESSAGES } from '../../shared/schemas/notification';
import { adminClients, unique } from './context';

type Switches = { create: boolean; update: boolean; delete: boolean };
const ALL_ON: Switches = { create: true, update: true, delete: true };

describe('item notifications: object changes by other users, as each user switched them on', () => {
  let clients: Awaited<ReturnType<typeof adminClients>>;
  let groupId: string;
  beforeAll(async () => {
    clients = await adminClients();
    groupId = (await clients.local.post('/api/users/user-groups', { value: unique('Cataloguers '), permission: { item: { read: true, write: true } } })).body.id;
  });

  /** A new cataloguer of localhost with these switches, signed in as themselves. */
  async function cataloguer(item: Switches) {
    const username = unique('notify');
    const password = `Passw0rd-${username}`;
    const created = await clients.local.post('/api/users', {
      name: `Notify ${username}`, email: `${username}@example.org`, username, password, userGroup: groupId, notification: { item },
    });
    expect(created.status).toBe(200);
    const api = await new Api(clients.port, tenantHost('localhost', clients.port)).login(username, password);
    return { username, api };
  }

  /** B creates, updates and deletes one object each: three changes, newest last. */
  async function createUpdateDelete(api: Api) {
    const made = await api.post('/api/objects', { inventoryNumber: unique('NOTE-'), objectName: 'Prayer rug' });
    expect(made.status).toBe(200);
    const edited = await api.put('/api/objects', { ...made.body, objectName: 'Prayer rug (silk)' });
    expect(edited.status).toBe(200);
    const doomed = await api.post('/api/objects', { inventoryNumber: unique('GONE-'), objectName: 'Broken vase' });
    expect(doomed.status).toBe(200);
    expect((await api.delete(`/api/objects?idList=${doomed.body.id}`)).status).toBe(200);
    return { made: made.body, doomed: doomed.body };
  }

  it("lists another user's create, update and delete newest first with the counter, and not the user's own", async () => {
    const a = await cataloguer(ALL_ON);
    const b = await cataloguer({ create: false, update: false, delete: false });
    const own = await a.api.post('/api/objects', { inventoryNumber: unique('OWN-'), objectName: 'My own' });
    expect(own.status).toBe(200);
    const { made, doomed } = await createUpdateDelete(b.api);

    const res = await a.api.get('/api/notifications');
    expect(res.status).toBe(200);
    // B's creation of the deleted object is a change too: four by B, none of A's own.
    expect(res.body.unread).toBe(4);
    expect(res.body.items.map((n: { action: string; objectId: string }) => [n.action, n.objectId])).toEqual([
      ['delete', doomed.id],
      ['create', doomed.id],
      ['update', made.id],
      ['create', made.id],
    ]);
    expect(res.body.items[0]).toMatchObject({ by: b.username, inventoryNumber: doomed.inventoryNumber, objectName: 'Broken vase' });
    expect(res.body.items[2]).toMatchObject({ by: b.username, inventoryNumber: made.inventoryNumber, objectName: 'Prayer rug (silk)' });
    const times = res.body.items.map((n: { at: string }) => n.at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('hides an action whose switch is off, and gives a user with every switch off nothing', async () => {
    const noUpdates = await cataloguer({ create: true, update: false, delete: true });
    const silent = await cataloguer({ create: false, update: false, delete: false });
    const b = await cataloguer(ALL_ON);
    await createUpdateDelete(b.api);

    const res = await noUpdates.api.get('/api/notifications');
    expect(res.body.unread).toBe(3);
    expect(res.body.items.map((n: { action: string }) => n.action)).toEqual(['delete', 'create', 'create']);
    expect((await silent.api.get('/api/notifications')).body).toEqual({ unread: 0, items: [] });
  });

  it('marks them read: the counter empties, and later changes count again', async () => {
    const a = await cataloguer(ALL_ON);
    const b = await cataloguer(ALL_ON);
    await createUpdateDelete(b.api);
    const before = await a.api.get('/api/notifications');
    expect(before.body.unread).toBe(4);

    const read = await a.api.post('/api/notifications/read', { upTo: before.body.items[0].at });
    expect(read.status).toBe(200);
    expect(read.body).toEqual({ unread: 0, items: [] });
    expect((await a.api.get('/api/notifications')).body).toEqual({ unread: 0, items: [] });
    // B, whose own changes never counted, is not marked by A's reading.
    const next = await b.api.post('/api/objects', { inventoryNumber: unique('NEXT-'), objectName: 'Lamp' });
    expect((await a.api.get('/api/notifications')).body.items.map((n: { objectId: string }) => n.objectId)).toEqual([next.body.id]);

    // An earlier mark never takes back a later one.
    const back = await a.api.post('/api/notifications/read', { upTo: '2000-01-01T00:00:00.000Z' });
    expect(back.body.unread).toBe(1);
  });

  it('refuses a mark that is not a time, naming the field', async () => {
    const a = await cataloguer(ALL_ON);
    const bad = await a.api.post('/api/notifications/read', { upTo: 'yesterday' });
    expect(bad.status).toBe(400);
    expectErrorBody(bad.body, 400);
    expect(bad.body.fieldErrors).toEqual({ upTo: NOTIFICATION_MESSAGES.upTo });
  });

  it("never shows another museum's changes", async () => {
    const a = await cataloguer(ALL_ON);
    const made = await clients.demo.post('/api/objects', { inventoryNumber: unique('DEMO-'), objectName: 'Elsewhere' });
    expect(made.status).toBe(200);
    const mine = await clients.local.post('/api/objects', { inventoryNumber: unique('HERE-'), objectName: 'Here' });
    const res = await a.api.get('/api/notifications');
    expect(res.body.items.map((n: { objectId: string }) => n.objectId)).toEqual([mine.body.id]);
  });
});
