import type { Area, Feature, Level } from './permissions';

/**
 * The route table: every HTTP route of the API, once. API Gateway, the local gateway, the
 * permission middleware and the tests all read it. Paths are written without the `/api` prefix
 * that every route is served under; `aliases` are the other spellings the spec gives.
 *
 * access:
 *  - `user`: a verified staff token of the host's tenant; `area`/`level`/`feature` when given.
 *  - `public`: no token (login, visitor app, policy page); the tenant comes from the host.
 *  - `gateway`: beacon gateways posting scans (their own credential, checked by the resource).
 */
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type Access = 'user' | 'public' | 'gateway';

export type RouteDef = {
  readonly method: Method;
  readonly path: string;
  readonly aliases?: readonly string[];
  /** The Lambda (= `functions/<resource>/handler.ts`) that serves the route. */
  readonly resource: string;
  readonly access: Access;
  readonly area?: Area;
  readonly level?: Level;
  readonly feature?: Feature;
};

export const API_PREFIX = '/api';

const userRead = { access: 'user', area: 'user', level: 'read' } as const;
const userWrite = { access: 'user', area: 'user', level: 'write' } as const;
const signedIn = { access: 'user' } as const;

export const ROUTES: readonly RouteDef[] = [
  // Session (spec 1 section 7)
  { method: 'POST', path: '/login', resource: 'session', access: 'public' },
  { method: 'GET', path: '/users/me', aliases: ['/users/current'], resource: 'session', ...signedIn },

  // Own profile: every signed-in user keeps their own; changing someone else's needs user write.
  { method: 'POST', path: '/users/personal', resource: 'profile', ...signedIn },
  { method: 'POST', path: '/users/security', resource: 'profile', ...signedIn },
  { method: 'POST', path: '/users/avatar', resource: 'profile', ...signedIn },
  { method: 'POST', path: '/uploads/avatar', resource: 'profile', ...signedIn },

  // Users
  { method: 'GET', path: '/users', resource: 'users', ...userRead },
  { method: 'GET', path: '/users/{id}', resource: 'users', ...userRead },
  { method: 'POST', path: '/users', resource: 'users', ...userWrite },
  { method: 'PUT', path: '/users/{id}', resource: 'users', ...userWrite },
  { method: 'DELETE', path: '/users', resource: 'users', ...userWrite },

  // User groups and their permission maps
  { method: 'GET', path: '/users/user-groups', resource: 'user-groups', ...userRead },
  { method: 'GET', path: '/users/user-groups/{id}', resource: 'user-groups', ...userRead },
  { method: 'POST', path: '/users/user-groups', resource: 'user-groups', ...userWrite },
  { method: 'PUT', path: '/users/user-groups/{id}', resource: 'user-groups', ...userWrite },
  { method: 'PUT', path: '/users/user-groups/{id}/permissions', resource: 'user-groups', ...userWrite },
  { method: 'DELETE', path: '/users/user-groups', resource: 'user-groups', ...userWrite },

  // History
  { method: 'GET', path: '/activities/audit', resource: 'history', ...signedIn },
  { method: 'GET', path: '/data-changes', resource: 'history', ...userWrite },

  // Vocabularies (spec 1 sections 2, 6, 7; spec 2 sections 2, 6, 7). Reference lists need
  // setting read/write, and Item-Cataloging except Languages, whose tab everyone sees: its
  // literal routes win over `{list}`. Any signed-in user reads the languages (every multilingual
  // form needs them); adding or removing one is a list edit (setting write), its app flags are
  // App CMS settings (appcms write). Dropdowns need setting read/write, no module.
  { method: 'GET', path: '/specifications/languages/iso', resource: 'vocabularies', ...signedIn },
  { method: 'GET', path: '/specifications/languages', resource: 'vocabularies', ...signedIn },
  { method: 'POST', path: '/specifications/languages', resource: 'vocabularies', access: 'user', area: 'setting', level: 'write' },
  { method: 'PUT', path: '/specifications/languages/{id}', resource: 'vocabularies', access: 'user', area: 'appcms', level: 'write' },
  { method: 'DELETE', path: '/specifications/languages', resource: 'vocabularies', access: 'user', area: 'setting', level: 'write' },
  { method: 'GET', path: '/specifications/{list}', resource: 'vocabularies', access: 'user', area: 'setting', level: 'read', feature: 'Item-Cataloging' },
  { method: 'POST', path: '/specifications/{list}', resource: 'vocabularies', access: 'user', area: 'setting', level: 'write', feature: 'Item-Cataloging' },
  { method: 'PUT', path: '/specifications/{list}/{id}', resource: 'vocabularies', access: 'user', area: 'setting', level: 'write', feature: 'Item-Cataloging' },
  { method: 'DELETE', path: '/specifications/{list}', resource: 'vocabularies', access: 'user', area: 'setting', level: 'write', feature: 'Item-Cataloging' },
  { method: 'GET', path: '/dropdowns', resource: 'dropdowns', access: 'user', area: 'setting', level: 'read' },
  { method: 'GET', path: '/dropdowns/types', resource: 'dropdowns', access: 'user', area: 'setting', level: 'read' },
  { method: 'POST', path: '/dropdowns', resource: 'dropdowns', access: 'user', area: 'setting', level: 'write' },
  { method: 'PUT', path: '/dropdowns/{id}', resource: 'dropdowns', access: 'user', area: 'setting', level: 'write' },
  { method: 'DELETE', path: '/dropdowns', resource: 'dropdowns', access: 'user', area: 'setting', level: 'write' },
  { method: 'GET', path: '/languages', resource: 'languages', ...signedIn },
  { method: 'GET', path: '/languages/iso', resource: 'languages', ...signedIn },
  { method: 'POST', path: '/languages', resource: 'languages', access: 'user', area: 'appcms', level: 'write' },
  { method: 'PUT', path: '/languages', resource: 'languages', access: 'user', area: 'appcms', level: 'write' },
  { method: 'DELETE', path: '/languages', resource: 'languages', access: 'user', area: 'appcms', level: 'write' },
];

/** One row per served path: the route plus the concrete path (primary or alias) it answers. */
export type ServedRoute = RouteDef & { readonly servedPath: string; readonly routeKey: string };

/** The canonical key a resource's route map uses: `METHOD /path` of the primary spelling. */
export function routeId(route: Pick<RouteDef, 'method' | 'path'>): string {
  return `${route.method} ${route.path}`;
}

export function servedRoutes(routes: readonly RouteDef[] = ROUTES): ServedRoute[] {
  return routes.flatMap((route) =>
    [route.path, ...(route.aliases ?? [])].map((p) => ({
      ...route,
      servedPath: API_PREFIX + p,
      routeKey: `${route.method} ${API_PREFIX}${p}`,
    })),
  );
}

export function resources(routes: readonly RouteDef[] = ROUTES): string[] {
  return [...new Set(routes.map((r) => r.resource))].sort();
}

/** Matches a concrete request path against a served path template; returns path parameters. */
export function matchPath(template: string, actual: string): Record<string, string> | undefined {
  const t = template.split('/');
  const a = actual.split('/');
  if (t.length !== a.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < t.length; i++) {
    const m = /^\{(\w+)\}$/.exec(t[i]);
    if (m) {
      if (!a[i]) return undefined;
      params[m[1]] = decodeURIComponent(a[i]);
    } else if (t[i] !== a[i]) return undefined;
  }
  return params;
}

/**
 * Finds the route for a method and concrete path. Literal segments win over parameters, as in
 * API Gateway (`/users/me` before `/users/{id}`).
 */
export function findRoute(method: string, path: string, routes: readonly ServedRoute[] = servedRoutes()) {
  const candidates = routes
    .filter((r) => r.method === method)
    .map((r) => ({ route: r, params: matchPath(r.servedPath, path) }))
    .filter((c): c is { route: ServedRoute; params: Record<string, string> } => Boolean(c.params));
  candidates.sort((x, y) => Object.keys(x.params).length - Object.keys(y.params).length);
  return candidates[0];
}
