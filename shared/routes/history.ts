import { type RouteDef, signedIn, userWrite } from '../route-def';

/** The routes of the history function. */
export const HISTORY_ROUTES: readonly RouteDef[] = [
  // History
  { method: 'GET', path: '/activities/audit', resource: 'history', ...signedIn },
  { method: 'GET', path: '/data-changes', resource: 'history', ...userWrite },
];
