import type * as z from 'zod/mini';
import { AREAS, type Area } from '../../shared/permissions';
import { primaryPath, ROUTES, servedRoutes, type RouteDef, type ServedRoute } from '../../shared/routes';
import type { FixtureCall } from './fixtures';
import type { Response } from '../support/api';

/** Every served path of the table (primary spellings and aliases), as the suite walks them. */
export const SERVED: ServedRoute[] = servedRoutes();
/** One served row per route (its primary spelling): for the walks that need each route once. */
export const PRIMARY: ServedRoute[] = servedRoutes(ROUTES).filter((r) => r.servedPath === primaryPath(r));
export const USER_ROUTES = SERVED.filter((r) => r.access === 'user');

/** The access kinds the suite knows how to walk; another fails it. */
export const WALKED_ACCESS = ['user', 'public', 'gateway'] as const;

export const isWrite = (route: Pick<RouteDef, 'method'>) => route.method !== 'GET';

/** The module a route needs: its own feature, or its area's (an App CMS area needs App-Cms). */
export function featureOf(route: RouteDef): string | undefined {
  return route.feature ?? (route.area ? (AREAS[route.area as Area] as { feature?: string }).feature : undefined);
}

type Def = { type: string; shape?: Record<string, unknown>; in?: { _zod: { def: Def } }; out?: { _zod: { def: Def } } };
const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;

/** Whether a body or query schema takes a record `version` (optimistic locking), through pipes. */
export function declaresVersion(schema: unknown): boolean {
  if (!schema) return false;
  const def = defOf(schema);
  if (def.type === 'object') return Boolean(def.shape && 'version' in def.shape);
  // A pipe checks its input, or (a save that lifts a read's `data` first) its output.
  if (def.type === 'pipe') return declaresVersion(def.in) || declaresVersion(def.out);
  return false;
}

/** The body schema of a route for these path parameters (a row may give a function of them). */
export function bodySchema(route: RouteDef, params: Record<string, string> = {}): z.ZodMiniType | undefined {
  return typeof route.body === 'function' ? route.body(params) : route.body;
}

/**
 * Texts of a record that only its own museum may see (ids, names, values), minus any the request
 * itself carried: none of them may appear in another museum's answer.
 */
export function markersOf(record: unknown, request: FixtureCall): string[] {
  const sent = JSON.stringify([request.params, request.query, request.body]);
  const out: string[] = [];
  const walk = (v: unknown, key = '') => {
    if (Array.isArray(v)) v.forEach((x) => walk(x));
    else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, k);
    else if (typeof v === 'string' && ['id', 'name', 'username', 'email', 'value', 'title'].includes(key) && v.length >= 8 && !sent.includes(v)) out.push(v);
  };
  walk(record);
  return out;
}

/** Throws unless the answer is one the caller can act on: never a 5xx, never a stack trace. */
export function describeAnswer(res: Response): string {
  return `${res.status} ${JSON.stringify(res.body)?.slice(0, 400)}`;
}
