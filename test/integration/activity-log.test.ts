import { beforeAll, describe, expect, it } from 'vitest';
import { adminClients, unique } from './context';

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

  it('pages the user list by position from the user directory', async () => {
    const all = await clients.local.get('/api/users?page=0&size=1000');
    const ids = all.body.content.map((u: { id: string }) => u.id);
    expect(ids).toEqual([...ids].sort());
    const second = await clients.local.get('/api/users?page=1&size=2');
    expect(second.body.totalElements).toBe(ids.length);
    expect(second.body.content.map((u: { id: string }) => u.id)).toEqual(ids.slice(2, 4));
  });
});
