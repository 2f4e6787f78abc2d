import { LANGUAGES_ROUTES } from '../../shared/routes/languages';
import { IdListSchema } from '../../shared/schemas/common';
import { LanguageCreateSchema, LanguageInputSchema, LanguageUpdateSchema } from '../../shared/schemas/vocabulary';
import type { RequestContext } from '../lib/context';
import { isoLanguages } from '../lib/iso-languages';
import { httpHandler, type Request } from '../lib/http';
import { parse } from '../lib/validate';
import { addLanguage, deleteLanguages, listLanguages, updateLanguage } from './service';

type Req = Request<RequestContext>;

export const handler = httpHandler(LANGUAGES_ROUTES, {
  'GET /languages': async ({ ctx, query }: Req) => listLanguages(ctx, query.value),
  'GET /languages/iso': async () => isoLanguages(),
  'POST /languages': async ({ ctx, body }: Req) => addLanguage(ctx, parse(LanguageCreateSchema, body)),
  'PUT /languages': async ({ ctx, body }: Req) => {
    const input = parse(LanguageUpdateSchema, body);
    return updateLanguage(ctx, input.id, input);
  },
  'DELETE /languages': async ({ ctx, query }: Req) => deleteLanguages(ctx, parse(IdListSchema, query.idList ?? query.id)),
  // The same languages as the Settings page's Language tab addresses them.
  'GET /specifications/languages/iso': async () => isoLanguages(),
  'GET /specifications/languages': async ({ ctx, query }: Req) => listLanguages(ctx, query.value),
  'POST /specifications/languages': async ({ ctx, body }: Req) => addLanguage(ctx, parse(LanguageCreateSchema, body)),
  'PUT /specifications/languages/{id}': async ({ ctx, params, body }: Req) => updateLanguage(ctx, params.id ?? '', parse(LanguageInputSchema, body)),
  'DELETE /specifications/languages': async ({ ctx, query }: Req) => deleteLanguages(ctx, parse(IdListSchema, query.idList ?? query.id)),
});
