import { type RouteDef, userRead, userWrite } from '../route-def';

/** The routes of the user-groups function. */
export const USER_GROUPS_ROUTES: readonly RouteDef[] = [
  // User groups and their permission maps
  { method: 'GET', path: '/users/user-groups', resource: 'user-groups', ...userRead },
  { method: 'GET', path: '/users/user-groups/{id}', resource: 'user-groups', ...userRead },
  { method: 'POST', path: '/users/user-groups', resource: 'user-groups', ...userWrite },
  { method: 'PUT', path: '/users/user-groups/{id}', resource: 'user-groups', ...userWrite },
  { method: 'PUT', path: '/users/user-groups/{id}/permissions', resource: 'user-groups', ...userWrite },
  { method: 'DELETE', path: '/users/user-groups', resource: 'user-groups', ...userWrite },
];
