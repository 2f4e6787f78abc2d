import { USERS_ROUTES } from '../../shared/routes/users';
import { httpHandler } from '../lib/http';
import { createUser, deleteUsers, listUsers, updateUser } from '../staff/users';
import { getUser } from '../staff/user-reads';

export const handler = httpHandler(USERS_ROUTES, {
  'GET /users': async ({ ctx, query }) => listUsers(ctx, query),
  'GET /users/{id}': async ({ ctx, params }) => getUser(ctx, params.id),
  'POST /users': async ({ ctx, body }) => createUser(ctx, body),
  'PUT /users/{id}': async ({ ctx, params, body }) => updateUser(ctx, params.id, body),
  'DELETE /users': async ({ ctx, query }) => deleteUsers(ctx, query.ids, query.versions),
});
