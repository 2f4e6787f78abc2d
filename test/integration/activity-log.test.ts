import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PermissionMap } from '../../shared/permissions';
import { Api, tenantHost } from '../support/api';
import { adminClients, unique } from './context';

/** A user of the `localhost` museum in a new group with exactly these permissions, signed in. */
async function userWith(clients: Awaited<ReturnType<typeof adminClients>>, permission: PermissionMap): Promise<Api> {
  const group = await clients.local.post('/api/users/user-groups', { value: unique('Rights '), permission });
  expect(group.status).toBe(200);
  const username = unique('rights');
  const password = 'Passw0rd-rights';
  const user = await clients.local.post('/api/users', { name: 'Rights', email: `${username}@example.org`, username, password, userGroup: group.body.id });
  expect(user.status).toBe(200);
  return new Api(clients.port, tenantHost('localhost', clients.port)).login(username, password);
}

/** The day (YYYY-MM-DD) an instant falls on in a zone. */
const dayIn = (timeZone: string, at = new Date()) => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);

describe('activity log paging', () => {
  let clients: Awaited<ReturnType<typeof adminClients>>;
  beforeAll(async () => {
    clients = await adminClients();
  });

  it('pages newest first without gaps or repeats, with the total of the range', async () => {
    for (let i = 0; i < 23; i++) {
      expect((await clients.demo.post('/api/users/user-groups', { value: unique(`Paging ${i} `) })).status).toBe(200);
    }
    const first = await clients.demo.get('/api/data-changes?page=0&size=10');
    const total = first.body.totalElements as number;
    expect(total).toBeGreaterThanOrEqual(23);

    const seen: { id: string; timestamp: string }[] = [];
    for (let page = 0; page * 10 < total; page++) {
      const res = await clients.demo.get(`/api/data-changes?page=${page}&size=10`);
      expect(res.status).toBe(200);
      expect(res.body.totalElements).toBe(total);
      expect(res.body.content.length).toBe(Math.min(10, total - page * 10));
      seen.push(...res.body.content);
    }
    expect(new Set(seen.map((c) => c.id)).size).toBe(total);
    const times = seen.map((c) => c.timestamp);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('pages a window of 3,100 entries (more than one DynamoDB page of 1 MB) to the end, adding up to its total', async () => {
    const { DataChangeEntity } = await import('../../functions/lib/entities/data-change');
    const { CounterEntity } = await import('../../functions/lib/entities/counter');
    const { dayCounter, hourCounter } = await import('../../functions/lib/activity-counters');
    // A past day no other test writes in (the integration run starts on a fresh table).
    const day = `199${Math.floor(Math.random() * 10)}-0${1 + Math.floor(Math.random() * 9)}-1${Math.floor(Math.random() * 10)}`;
    const entries = 3_100;
    const start = Date.parse(`${day}T12:00:00.000Z`);
    // Records as an import writes them: about 1.3 KB each, so 1 MB holds some 800.
    const record = (n: number) => ({ id: `paged-${n}`, inventoryNumber: `P-${n}`, objectName: `Astrolabe ${n}`, description: 'x'.repeat(600), version: 1 });
    for (let i = 0; i < entries; i += 25) {
      const rows = Array.from({ length: Math.min(25, entries - i) }, (_, j) => {
        const n = i + j;
        return { tenant: 'demo', id: crypto.randomUUID(), timestamp: new Date(start + n * 1000).toISOString(), userId: 'u', user: 'admin', action: 'CREATE' as const, entityType: 'object', entityId: `paged-${n}`, newValue: record(n) };
      });
      await DataChangeEntity.put(rows).go();
    }
    // 3,100 seconds from noon: one hour's counter, within the day in any zone of -11 to +11 hours.
    await CounterEntity.update({ tenant: 'demo', name: dayCounter(day) }).add({ count: entries }).go();
    await CounterEntity.update({ tenant: 'demo', name: hourCounter(`${day}T12`) }).add({ count: entries }).go();

    const size = 1000;
    const ids = new Set<string>();
    let total = 0;
    for (let page = 0; ; page++) {
      const res = await clients.demo.get(`/api/data-changes?page=${page}&size=${size}&from=${day}&to=${day}`);
      expect(res.status).toBe(200);
      total = res.body.totalElements;
      if (page * size >= total) {
        expect(res.body.content).toEqual([]);
        break;
      }
      expect(res.body.content.length).toBe(Math.min(size, total - page * size));
      for (const entry of res.body.content) ids.add(entry.id);
    }
    expect(total).toBeGreaterThanOrEqual(entries);
    expect(ids.size).toBe(total);
  });

  it('filters by day range', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const all = await clients.demo.get('/api/data-changes?size=1');
    const todays = await clients.demo.get(`/api/data-changes?size=1&from=${today}&to=${today}`);
    expect(todays.body.totalElements).toBeGreaterThanOrEqual(23);
    expect(todays.body.totalElements).toBeLessThanOrEqual(all.body.totalElements);
    const past = await clients.demo.get('/api/data-changes?from=2001-01-01&to=2001-12-31');
    expect(past.body).toMatchObject({ content: [], totalElements: 0 });
    const backwards = await clients.demo.get(`/api/data-changes?from=${today}&to=2001-01-01`);
    expect(backwards.status).toBe(400);
  });

  it('pages the user list by position from the user directory, in creation order', async () => {
    const names = [unique('Zed '), unique('Adam ')];
    const created: string[] = [];
    for (const name of names) {
      const username = unique('order');
      const groupId = (await clients.local.get('/api/users/me')).body.userGroup.id;
      const res = await clients.local.post('/api/users', { name, email: `${username}@example.org`, username, password: 'Passw0rd-order', userGroup: groupId });
      expect(res.status).toBe(200);
      created.push(res.body.id);
    }
    const all = await clients.local.get('/api/users?page=0&size=1000');
    const ids: string[] = all.body.content.map((u: { id: string }) => u.id);
    // The default order ("sorted by id" in spec 1) is creation order: the newest two come last, in turn.
    expect(ids.slice(-2)).toEqual(created);
    const newestFirst = await clients.local.get('/api/users?page=0&size=1000&sort=id,desc');
    expect(newestFirst.body.content.map((u: { id: string }) => u.id)).toEqual([...ids].reverse());
    const second = await clients.local.get('/api/users?page=1&size=2');
    expect(second.body.totalElements).toBe(ids.length);
    expect(second.body.content.map((u: { id: string }) => u.id)).toEqual(ids.slice(2, 4));
  });
});

describe("change history follows the read permission of the record's area", () => {
  let clients: Awaited<ReturnType<typeof adminClients>>;
  let settingsReader: Api;
  let userReader: Api;
  let adminId: string;
  beforeAll(async () => {
    clients = await adminClients();
    settingsReader = await userWith(clients, { setting: { read: true, write: false } });
    userReader = await userWith(clients, { user: { read: true, write: false } });
    adminId = (await clients.local.get('/api/users/me')).body.id;
  });

  it("refuses a user's history to someone who may not read users", async () => {
    const res = await settingsReader.get(`/api/activities/audit?objectId=${adminId}&objectType=user`);
    expect(res.status).toBe(403);
    const group = await settingsReader.get(`/api/activities/audit?objectId=${adminId}&objectType=userGroup`);
    expect(group.status).toBe(403);
  });

  it('shows it to user readers, and a reference list history to setting readers only', async () => {
    expect((await userReader.get(`/api/activities/audit?objectId=${adminId}&objectType=user`)).status).toBe(200);
    expect((await settingsReader.get('/api/activities/audit?objectId=some-id&objectType=categories')).status).toBe(200);
    expect((await userReader.get('/api/activities/audit?objectId=some-id&objectType=categories')).status).toBe(403);
  });

  it('answers 400 for an object type nothing logs', async () => {
    const res = await clients.local.get('/api/activities/audit?objectId=x&objectType=spaceship');
    expect(res.status).toBe(400);
  });

  it('keeps the activity log from someone who may not read users, and shows it to user readers', async () => {
    expect((await settingsReader.get('/api/data-changes')).status).toBe(403);
    expect((await userReader.get('/api/data-changes')).status).toBe(200);
  });
});

describe("days in the museum's time zone", () => {
  let clients: Awaited<ReturnType<typeof adminClients>>;
  // A zone whose day differs from UTC's right now: UTC+14 from 10:00 UTC, UTC-11 before.
  const zone = new Date().getUTCHours() >= 10 ? 'Pacific/Kiritimati' : 'Pacific/Pago_Pago';
  beforeAll(async () => {
    clients = await adminClients();
  });
  afterAll(async () => {
    await clients.demo.put('/api/museum', { timeZone: 'UTC' });
  });

  it('gives the museum with its zone, UTC unless set, and takes a new zone from an administrator', async () => {
    const museum = await clients.demo.get('/api/museum');
    expect(museum.status).toBe(200);
    expect(museum.body).toMatchObject({ slug: 'demo', timeZone: 'UTC' });
    const bad = await clients.demo.put('/api/museum', { timeZone: 'Mars/Olympus_Mons' });
    expect(bad.status).toBe(400);
    expect((await clients.demo.put('/api/museum', { timeZone: '+14:00' })).status).toBe(400);
    const changed = await clients.demo.put('/api/museum', { timeZone: zone.toLowerCase() });
    expect(changed.status).toBe(200);
    expect(changed.body.timeZone).toBe(zone);
    expect((await clients.demo.get('/api/museum')).body.timeZone).toBe(zone);
  });

  it("counts a change on the museum's own day, not UTC's", async () => {
    expect((await clients.demo.put('/api/museum', { timeZone: zone })).status).toBe(200);
    const created = await clients.demo.post('/api/users/user-groups', { value: unique('Zoned ') });
    expect(created.status).toBe(200);
    const localDay = dayIn(zone);
    const utcDay = dayIn('UTC');
    expect(localDay).not.toBe(utcDay);
    const onLocalDay = await clients.demo.get(`/api/data-changes?size=50&from=${localDay}&to=${localDay}`);
    expect(onLocalDay.status).toBe(200);
    expect(onLocalDay.body.content.map((c: { entityId: string }) => c.entityId)).toContain(created.body.id);
    const onUtcDay = await clients.demo.get(`/api/data-changes?size=1000&from=${utcDay}&to=${utcDay}`);
    expect(onUtcDay.body.content.map((c: { entityId: string }) => c.entityId)).not.toContain(created.body.id);
  });
});

