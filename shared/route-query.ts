import * as z from 'zod/mini';
import type { RouteDef } from './route-def';

/** The query parameters the routes read, by name, from their query schemas (sorted, once each). */
export function queryNames(routes: readonly RouteDef[]): string[] {
  const names = routes.flatMap((route) => {
    if (!route.query) return [];
    const schema = z.toJSONSchema(route.query, { io: 'input', unrepresentable: 'any' }) as { properties?: Record<string, unknown> };
    return Object.keys(schema.properties ?? {});
  });
  return [...new Set(names)].sort();
}
