import { type RouteDef, userRead, userWrite } from '../route-def';

/** The routes of the users function. */
export const USERS_ROUTES: readonly RouteDef[] = [
  // Users
  { method: 'GET', path: '/users', resource: 'users', ...userRead },
  { method: 'GET', path: '/users/{id}', resource: 'users', ...userRead },
  { method: 'POST', path: '/users', resource: 'users', ...userWrite },
  { method: 'PUT', path: '/users/{id}', resource: 'users', ...userWrite },
  { method: 'DELETE', path: '/users', resource: 'users', ...userWrite },
];
