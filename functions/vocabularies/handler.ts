import { VOCABULARIES_ROUTES } from '../../shared/routes/vocabularies';
import { IdListSchema } from '../../shared/schemas/common';
import { ReferenceQuerySchema } from '../../shared/schemas/vocabulary';
import type { RequestContext } from '../lib/context';
import { httpHandler, type Request } from '../lib/http';
import { parse } from '../lib/validate';
import { createEntry, deleteEntries, listEntries, updateEntry } from './service';

type Req = Request<RequestContext>;

export const handler = httpHandler(VOCABULARIES_ROUTES, {
  'GET /specifications/{list}': async ({ ctx, params, query }: Req) => listEntries(ctx, params.list, parse(ReferenceQuerySchema, query)),
  'POST /specifications/{list}': async ({ ctx, params, body }: Req) => createEntry(ctx, params.list, body),
  'PUT /specifications/{list}/{id}': async ({ ctx, params, body }: Req) => updateEntry(ctx, params.list, params.id ?? '', body),
  'DELETE /specifications/{list}': async ({ ctx, params, query }: Req) => deleteEntries(ctx, params.list, parse(IdListSchema, query.id ?? query.idList)),
});
