import { LANGUAGES_ROUTES } from '../../shared/routes/languages';
import { httpHandler } from '../lib/http';
import { isoLanguages } from '../lib/iso-languages';
import { listLanguages } from '../visitor-app/language-reads';

/** The saves (the default's rules, the POIs' content check, the change log: `visitor-app/languages.ts`) load on the first of them: a cold start is most often the list. */
const saves = () => import('../visitor-app/languages');

export const handler = httpHandler(LANGUAGES_ROUTES, {
  'GET /languages': async ({ ctx, query }) => listLanguages(ctx, query.value),
  'GET /languages/iso': async () => isoLanguages(),
  'POST /languages': async ({ ctx, body }) => (await saves()).addLanguage(ctx, body),
  'PUT /languages': async ({ ctx, body }) => (await saves()).updateLanguage(ctx, body.id, body),
  'DELETE /languages': async ({ ctx, query }) => (await saves()).deleteLanguages(ctx, query.ids, query.versions),
  // The same languages as the Settings page's Language tab addresses them.
  'GET /specifications/languages/iso': async () => isoLanguages(),
  'GET /specifications/languages': async ({ ctx, query }) => listLanguages(ctx, query.value),
  'POST /specifications/languages': async ({ ctx, body }) => (await saves()).addLanguage(ctx, body),
  'PUT /specifications/languages/{id}': async ({ ctx, params, body }) => (await saves()).updateLanguage(ctx, params.id, body),
  'DELETE /specifications/languages': async ({ ctx, query }) => (await saves()).deleteLanguages(ctx, query.ids, query.versions),
});
