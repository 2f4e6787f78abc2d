import type { RouteDef } from '../route-def';

/** The routes of the vocabularies function. */
export const VOCABULARIES_ROUTES: readonly RouteDef[] = [
  // Reference lists (spec 1 sections 2, 6, 7; spec 2 sections 2, 6, 7): setting read/write and
  // Item-Cataloging. The Settings tab's language routes belong to the languages function.
  { method: 'GET', path: '/specifications/{list}', resource: 'vocabularies', access: 'user', area: 'setting', level: 'read', feature: 'Item-Cataloging' },
  { method: 'POST', path: '/specifications/{list}', resource: 'vocabularies', access: 'user', area: 'setting', level: 'write', feature: 'Item-Cataloging' },
  { method: 'PUT', path: '/specifications/{list}/{id}', resource: 'vocabularies', access: 'user', area: 'setting', level: 'write', feature: 'Item-Cataloging' },
  { method: 'DELETE', path: '/specifications/{list}', resource: 'vocabularies', access: 'user', area: 'setting', level: 'write', feature: 'Item-Cataloging' },
];
