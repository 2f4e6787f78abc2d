import * as z from 'zod/mini';
import { type RouteDef, userRead, userWrite } from '../route-def';
import { DeletedSchema, IdListQuery } from '../schemas/common';
import { GroupSchema, PermissionsUpdateSchema, UserGroupCreateSchema, UserGroupQuery, UserGroupSchema } from '../schemas/user-group';

/** The routes of the user-groups function: groups and their permission maps. */
export const USER_GROUPS_ROUTES = [
  { method: 'GET', path: '/users/user-groups', resource: 'user-groups', ...userRead, summary: 'User groups, searched by name.', query: UserGroupQuery, response: z.array(GroupSchema) },
  { method: 'GET', path: '/users/user-groups/{id}', resource: 'user-groups', ...userRead, summary: 'One user group.', response: GroupSchema },
  { method: 'POST', path: '/users/user-groups', resource: 'user-groups', ...userWrite, summary: 'Create a user group.', body: UserGroupCreateSchema, response: GroupSchema },
  { method: 'PUT', path: '/users/user-groups/{id}', resource: 'user-groups', ...userWrite, summary: 'Rename a user group.', body: UserGroupSchema, response: GroupSchema },
  { method: 'PUT', path: '/users/user-groups/{id}/permissions', resource: 'user-groups', ...userWrite, summary: "Save a group's permissions.", body: PermissionsUpdateSchema, response: GroupSchema },
  { method: 'DELETE', path: '/users/user-groups', resource: 'user-groups', ...userWrite, summary: 'Delete user groups that have no members.', query: IdListQuery, response: DeletedSchema },
] as const satisfies readonly RouteDef[];
