import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorBody } from '../support/api';
import { securityStack, type Stack } from './actors';
import { fixtureOf } from './fixtures';
import { Tally } from './requests';
import { algNoneToken, claimsOf, expiredToken, otherClientToken, resignedToken, wrongKeyToken } from './tokens';
import { describeAnswer, USER_ROUTES } from './walk';

/**
 * Tokens an attacker could forge or borrow, on every user route of the `localhost` museum: each
 * is refused (401; a real token of another museum's pool on this host: 403) and nothing changes.
 */
describe('forged tokens on every user route', () => {
  let s: Stack;
  let forged: Record<string, { token: string; status: number }>;
  const tally = new Tally('forged tokens');

  beforeAll(async () => {
    s = await securityStack();
    const real = s.local.admin.api.token!;
    forged = {
      'alg none': { token: algNoneToken(real), status: 401 },
      'signed with another key': { token: wrongKeyToken(real), status: 401 },
      'expired': { token: expiredToken(real), status: 401 },
      "another museum's pool": { token: s.demo.admin.api.token!, status: 403 },
      'another app client of the pool': { token: await otherClientToken(s.local.anonymous, s.env.COGNITO_ENDPOINT, s.local.admin.username, s.adminPassword), status: 401 },
    };
  });
  afterAll(() => {
    tally.add('routes walked', USER_ROUTES.length);
    tally.print();
  });

  // Controls: each forged token differs from one that works in exactly the respect named.
  it('accepts the same claims re-signed with the pool key, and the token of the app client it also made', async () => {
    expect((await s.local.anonymous.as(resignedToken(s.local.admin.api.token!)).get('/api/users/me')).status).toBe(200);
    const other = claimsOf(forged['another app client of the pool'].token).payload;
    expect(other.iss).toBe(claimsOf(s.local.admin.api.token!).payload.iss);
    expect(other.aud).not.toBe(claimsOf(s.local.admin.api.token!).payload.aud);
  });

  for (const route of USER_ROUTES) {
    it(`${route.routeKey}: refuses every forged token and changes nothing`, async () => {
      const call = await fixtureOf(route)({ museum: s.local, caller: s.local.admin });
      const before = await call.read?.();
      for (const [name, { token, status }] of Object.entries(forged)) {
        const res = await tally.send(`token: ${name}`, s.local.anonymous.as(token), route, call);
        expect(res.status, `${name}: ${describeAnswer(res)}`).toBe(status);
        expectErrorBody(res.body, status);
      }
      if (call.read) expect(await call.read()).toEqual(before);
    });
  }
});
