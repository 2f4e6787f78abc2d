import { IdListSchema } from '../../shared/schemas/common';
import { LanguageCreateSchema, LanguageInputSchema, ReferenceQuerySchema } from '../../shared/schemas/vocabulary';
import type { RequestContext } from '../lib/context';
import { isoLanguages } from '../lib/iso-languages';
import { httpHandler, type Request } from '../lib/http';
import { parse } from '../lib/validate';
import { addLanguage, deleteLanguages, listLanguages, updateLanguage } from '../languages/service';
import { createEntry, deleteEntries, listEntries, updateEntry } from './service';

type Req = Request<RequestContext>;

export const handler = httpHandler('vocabularies', {
  'GET /specifications/languages/iso': async () => isoLanguages(),
  'GET /specifications/languages': async ({ ctx, query }: Req) => listLanguages(ctx, query.value),
  'POST /specifications/languages': async ({ ctx, body }: Req) => addLanguage(ctx, parse(LanguageCreateSchema, body)),
  'PUT /specifications/languages/{id}': async ({ ctx, params, body }: Req) => updateLanguage(ctx, params.id ?? '', parse(LanguageInputSchema, body)),
  'DELETE /specifications/languages': async ({ ctx, query }: Req) => deleteLanguages(ctx, parse(IdListSchema, query.idList ?? query.id)),
  'GET /specifications/{list}': async ({ ctx, params, query }: Req) => listEntries(ctx, params.list, parse(ReferenceQuerySchema, query)),
  'POST /specifications/{list}': async ({ ctx, params, body }: Req) => createEntry(ctx, params.list, body),
  'PUT /specifications/{list}/{id}': async ({ ctx, params, body }: Req) => updateEntry(ctx, params.list, params.id ?? '', body),
  'DELETE /specifications/{list}': async ({ ctx, params, query }: Req) => deleteEntries(ctx, params.list, parse(IdListSchema, query.id ?? query.idList)),
});
