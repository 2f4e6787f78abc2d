import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findRoute, resources, ROUTES, routeId, servedRoutes } from './routes';

describe('route table', () => {
  it('serves every route under /api, both spellings included', () => {
    const served = servedRoutes().map((r) => r.routeKey);
    expect(served).toContain('GET /api/users/me');
    expect(served).toContain('GET /api/users/current');
    expect(served.every((key) => key.split(' ')[1].startsWith('/api/'))).toBe(true);
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

  it('prefers literal segments over parameters, as API Gateway does', () => {
    expect(findRoute('GET', '/api/users/me')?.route.path).toBe('/users/me');
    expect(findRoute('GET', '/api/users/user-groups')?.route.path).toBe('/users/user-groups');
    expect(findRoute('GET', '/api/users/abc')).toMatchObject({ route: { path: '/users/{id}' }, params: { id: 'abc' } });
    expect(findRoute('PATCH', '/api/users/abc')).toBeUndefined();
    expect(findRoute('GET', '/api/users/abc/extra')).toBeUndefined();
  });
});
