import { DROPDOWNS_ROUTES } from '../../shared/routes/dropdowns';
import { IdListSchema } from '../../shared/schemas/common';
import { DropdownInputSchema, DropdownQuerySchema } from '../../shared/schemas/vocabulary';
import type { RequestContext } from '../lib/context';
import { httpHandler, type Request } from '../lib/http';
import { parse } from '../lib/validate';
import { createDropdown, deleteDropdowns, listDropdowns, listTypes, updateDropdown } from './service';

type Req = Request<RequestContext>;

export const handler = httpHandler(DROPDOWNS_ROUTES, {
  'GET /dropdowns': async ({ ctx, query }: Req) => listDropdowns(ctx, parse(DropdownQuerySchema, query)),
  'GET /dropdowns/types': async ({ ctx }: Req) => listTypes(ctx),
  'POST /dropdowns': async ({ ctx, body }: Req) => createDropdown(ctx, parse(DropdownInputSchema, body)),
  'PUT /dropdowns/{id}': async ({ ctx, params, body }: Req) => updateDropdown(ctx, params.id ?? '', parse(DropdownInputSchema, body)),
  'DELETE /dropdowns': async ({ ctx, query }: Req) => deleteDropdowns(ctx, parse(IdListSchema, query.idList ?? query.id)),
});
