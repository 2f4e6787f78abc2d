import { beforeAll, describe, expect, it } from 'vitest';
import { AREA_NAMES } from '../../shared/permissions';
import { servedRoutes } from '../../shared/routes';
import { Api, expectErrorBody, tenantHost } from '../support/api';
import { adminClients, unique } from './context';

/**
 * Walks the route table: every route that needs a user refuses a missing token (401) and another
 * museum's token (403); every route that needs a permission area refuses a user without it (403).
 * A route added to the table is covered without touching this file.
 */
const userRoutes = servedRoutes().filter((r) => r.access === 'user');
const concrete = (path: string) => path.replace(/\{\w+\}/g, 'some-id');

describe('route table: authentication and tenancy on every route', () => {
  let clients: Awaited<ReturnType<typeof adminClients>>;
  let noRights: Api;
  let readOnly: Api;

  beforeAll(async () => {
    clients = await adminClients();
    const group = await clients.local.post('/api/users/user-groups', { value: unique('No rights '), permission: {} });
    expect(group.status).toBe(200);
    const username = unique('norights');
    const user = await clients.local.post('/api/users', {
      name: 'No Rights',
      email: `${username}@example.org`,
      username,
      password: 'Passw0rd-norights',
      userGroup: group.body.id,
    });
    expect(user.status).toBe(200);
    noRights = await new Api(clients.port, tenantHost('localhost', clients.port)).login(username, 'Passw0rd-norights');

    const readers = await clients.local.post('/api/users/user-groups', { value: unique('Read only '), permission: Object.fromEntries(AREA_NAMES.map((a) => [a, { read: true, write: false }])) });
    const reader = unique('readonly');
    await clients.local.post('/api/users', { name: 'Read Only', email: `${reader}@example.org`, username: reader, password: 'Passw0rd-readonly', userGroup: readers.body.id });
    readOnly = await new Api(clients.port, tenantHost('localhost', clients.port)).login(reader, 'Passw0rd-readonly');
  });

  it('has user routes to walk', () => {
    expect(userRoutes.length).toBeGreaterThan(10);
  });

  for (const route of userRoutes) {
    it(`${route.routeKey}: 401 without a token`, async () => {
      const res = await clients.local.as(undefined).call(route.method, concrete(route.servedPath), route.method === 'GET' ? undefined : {});
      expect(res.status).toBe(401);
      expectErrorBody(res.body, 401);
    });

    it(`${route.routeKey}: 403 with another museum's token`, async () => {
      const res = await clients.demo.on(tenantHost('localhost', clients.port)).call(route.method, concrete(route.servedPath), route.method === 'GET' ? undefined : {});
      expect(res.status).toBe(403);
      expectErrorBody(res.body, 403);
    });

    if (route.area && route.level === 'write') {
      it(`${route.routeKey}: 403 for a read-only group`, async () => {
        const res = await readOnly.call(route.method, concrete(route.servedPath), route.method === 'GET' ? undefined : {});
        expect(res.status).toBe(403);
        expectErrorBody(res.body, 403);
      });
    }

    if (route.area) {
      it(`${route.routeKey}: 403 without ${route.area} ${route.level}`, async () => {
        const res = await noRights.call(route.method, concrete(route.servedPath), route.method === 'GET' ? undefined : {});
        expect(res.status).toBe(403);
        expectErrorBody(res.body, 403);
      });
    }
  }

  it('never shows one museum the users of another', async () => {
    const local = await clients.local.get('/api/users?size=1000');
    const demo = await clients.demo.get('/api/users?size=1000');
    expect(local.status).toBe(200);
    expect(demo.status).toBe(200);
    const localIds = new Set(local.body.content.map((u: { id: string }) => u.id));
    expect(demo.body.content.length).toBeGreaterThan(0);
    for (const user of demo.body.content) {
      expect(localIds.has(user.id)).toBe(false);
      expect(user.tenant).toBe('demo');
    }
    const localUser = local.body.content[0].id;
    const crossRead = await clients.demo.get(`/api/users/${localUser}`);
    expect(crossRead.status).toBe(404);
  });

  it('serves the OpenAPI document of the whole table at /api/openapi.json', async () => {
    const res = await clients.local.as(undefined).get('/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe('3.1.0');
    for (const route of servedRoutes()) expect(res.body.paths[route.servedPath]?.[route.method.toLowerCase()], route.routeKey).toBeDefined();
  });

  it('answers an unknown API path with 404 and the error body', async () => {
    const res = await clients.local.get('/api/no-such-thing');
    expect(res.status).toBe(404);
    expectErrorBody(res.body, 404);
  });
});
