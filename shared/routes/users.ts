import { type RouteDef, userRead, userWrite } from '../route-def';
import { DeletedSchema, IdListQuery } from '../schemas/common';
import { UserCreateSchema, UserListQuery, UserPageSchema, UserUpdateSchema } from '../schemas/user';
import { UserSchema } from '../schemas/user-details';

/** The routes of the users function. */
export const USERS_ROUTES = [
  { method: 'GET', path: '/users', resource: 'users', ...userRead, summary: 'A page of users.', query: UserListQuery, response: UserPageSchema },
  { method: 'GET', path: '/users/{id}', resource: 'users', ...userRead, summary: 'One user.', response: UserSchema },
  { method: 'POST', path: '/users', resource: 'users', ...userWrite, summary: 'Create a user and their sign-in.', body: UserCreateSchema, response: UserSchema },
  { method: 'PUT', path: '/users/{id}', resource: 'users', ...userWrite, summary: 'Update a user.', body: UserUpdateSchema, response: UserSchema },
  { method: 'DELETE', path: '/users', resource: 'users', ...userWrite, summary: 'Delete users (ids joined with commas).', query: IdListQuery, response: DeletedSchema },
] as const satisfies readonly RouteDef[];
