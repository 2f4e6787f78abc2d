import { VOCABULARIES_ROUTES } from '../../shared/routes/vocabularies';
import { httpHandler } from '../lib/http';
import { createEntry, deleteEntries, listEntries, updateEntry } from './service';

export const handler = httpHandler(VOCABULARIES_ROUTES, {
  'GET /specifications/{list}': async ({ ctx, params, query }) => listEntries(ctx, params.list, query),
  'POST /specifications/{list}': async ({ ctx, params, body }) => createEntry(ctx, params.list, body),
  'PUT /specifications/{list}/{id}': async ({ ctx, params, body }) => updateEntry(ctx, params.list, params.id, body),
  'DELETE /specifications/{list}': async ({ ctx, params, query }) => deleteEntries(ctx, params.list, query.ids, query.versions),
});
