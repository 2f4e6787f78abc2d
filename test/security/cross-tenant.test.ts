import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorBody } from '../support/api';
import type { Stack } from './actors';
import { securityStack } from './actors';
import { fixtureOf } from './fixtures';
import { is4xx, Tally } from './requests';
import { claimsOf } from './tokens';
import { describeAnswer, isWrite, markersOf, SERVED, USER_ROUTES } from './walk';

/**
 * Tenant isolation on every user route: the `localhost` museum's records, named by demo's admin
 * (demo's token, demo's host, localhost's ids), are neither shown nor changed; and demo's token
 * on localhost's host is refused outright.
 */
const PUBLIC_ROUTES = SERVED.filter((r) => r.access === 'public');
const GATEWAY_ROUTES = SERVED.filter((r) => r.access === 'gateway');

describe('cross-tenant: another museum names this museum\'s records', () => {
  let s: Stack;
  const tally = new Tally('cross-tenant');
  beforeAll(async () => {
    s = await securityStack();
  });
  afterAll(() => {
    tally.add('routes walked', USER_ROUTES.length + PUBLIC_ROUTES.length + GATEWAY_ROUTES.length);
    tally.print();
  });

  for (const route of USER_ROUTES) {
    it(`${route.routeKey}: demo's admin on demo's host with localhost's ids reads and changes nothing`, async () => {
      const call = await fixtureOf(route)({ museum: s.local, caller: s.local.admin });
      const before = await call.read?.();
      const res = await tally.send("other museum's token and host, this museum's ids", s.demo.admin.api, route, call);
      expect(res.status, describeAnswer(res)).toBeLessThan(500);
      // A request that names one of localhost's records by its path, or would change one, is
      // refused; a search or history query naming it finds nothing of it (markers below).
      const targetId = (before as { body?: { id?: string } } | undefined)?.body?.id;
      const namesTarget = Boolean(targetId && JSON.stringify([call.params, call.query, call.body]).includes(targetId));
      if (namesTarget && (isWrite(route) || Object.values(call.params ?? {}).includes(targetId!))) {
        expect(is4xx(res.status), describeAnswer(res)).toBe(true);
        expectErrorBody(res.body, res.status);
      }
      const answer = JSON.stringify(res.body) ?? '';
      for (const marker of markersOf(before, call)) expect(answer, `localhost's ${marker} in demo's answer`).not.toContain(marker);
      if (call.read) expect(await call.read()).toEqual(before);
    });

    it(`${route.routeKey}: demo's token on localhost's host is 403 and changes nothing`, async () => {
      const call = await fixtureOf(route)({ museum: s.local, caller: s.local.admin });
      const before = await call.read?.();
      const res = await tally.send("other museum's token on this host", s.demo.admin.api.on(s.local.host), route, call);
      expect(res.status, describeAnswer(res)).toBe(403);
      expectErrorBody(res.body, 403);
      if (call.read) expect(await call.read()).toEqual(before);
    });
  }

  // A gateway's key is its museum's: on another museum's host it is no key at all.
  for (const route of GATEWAY_ROUTES) {
    it(`${route.routeKey}: localhost's gateway key on demo's host is 401 and changes nothing in either`, async () => {
      const call = await fixtureOf(route)({ museum: s.local, caller: s.local.admin });
      const before = await call.read?.();
      const res = await tally.send("this museum's gateway key on another host", s.demo.anonymous, route, call);
      expect(res.status, describeAnswer(res)).toBe(401);
      expectErrorBody(res.body, 401);
      if (call.read) expect(await call.read()).toEqual(before);
    });
  }

  // Public routes take the museum from the host: localhost's request (its user's sign-in, say) on
  // demo's host must not reach localhost's data or hand out a token of localhost's pool.
  for (const route of PUBLIC_ROUTES) {
    it(`${route.routeKey}: localhost's request on demo's host gets nothing of localhost`, async () => {
      const call = await fixtureOf(route)({ museum: s.local, caller: s.local.admin });
      const before = await call.read?.();
      const res = await tally.send("this museum's public request on another host", s.demo.anonymous, route, call);
      expect(res.status, describeAnswer(res)).toBeLessThan(500);
      const answer = JSON.stringify(res.body) ?? '';
      for (const marker of markersOf(before, call)) expect(answer).not.toContain(marker);
      const token = res.headers.authorization;
      if (typeof token === 'string') expect(claimsOf(token.replace(/^Bearer\s+/i, '')).payload.iss).toBe(claimsOf(s.demo.admin.api.token!).payload.iss);
      if (route.routeKey === 'POST /api/login') expect(res.status, describeAnswer(res)).toBe(401);
    });
  }
});
