import type * as z from 'zod/mini';
import type { Area, Feature, Level, ModuleGate } from './permissions';

/**
 * What a route of the table is (the table itself: `routes.ts`). Paths are written without the
 * `/api` prefix that every route is served under; `aliases` are the other spellings the spec gives.
 *
 * access:
 *  - `user`: a verified staff token of the host's tenant; `area`/`level`/`feature` when given.
 *  - `public`: no token (login, visitor app, policy page); the tenant comes from the host.
 *  - `gateway`: beacon gateways posting scans (their own credential, checked by the resource).
 *
 * A row also carries its input and response schemas (from `shared/schemas`): the kit parses
 * `params`, `query` and `body` with them and answers 400 before the route's code runs, the
 * OpenAPI document is generated from them, and the local stack checks every answer against
 * `response`. A `{param}` of the path without a `params` schema is a bounded id (`PathId`).
 */
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type Access = 'user' | 'public' | 'gateway';
export type Schema = z.ZodMiniType;

export type RouteDef = {
  readonly method: Method;
  readonly path: string;
  readonly aliases?: readonly string[];
  /**
   * The spec also gives the path without the `/api` prefix (spec 2 section 7: "Some paths below
   * appear without the prefix in the source"): served at both, e.g. `/items/objectNumbers`.
   */
  readonly unprefixed?: boolean;
  /**
   * The root the path is served under: `/api` (the console's API) unless given. The visitor app's
   * routes are served under `/app/v1`, the beacon gateways' under `/ingest`.
   */
  readonly root?: string;
  /** The Lambda (= `functions/<resource>/handler.ts`) that serves the route. */
  readonly resource: string;
  readonly access: Access;
  readonly area?: Area;
  readonly level?: Level;
  readonly feature?: Feature;
  /** What the route also needs, while a module is on for the caller when the gate names one (`ModuleGate`). */
  readonly gate?: ModuleGate;
  /** One line for the OpenAPI document. */
  readonly summary: string;
  readonly params?: Schema;
  readonly query?: Schema;
  /** The body's schema, or a function of the parsed path parameters that gives it. */
  readonly body?: Schema | ((params: Record<string, string>) => Schema);
  readonly response?: Schema;
  /** The route starts a job and answers 202 Accepted (with `response`), not 200. */
  readonly accepted?: true;
  /** The largest request body the route takes, in bytes (default `DEFAULT_MAX_BODY_BYTES`). */
  readonly maxBodyBytes?: number;
  /**
   * The route writes its museum's registry entry, which no tenant session may touch
   * (`infra/tenant-policy.ts`): its calls are signed with the function's own role (`signerOf`).
   */
  readonly writesRegistry?: true;
};

export const API_PREFIX = '/api';
/** Request bodies above a route's limit get 413; no route of the console needs more than this. */
export const DEFAULT_MAX_BODY_BYTES = 64 * 1024;

/**
 * Whose credentials a route's calls are signed with once its caller's tenant is known: the
 * tenant's session (only that tenant's items and folders), or for a registry write the function's
 * own role. The kit signs by it and the infra walk checks each route's calls against that policy.
 */
export function signerOf(route: Pick<RouteDef, 'writesRegistry'>): 'tenant-session' | 'own-role' {
  return route.writesRegistry ? 'own-role' : 'tenant-session';
}

/** Access presets the route files share. */
export const userRead = { access: 'user', area: 'user', level: 'read' } as const;
export const userWrite = { access: 'user', area: 'user', level: 'write' } as const;
export const signedIn = { access: 'user' } as const;
/** App CMS (spec 2 section 6): the appcms area, which needs the App-Cms module. */
export const appCmsRead = { access: 'user', area: 'appcms', level: 'read' } as const;
export const appCmsWrite = { access: 'user', area: 'appcms', level: 'write' } as const;

/** `METHOD /path` of a row's primary spelling: the key of the resource's route map. */
export type RouteKey<R> = R extends { readonly method: infer M extends string; readonly path: infer P extends string } ? `${M} ${P}` : never;

/** One row per served path: the route plus the concrete path (primary or alias) it answers. */
export type ServedRoute = RouteDef & { readonly servedPath: string; readonly routeKey: string };

/** The canonical key a resource's route map uses: `METHOD /path` of the primary spelling. */
export function routeId(route: Pick<RouteDef, 'method' | 'path'>): string {
  return `${route.method} ${route.path}`;
}

/** The `{param}` names of a path, in order. */
export function pathParams(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
}

/** The root a route is served under: `/api` unless the row names another. */
export const rootOf = (route: Pick<RouteDef, 'root'>) => route.root ?? API_PREFIX;

/** The path a route answers at in its primary spelling (`/api/users`, `/app/v1/config`). */
export const primaryPath = (route: Pick<RouteDef, 'root' | 'path'>) => rootOf(route) + route.path;

/** Every path the routes answer: each primary path and alias under the route's root, and bare when `unprefixed`. */
export function serve(routes: readonly RouteDef[]): ServedRoute[] {
  return routes.flatMap((route) => {
    const paths = [route.path, ...(route.aliases ?? [])];
    const served = [...paths.map((p) => rootOf(route) + p), ...(route.unprefixed ? paths : [])];
    return served.map((servedPath) => ({ ...route, servedPath, routeKey: `${route.method} ${servedPath}` }));
  });
}

/**
 * The first path segments the API answers besides `/api`: those the spec gives without the prefix
 * (`/items`) and the roots of the visitor app and the gateways (`/app`, `/ingest`). CloudFront and
 * the local gateway send them to the API.
 */
export function apiRoots(routes: readonly RouteDef[]): string[] {
  const firstSegment = (p: string) => `/${p.split('/')[1]}`;
  const bare = routes.filter((r) => r.unprefixed).flatMap((r) => [r.path, ...(r.aliases ?? [])].map(firstSegment));
  const rooted = routes.filter((r) => r.root && r.root !== API_PREFIX).map((r) => firstSegment(r.root!));
  return [...new Set([...bare, ...rooted])];
}

/**
 * Matches a concrete request path against a served path template; returns the decoded path
 * parameters (a malformed `%` escape throws `URIError`: the gateway answers it with 400).
 */
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
export function match(method: string, path: string, routes: readonly ServedRoute[]) {
  const candidates = routes
    .filter((r) => r.method === method)
    .map((r) => ({ route: r, params: matchPath(r.servedPath, path) }))
    .filter((c): c is { route: ServedRoute; params: Record<string, string> } => Boolean(c.params));
  candidates.sort((x, y) => Object.keys(x.params).length - Object.keys(y.params).length);
  return candidates[0];
}
