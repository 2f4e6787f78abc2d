import type { RouteDef } from '../route-def';

/** The routes of the dropdowns function. */
export const DROPDOWNS_ROUTES: readonly RouteDef[] = [
  // Dropdowns (spec 2 sections 3 and 7): setting read/write, no module.
  { method: 'GET', path: '/dropdowns', resource: 'dropdowns', access: 'user', area: 'setting', level: 'read' },
  { method: 'GET', path: '/dropdowns/types', resource: 'dropdowns', access: 'user', area: 'setting', level: 'read' },
  { method: 'POST', path: '/dropdowns', resource: 'dropdowns', access: 'user', area: 'setting', level: 'write' },
  { method: 'PUT', path: '/dropdowns/{id}', resource: 'dropdowns', access: 'user', area: 'setting', level: 'write' },
  { method: 'DELETE', path: '/dropdowns', resource: 'dropdowns', access: 'user', area: 'setting', level: 'write' },
];
