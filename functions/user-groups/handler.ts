import { USER_GROUPS_ROUTES } from '../../shared/routes/user-groups';
import { IdListSchema } from '../../shared/schemas/common';
import { PermissionsUpdateSchema, UserGroupCreateSchema, UserGroupSchema } from '../../shared/schemas/user-group';
import type { RequestContext } from '../lib/context';
import { httpHandler, type Request } from '../lib/http';
import { parse } from '../lib/validate';
import { createGroup, deleteGroups, getGroup, listGroups, renameGroup, savePermissions } from './service';

type Req = Request<RequestContext>;

export const handler = httpHandler(USER_GROUPS_ROUTES, {
  'GET /users/user-groups': async ({ ctx, query }: Req) => listGroups(ctx, query.value),
  'GET /users/user-groups/{id}': async ({ ctx, params }: Req) => getGroup(ctx, params.id ?? ''),
  'POST /users/user-groups': async ({ ctx, body }: Req) => createGroup(ctx, parse(UserGroupCreateSchema, body)),
  'PUT /users/user-groups/{id}': async ({ ctx, params, body }: Req) => renameGroup(ctx, params.id ?? '', parse(UserGroupSchema, body)),
  'PUT /users/user-groups/{id}/permissions': async ({ ctx, params, body }: Req) =>
    savePermissions(ctx, params.id ?? '', parse(PermissionsUpdateSchema, body)),
  'DELETE /users/user-groups': async ({ ctx, query }: Req) => deleteGroups(ctx, parse(IdListSchema, query.id ?? query.idList)),
});
