import { type RouteDef, signedIn } from '../route-def';

/** The routes of the session function. */
export const SESSION_ROUTES: readonly RouteDef[] = [
  // Session (spec 1 section 7)
  { method: 'POST', path: '/login', resource: 'session', access: 'public' },
  { method: 'GET', path: '/users/me', aliases: ['/users/current'], resource: 'session', ...signedIn },
];
