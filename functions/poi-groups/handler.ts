import { POI_GROUPS_ROUTES } from '../../shared/routes/poi-groups';
import { httpHandler } from '../lib/http';
import { presignUpload } from '../lib/uploads';
import { createGroup, deleteGroups, exportGroups, getGroup, listGroups, updateGroup } from './service';

export const handler = httpHandler(POI_GROUPS_ROUTES, {
  'GET /point-of-interest-groups': async ({ ctx, query }) => listGroups(ctx, query),
  'GET /point-of-interest-groups/export': async ({ ctx, query }) => exportGroups(ctx, query),
  'GET /point-of-interest-groups/{id}': async ({ ctx, params }) => getGroup(ctx, params.id),
  'POST /point-of-interest-groups': async ({ ctx, body }) => createGroup(ctx, body),
  'PUT /point-of-interest-groups/{id}': async ({ ctx, params, body }) => updateGroup(ctx, params.id, body),
  'DELETE /point-of-interest-groups': async ({ ctx, query }) => deleteGroups(ctx, query.ids, query.versions),
  'POST /uploads/poi-group-images': async ({ ctx, body }) => presignUpload(ctx.tenant, 'poi-group-images', body.fileName, body.contentType),
});
