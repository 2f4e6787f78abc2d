import { type RouteDef, signedIn } from '../route-def';

/** The routes of the languages function. */
export const LANGUAGES_ROUTES: readonly RouteDef[] = [
  // App languages, under both paths the spec gives them (the Settings tab and /languages), all
  // served by the languages function. The Settings tab's literal routes win over
  // `/specifications/{list}`; everyone sees that tab. Any signed-in user reads the languages
  // (every multilingual form needs them); adding or removing one there is a list edit (setting
  // write), its app flags are App CMS settings (appcms write).
  { method: 'GET', path: '/specifications/languages/iso', resource: 'languages', ...signedIn },
  { method: 'GET', path: '/specifications/languages', resource: 'languages', ...signedIn },
  { method: 'POST', path: '/specifications/languages', resource: 'languages', access: 'user', area: 'setting', level: 'write' },
  { method: 'PUT', path: '/specifications/languages/{id}', resource: 'languages', access: 'user', area: 'appcms', level: 'write' },
  { method: 'DELETE', path: '/specifications/languages', resource: 'languages', access: 'user', area: 'setting', level: 'write' },
  { method: 'GET', path: '/languages', resource: 'languages', ...signedIn },
  { method: 'GET', path: '/languages/iso', resource: 'languages', ...signedIn },
  { method: 'POST', path: '/languages', resource: 'languages', access: 'user', area: 'appcms', level: 'write' },
  { method: 'PUT', path: '/languages', resource: 'languages', access: 'user', area: 'appcms', level: 'write' },
  { method: 'DELETE', path: '/languages', resource: 'languages', access: 'user', area: 'appcms', level: 'write' },
];
