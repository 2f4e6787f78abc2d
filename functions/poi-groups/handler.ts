import { POI_GROUPS_ROUTES } from '../../shared/routes/poi-groups';
import { httpHandler } from '../lib/http';
import { getGroup, listGroups } from './service';

/** The form's calls (saves, image presign, CSV export: `form-calls.ts`) load on the first of them: a cold start is most often the list or a group opened. */
const formCalls = () => import('./form-calls');

export const handler = httpHandler(POI_GROUPS_ROUTES, {
  'GET /point-of-interest-groups': async ({ ctx, query }) => listGroups(ctx, query),
  'GET /point-of-interest-groups/export': async ({ ctx, query }) => (await formCalls()).exportGroups(ctx, query),
  'GET /point-of-interest-groups/{id}': async ({ ctx, params }) => getGroup(ctx, params.id),
  'POST /point-of-interest-groups': async ({ ctx, body }) => (await formCalls()).createGroup(ctx, body),
  'PUT /point-of-interest-groups/{id}': async ({ ctx, params, body }) => (await formCalls()).updateGroup(ctx, params.id, body),
  'DELETE /point-of-interest-groups': async ({ ctx, query }) => (await formCalls()).deleteGroups(ctx, query.ids, query.versions),
  'POST /uploads/poi-group-images': async ({ ctx, body }) => (await formCalls()).presignGroupImage(ctx, body),
});
