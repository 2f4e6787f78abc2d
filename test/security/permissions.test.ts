import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServedRoute } from '../../shared/routes';
import { expectErrorBody, type Api } from '../support/api';
import { makeGroup, makeUser, securityStack, type Actor, type Stack } from './actors';
import { fixtureOf } from './fixtures';
import { is2xx, Tally } from './requests';
import { describeAnswer, featureOf, SERVED } from './walk';

/**
 * Every route as each kind of caller of the `localhost` museum (users made through the API):
 * anonymous, a group without rights, a read-only group, a user whose modules are off, and a
 * writer. Refusals are the spec's error body and change nothing; the writer's valid request works.
 */
describe('permissions on every route', () => {
  let s: Stack;
  const tally = new Tally('permissions');
  beforeAll(async () => {
    s = await securityStack();
  });
  afterAll(() => {
    tally.add('routes walked', SERVED.length);
    tally.print();
  });

  /** Sends the route's valid request (made for `caller`) with `api`, and returns the answer and whether the target changed. */
  async function attempt(category: string, route: ServedRoute, caller: Actor, api: Api) {
    const call = await fixtureOf(route)({ museum: s.local, caller });
    const before = await call.read?.();
    const res = await tally.send(category, api, route, call);
    const unchanged = async () => {
      if (call.read) expect(await call.read(), `${route.routeKey}: the record changed after ${res.status}`).toEqual(before);
    };
    return { res, unchanged };
  }

  async function refused(category: string, route: ServedRoute, caller: Actor, api: Api, status: number) {
    const { res, unchanged } = await attempt(category, route, caller, api);
    expect(res.status, describeAnswer(res)).toBe(status);
    expectErrorBody(res.body, status);
    await unchanged();
  }

  /** Spec 2 section 6: a gated route (a POI's update and delete) asks for its gate's area only while the gate's module is on. */
  let gatedHolder: { inModule: Actor; outOfModule: Actor } | undefined;
  async function gated() {
    if (gatedHolder) return gatedHolder;
    const gates = SERVED.flatMap((r) => (r.gate?.feature ? [r.gate] : []));
    const areas = Object.fromEntries(gates.map((g) => [g.area, { read: true, write: false }]));
    const groupId = await makeGroup(s.local.admin.api, 'Sec without the gate ', { appcms: { read: true, write: true }, ...areas });
    gatedHolder = {
      inModule: await makeUser(s.local.admin.api, groupId, { enabledFeatures: ['Item-Cataloging', 'App-Cms'], prefix: 'secgated' }),
      outOfModule: await makeUser(s.local.admin.api, groupId, { enabledFeatures: ['App-Cms'], prefix: 'secungated' }),
    };
    return gatedHolder;
  }

  for (const route of SERVED) {
    if (route.gate && !route.gate.feature) {
      const { area, level } = route.gate;
      it(`${route.routeKey}: a group with ${route.area} ${route.level} but without ${area} ${level} gets 403`, async () => {
        const groupId = await makeGroup(s.local.admin.api, 'Sec without the second area ', { [route.area!]: { read: true, write: route.level === 'write' } });
        const actor = await makeUser(s.local.admin.api, groupId, { enabledFeatures: ['Item-Cataloging', 'App-Cms'], prefix: 'secsecond' });
        await refused('second area', route, actor, actor.api, 403);
      });
    } else if (route.gate) {
      const { feature, area, level } = route.gate;
      it(`${route.routeKey}: with ${feature} on, a group without ${area} ${level} gets 403`, async () => {
        const { inModule } = await gated();
        await refused('module gate', route, inModule, inModule.api, 403);
      });
      it(`${route.routeKey}: with ${feature} off, ${route.area} ${route.level} alone is enough`, async () => {
        const { outOfModule } = await gated();
        const { res } = await attempt('module gate', route, outOfModule, outOfModule.api);
        expect(is2xx(res.status), describeAnswer(res)).toBe(true);
      });
    }

    if (route.access === 'user') {
      it(`${route.routeKey}: anonymous gets 401`, () => refused('anonymous', route, s.local.admin, s.local.anonymous, 401));
    } else if (route.access === 'gateway') {
      it(`${route.routeKey}: a caller without a gateway key gets 401 and changes nothing`, async () => {
        const call = await fixtureOf(route)({ museum: s.local, caller: s.local.admin });
        const before = await call.read?.();
        const res = await tally.send('no gateway key', s.local.anonymous, route, { ...call, token: undefined });
        expect(res.status, describeAnswer(res)).toBe(401);
        expectErrorBody(res.body, 401);
        if (call.read) expect(await call.read()).toEqual(before);
      });
      it(`${route.routeKey}: a staff token is no gateway key (401)`, async () => {
        const call = await fixtureOf(route)({ museum: s.local, caller: s.local.admin });
        const res = await tally.send("a staff user's token", s.local.admin.api, route, { ...call, token: undefined });
        expect(res.status, describeAnswer(res)).toBe(401);
        expectErrorBody(res.body, 401);
      });
      it(`${route.routeKey}: a gateway of the museum with its key succeeds`, async () => {
        const { res } = await attempt('gateway key', route, s.local.admin, s.local.anonymous);
        expect(is2xx(res.status), describeAnswer(res)).toBe(true);
      });
    } else {
      it(`${route.routeKey}: anonymous may call this public route`, async () => {
        const { res } = await attempt('anonymous', route, s.local.admin, s.local.anonymous);
        expect(is2xx(res.status), describeAnswer(res)).toBe(true);
      });
    }

    if (route.area) {
      it(`${route.routeKey}: a group without ${route.area} ${route.level} gets 403`, () => refused('no permission', route, s.local.noRights, s.local.noRights.api, 403));
    }

    if (route.area && route.level === 'write') {
      it(`${route.routeKey}: a read-only group gets 403`, () => refused('read-only', route, s.local.readOnly, s.local.readOnly.api, 403));
    } else if (route.area) {
      it(`${route.routeKey}: a read-only group may read`, async () => {
        const { res } = await attempt('read-only', route, s.local.readOnly, s.local.readOnly.api);
        expect(is2xx(res.status), describeAnswer(res)).toBe(true);
      });
    }

    const feature = featureOf(route);
    if (feature) {
      it(`${route.routeKey}: a user without the ${feature} module gets 403`, () => refused('module off', route, s.local.featureOff, s.local.featureOff.api, 403));
    }

    if (route.access === 'user') {
      it(`${route.routeKey}: a writer's valid request succeeds`, async () => {
        const { res } = await attempt('writer', route, s.local.writer, s.local.writer.api);
        expect(is2xx(res.status), describeAnswer(res)).toBe(true);
      });
    }
  }
});
