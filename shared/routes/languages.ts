import * as z from 'zod/mini';
import { appCmsWrite, type RouteDef, signedIn } from '../route-def';
import { DeletedSchema, IdListQuery } from '../schemas/common';
import { IsoLanguageSchema, LanguageCreateSchema, LanguageInputSchema, LanguageQuery, LanguageSchema, LanguageUpdateSchema } from '../schemas/vocabulary';

const settingWrite = { access: 'user', area: 'setting', level: 'write' } as const;
const languages = z.array(LanguageSchema);
const isoLanguages = z.array(IsoLanguageSchema);

/**
 * The routes of the languages function: app languages under both paths the spec gives them (the
 * Settings tab and /languages). The Settings tab's literal routes win over
 * `/specifications/{list}`; everyone sees that tab. Any signed-in user reads the languages (every
 * multilingual form needs them); adding one there is a list edit (setting write), its app flags
 * are App CMS settings (appcms write, checked by the service when a flag changes), and removing
 * one changes the app's languages, so it needs both.
 */
export const LANGUAGES_ROUTES = [
  { method: 'GET', path: '/specifications/languages/iso', resource: 'languages', ...signedIn, summary: 'The ISO 639-1 languages.', response: isoLanguages },
  { method: 'GET', path: '/specifications/languages', resource: 'languages', ...signedIn, summary: 'The configured languages.', query: LanguageQuery, response: languages },
  { method: 'POST', path: '/specifications/languages', resource: 'languages', ...settingWrite, summary: 'Add a language (its app flags need App CMS write).', body: LanguageCreateSchema, response: LanguageSchema },
  { method: 'PUT', path: '/specifications/languages/{id}', resource: 'languages', ...appCmsWrite, summary: "Change a language's app flags.", body: LanguageInputSchema, response: LanguageSchema },
  { method: 'DELETE', path: '/specifications/languages', resource: 'languages', ...settingWrite, summary: 'Remove languages (also needs App CMS write).', query: IdListQuery, response: DeletedSchema },
  { method: 'GET', path: '/languages', resource: 'languages', ...signedIn, summary: 'The configured languages.', query: LanguageQuery, response: languages },
  { method: 'GET', path: '/languages/iso', resource: 'languages', ...signedIn, summary: 'The ISO 639-1 languages.', response: isoLanguages },
  { method: 'POST', path: '/languages', resource: 'languages', ...appCmsWrite, summary: 'Add a language.', body: LanguageCreateSchema, response: LanguageSchema },
  { method: 'PUT', path: '/languages', resource: 'languages', ...appCmsWrite, summary: 'Update a language (id in the body).', body: LanguageUpdateSchema, response: LanguageSchema },
  { method: 'DELETE', path: '/languages', resource: 'languages', ...appCmsWrite, summary: 'Remove languages (also needs setting write).', query: IdListQuery, response: DeletedSchema },
] as const satisfies readonly RouteDef[];
