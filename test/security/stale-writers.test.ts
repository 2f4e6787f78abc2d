import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorBody } from '../support/api';
import { securityStack, type Stack } from './actors';
import { fixtureOf } from './fixtures';
import { is2xx, Tally } from './requests';
import { bodySchema, declaresVersion, describeAnswer, PRIMARY } from './walk';

/**
 * Optimistic locking on every versioned entity the table exposes: a route whose body or query
 * schema takes `version` is walked here. N writers holding the same version race; exactly one wins.
 */
const N = 10;
const versionedUpdates = PRIMARY.filter((r) => r.method !== 'DELETE' && declaresVersion(bodySchema(r, { list: 'categories' })));
const versionedDeletes = PRIMARY.filter((r) => r.method === 'DELETE' && declaresVersion(r.query));

describe(`${N} stale writers on every versioned entity`, () => {
  let s: Stack;
  const tally = new Tally('stale writers');
  beforeAll(async () => {
    s = await securityStack();
  });
  afterAll(() => {
    tally.add('routes walked', versionedUpdates.length + versionedDeletes.length);
    tally.print();
  });

  it('finds the versioned routes (users, groups, permissions, values, dropdowns, languages, profile, deletes)', () => {
    expect(versionedUpdates.map((r) => r.routeKey).sort()).toEqual(
      expect.arrayContaining(['PUT /api/users/{id}', 'PUT /api/users/user-groups/{id}', 'PUT /api/users/user-groups/{id}/permissions', 'PUT /api/dropdowns/{id}', 'PUT /api/languages', 'PUT /api/specifications/languages/{id}', 'PUT /api/specifications/{list}/{id}', 'POST /api/users/personal']),
    );
    expect(versionedDeletes.length).toBeGreaterThanOrEqual(5);
  });

  for (const route of versionedUpdates) {
    it(`${route.routeKey}: ${N} writers with the same version give one 2xx and ${N - 1} 409s`, async () => {
      const call = await fixtureOf(route)({ museum: s.local, caller: s.local.admin });
      const sent = (call.body ?? {}) as { version?: unknown };
      expect(typeof sent.version, `${route.routeKey}: its fixture must send the version it read`).toBe('number');
      const answers = await Promise.all(Array.from({ length: N }, () => tally.send('concurrent stale updates', s.local.admin.api, route, call)));
      const statuses = answers.map((a) => a.status).sort();
      expect(statuses, answers.map(describeAnswer).join('\n')).toEqual([route.accepted ? 202 : 200, ...Array(N - 1).fill(409)]);
      for (const a of answers.filter((x) => x.status === 409)) expectErrorBody(a.body, 409);
      const after = (await call.read!()) as { body: { version: number } };
      expect(after.body.version).toBe((sent.version as number) + 1);
    });
  }

  for (const route of versionedDeletes) {
    it(`${route.routeKey}: ${N} deletes naming the version give one 2xx`, async () => {
      const call = await fixtureOf(route)({ museum: s.local, caller: s.local.admin });
      expect(call.query?.version, `${route.routeKey}: its fixture must send the version it read`).toBeDefined();
      const answers = await Promise.all(Array.from({ length: N }, () => tally.send('concurrent deletes', s.local.admin.api, route, call)));
      const wins = answers.filter((a) => is2xx(a.status));
      expect(wins.length, answers.map(describeAnswer).join('\n')).toBe(1);
      for (const a of answers.filter((x) => !is2xx(x.status))) {
        expect(a.status, describeAnswer(a)).toBeLessThan(500);
        expectErrorBody(a.body, a.status);
      }
      const after = (await call.read!()) as { status: number; body: unknown };
      expect(after.status === 404 || after.body === null, `the record is gone: ${JSON.stringify(after)}`).toBe(true);
    });
  }
});
