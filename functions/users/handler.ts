import { USERS_ROUTES } from '../../shared/routes/users';
import { IdListSchema, PagingSchema } from '../../shared/schemas/common';
import { UserCreateSchema, UserUpdateSchema } from '../../shared/schemas/user';
import { httpHandler } from '../lib/http';
import type { RequestContext } from '../lib/context';
import type { Request } from '../lib/http';
import { parse } from '../lib/validate';
import { createUser, deleteUsers, listUsers, updateUser } from './service';
import { getUser } from './user-reads';

type Req = Request<RequestContext>;

export const handler = httpHandler(USERS_ROUTES, {
  'GET /users': async ({ ctx, query }: Req) => listUsers(ctx, parse(PagingSchema, query)),
  'GET /users/{id}': async ({ ctx, params }: Req) => getUser(ctx, params.id ?? ''),
  'POST /users': async ({ ctx, body }: Req) => createUser(ctx, parse(UserCreateSchema, body)),
  'PUT /users/{id}': async ({ ctx, params, body }: Req) => updateUser(ctx, params.id ?? '', parse(UserUpdateSchema, body)),
  'DELETE /users': async ({ ctx, query }: Req) => deleteUsers(ctx, parse(IdListSchema, query.id ?? query.idList ?? query.ids)),
});
