import type { RouteDef } from '../../shared/route-def';
import { authenticate } from './auth';
import { routeServer, type RouteHandlers } from './route-server';

export { Reply, type RouteHandlers, type RouteRequest } from './route-server';

/**
 * A resource's function (`route-server.ts`) with its signed-in routes checked by `auth.ts`: the
 * token's verifier, the registry by issuer, the user and the group. Functions without a signed-in
 * route use `publicHttpHandler`, which leaves them out of the cold start.
 */
export function httpHandler<const T extends readonly RouteDef[]>(declared: T, handlers: NoInfer<RouteHandlers<T>>) {
  return routeServer(declared, handlers, authenticate);
}
