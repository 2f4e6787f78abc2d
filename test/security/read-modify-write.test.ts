import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityStack, type Stack } from './actors';
import { fixtureOf } from './fixtures';
import { is2xx, Tally } from './requests';
import { describeAnswer, PRIMARY } from './walk';

/**
 * Read-modify-write: what a GET of a record answers, sent back to the route that saves it with
 * one field changed, is accepted as it is (nulls included). Every PUT of the table takes part;
 * a PUT whose fixture cannot say how to edit the record it reads fails here.
 */
const savers = PRIMARY.filter((r) => r.method === 'PUT' || r.routeKey === 'POST /api/users/personal');

type Snapshot = { status: number; body: Record<string, unknown> };

describe('read-modify-write on every route that saves a record', () => {
  let s: Stack;
  const tally = new Tally('read-modify-write');
  beforeAll(async () => {
    s = await securityStack();
  });
  afterAll(() => {
    tally.add('routes walked', savers.length);
    tally.print();
  });

  for (const route of savers) {
    it(`${route.routeKey}: takes back what its GET answered, with one field changed, and then the original`, async () => {
      const call = await fixtureOf(route)({ museum: s.local, caller: s.local.admin });
      expect(call.read && call.edit, `${route.routeKey}: give its fixture read and edit (test/security/fixtures.ts)`).toBeTruthy();
      const original = ((await call.read!()) as Snapshot).body;
      const edited = call.edit!(original);
      const saved = await tally.send('edited GET body', s.local.admin.api, route, { ...call, body: edited });
      expect(is2xx(saved.status), describeAnswer(saved)).toBe(true);
      const after = ((await call.read!()) as Snapshot).body;
      expect(after).not.toEqual(original);

      // And back: the original as read, at the version the record has now.
      const back = 'version' in original ? { ...original, version: after.version } : original;
      const restored = await tally.send('original GET body', s.local.admin.api, route, { ...call, body: back });
      expect(is2xx(restored.status), describeAnswer(restored)).toBe(true);
    });
  }

  it('POST /api/users/personal takes the body of GET /api/users/me with the name changed', async () => {
    const me = s.local.writer.api;
    const profile = (await me.get('/api/users/me')).body;
    tally.add('edited GET body');
    const saved = await me.post('/api/users/personal', { ...profile, name: `${profile.name} (edited)` });
    expect(saved.status, describeAnswer(saved)).toBe(200);
    expect(saved.body.name).toBe(`${profile.name} (edited)`);
    tally.add('original GET body');
    const restored = await me.post('/api/users/personal', { ...profile, version: saved.body.version });
    expect(restored.status, describeAnswer(restored)).toBe(200);
  });
});
