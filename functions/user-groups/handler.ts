import { IdListSchema, PermissionsUpdateSchema, UserGroupSchema } from '../../shared/schemas/user';
import type { RequestContext } from '../lib/context';
import { httpHandler, type Request } from '../lib/http';
import { parse } from '../lib/validate';
import { createGroup, deleteGroups, getGroup, listGroups, renameGroup, savePermissions } from './service';

type Req = Request<RequestContext>;
const CreateSchema = UserGroupSchema.extend({ permission: PermissionsUpdateSchema.shape.permission.optional() });

export const handler = httpHandler('user-groups', {
  'GET /users/user-groups': async ({ ctx, query }: Req) => listGroups(ctx, query.value),
  'GET /users/user-groups/{id}': async ({ ctx, params }: Req) => getGroup(ctx, params.id ?? ''),
  'POST /users/user-groups': async ({ ctx, body }: Req) => {
    const input = parse(CreateSchema, body);
    return createGroup(ctx, input);
  },
  'PUT /users/user-groups/{id}': async ({ ctx, params, body }: Req) => renameGroup(ctx, params.id ?? '', parse(UserGroupSchema, body)),
  'PUT /users/user-groups/{id}/permissions': async ({ ctx, params, body }: Req) => {
    return savePermissions(ctx, params.id ?? '', parse(PermissionsUpdateSchema, body));
  },
  'DELETE /users/user-groups': async ({ ctx, query }: Req) => deleteGroups(ctx, parse(IdListSchema, query.id ?? query.idList)),
});
