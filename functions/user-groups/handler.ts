import { USER_GROUPS_ROUTES } from '../../shared/routes/user-groups';
import { httpHandler } from '../lib/http';
import { createGroup, deleteGroups, getGroup, listGroups, renameGroup, savePermissions } from '../staff/user-groups';

export const handler = httpHandler(USER_GROUPS_ROUTES, {
  'GET /users/user-groups': async ({ ctx, query }) => listGroups(ctx, query.value),
  'GET /users/user-groups/{id}': async ({ ctx, params }) => getGroup(ctx, params.id),
  'POST /users/user-groups': async ({ ctx, body }) => createGroup(ctx, body),
  'PUT /users/user-groups/{id}': async ({ ctx, params, body }) => renameGroup(ctx, params.id, body),
  'PUT /users/user-groups/{id}/permissions': async ({ ctx, params, body }) => savePermissions(ctx, params.id, body),
  'DELETE /users/user-groups': async ({ ctx, query }) => deleteGroups(ctx, query.ids, query.versions),
});
