import { existsSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findRoute, resources, ROUTES, routeId, servedRoutes, type RouteDef } from './routes';

describe('route table', () => {
  it('serves every route under /api, both spellings included, and the spec\'s bare paths bare too', () => {
    const served = servedRoutes().map((r) => r.routeKey);
    expect(served).toContain('GET /api/users/me');
    expect(served).toContain('GET /api/users/current');
    // Only the rows the spec also gives bare are served without the prefix, and under it too.
    const bare = served.filter((key) => !/^\/(api|app\/v1|ingest)\//u.test(key.split(' ')[1]));
    expect(bare.filter((key) => !/ \/point-of-interest/.test(key))).toEqual(['GET /items/objectNumbers']);
    // The POI and POI group calls as spec 2 section 7 gives them; /news, /beacons and /app-settings
    // stay under /api only: bare, they are the console's screens.
    expect(bare).toEqual(expect.arrayContaining(['GET /point-of-interests', 'POST /point-of-interests', 'PUT /point-of-interest-groups/{id}']));
    expect(bare.filter((key) => /\/(news|beacons|app-settings)/.test(key))).toEqual([]);
    expect(served).toContain('GET /api/items/objectNumbers');
  });

  it("serves the visitor app's public reads under /app/v1 and the gateways' scans under /ingest, nothing else there", () => {
    const app = servedRoutes().filter((r) => r.servedPath.startsWith('/app/'));
    expect(app.length).toBeGreaterThan(5);
    for (const r of app) expect([r.method, r.access, r.resource, r.servedPath.startsWith('/app/v1/')]).toEqual(['GET', 'public', 'app', true]);
    const ingest = servedRoutes().filter((r) => r.servedPath.startsWith('/ingest'));
    expect(ingest.map((r) => [r.routeKey, r.access])).toEqual([['POST /ingest/scans', 'gateway']]);
    // No console route answers outside /api (and the spec's bare POI paths).
    expect(servedRoutes().filter((r) => r.access === 'user' && !r.servedPath.startsWith('/api/') && !r.unprefixed)).toEqual([]);
  });

  it('declares each method and path once', () => {
    const keys = servedRoutes().map((r) => r.routeKey);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('gives every non-public route a user check and every area a level', () => {
    for (const route of ROUTES) {
      if (route.area) expect(route.level, routeId(route)).toBeDefined();
      if (route.access !== 'user') expect(route.area, routeId(route)).toBeUndefined();
    }
  });

  it('points every resource at a handler file', () => {
    for (const resource of resources()) {
      expect(existsSync(new URL(`../functions/${resource}/handler.ts`, import.meta.url)), resource).toBe(true);
    }
  });

  it('keeps each resource\'s routes in its own file, and every file in the table', async () => {
    const files = readdirSync(new URL('./routes/', import.meta.url)).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
    expect(files.map((f) => f.replace(/\.ts$/, '')).sort()).toEqual(resources());
    for (const file of files) {
      const resource = file.replace(/\.ts$/, '');
      // The extension in the literal part lets Vite bundle the folder instead of warning.
      const rows = Object.values(await import(`./routes/${resource}.ts`)).flat() as RouteDef[];
      expect(new Set(rows.map((r) => r.resource)), file).toEqual(new Set([resource]));
      expect(ROUTES.filter((r) => rows.includes(r))).toHaveLength(rows.length);
    }
  });

  it('prefers literal segments over parameters, as API Gateway does', () => {
    expect(findRoute('GET', '/api/users/me')?.route.path).toBe('/users/me');
    expect(findRoute('GET', '/api/users/user-groups')?.route.path).toBe('/users/user-groups');
    expect(findRoute('GET', '/api/users/abc')).toMatchObject({ route: { path: '/users/{id}' }, params: { id: 'abc' } });
    expect(findRoute('PATCH', '/api/users/abc')).toBeUndefined();
    expect(findRoute('GET', '/api/users/abc/extra')).toBeUndefined();
  });
});
