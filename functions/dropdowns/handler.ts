import { DROPDOWNS_ROUTES } from '../../shared/routes/dropdowns';
import { httpHandler } from '../lib/http';
import { createDropdown, deleteDropdowns, listDropdowns, listTypes, updateDropdown } from './service';

export const handler = httpHandler(DROPDOWNS_ROUTES, {
  'GET /dropdowns': async ({ ctx, query }) => listDropdowns(ctx, query),
  'GET /dropdowns/types': async ({ ctx }) => listTypes(ctx),
  'POST /dropdowns': async ({ ctx, body }) => createDropdown(ctx, body),
  'PUT /dropdowns/{id}': async ({ ctx, params, body }) => updateDropdown(ctx, params.id, body),
  'DELETE /dropdowns': async ({ ctx, query }) => deleteDropdowns(ctx, query.ids, query.versions),
});
