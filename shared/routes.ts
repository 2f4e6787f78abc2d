import { match, serve, type RouteDef, type ServedRoute } from './route-def';
import { APP_ROUTES } from './routes/app';
import { APP_SETTINGS_ROUTES } from './routes/app-settings';
import { BEACONS_ROUTES } from './routes/beacons';
import { DASHBOARD_ROUTES } from './routes/dashboard';
import { GATEWAYS_ROUTES } from './routes/gateways';
import { IMPORTS_ROUTES } from './routes/imports';
import { BATCH_EDITS_ROUTES } from './routes/batch-edits';
import { INGEST_ROUTES } from './routes/ingest';
import { NEWS_ROUTES } from './routes/news';
import { POI_GROUPS_ROUTES } from './routes/poi-groups';
import { POIS_ROUTES } from './routes/pois';
import { DROPDOWNS_ROUTES } from './routes/dropdowns';
import { EXPORTS_ROUTES } from './routes/exports';
import { HISTORY_ROUTES } from './routes/history';
import { RESTORE_ROUTES } from './routes/restore';
import { LANGUAGES_ROUTES } from './routes/languages';
import { MUSEUM_ROUTES } from './routes/museum';
import { NOTIFICATIONS_ROUTES } from './routes/notifications';
import { OBJECTS_ROUTES } from './routes/objects';
import { OBJECT_SETS_ROUTES } from './routes/object-sets';
import { PROFILE_ROUTES } from './routes/profile';
import { SAVED_SEARCHES_ROUTES } from './routes/saved-searches';
import { CONDITIONS_ROUTES } from './routes/conditions';
import { CURATORIAL_FORMS_ROUTES } from './routes/curatorial-forms';
import { INSURANCES_ROUTES } from './routes/insurances';
import { MOVEMENTS_ROUTES } from './routes/movements';
import { TECHNICAL_FORMS_ROUTES } from './routes/technical-forms';
import { TREATMENTS_ROUTES } from './routes/treatments';
import { SESSION_ROUTES } from './routes/session';
import { USER_GROUPS_ROUTES } from './routes/user-groups';
import { USERS_ROUTES } from './routes/users';
import { VOCABULARIES_ROUTES } from './routes/vocabularies';

export * from './route-def';

/**
 * The route table: every HTTP route of the API, once, gathered from one file per function in
 * `routes/` (a function bundles only its own). API Gateway, the local gateway, the permission
 * middleware and the tests all read it.
 */
export const ROUTES: readonly RouteDef[] = [
  ...SESSION_ROUTES,
  ...PROFILE_ROUTES,
  ...USERS_ROUTES,
  ...USER_GROUPS_ROUTES,
  ...HISTORY_ROUTES,
  ...RESTORE_ROUTES,
  ...VOCABULARIES_ROUTES,
  ...DROPDOWNS_ROUTES,
  ...LANGUAGES_ROUTES,
  ...MUSEUM_ROUTES,
  ...OBJECTS_ROUTES,
  ...OBJECT_SETS_ROUTES,
  ...NOTIFICATIONS_ROUTES,
  ...SAVED_SEARCHES_ROUTES,
  ...EXPORTS_ROUTES,
  ...IMPORTS_ROUTES,
  ...BATCH_EDITS_ROUTES,
  ...CONDITIONS_ROUTES,
  ...TREATMENTS_ROUTES,
  ...CURATORIAL_FORMS_ROUTES,
  ...TECHNICAL_FORMS_ROUTES,
  ...MOVEMENTS_ROUTES,
  ...INSURANCES_ROUTES,
  ...DASHBOARD_ROUTES,
  ...POIS_ROUTES,
  ...POI_GROUPS_ROUTES,
  ...NEWS_ROUTES,
  ...APP_SETTINGS_ROUTES,
  ...BEACONS_ROUTES,
  ...GATEWAYS_ROUTES,
  ...APP_ROUTES,
  ...INGEST_ROUTES,
];

export function servedRoutes(routes: readonly RouteDef[] = ROUTES): ServedRoute[] {
  return serve(routes);
}

export function resources(routes: readonly RouteDef[] = ROUTES): string[] {
  return [...new Set(routes.map((r) => r.resource))].sort();
}

/**
 * Finds the route for a method and concrete path. Literal segments win over parameters, as in
 * API Gateway (`/users/me` before `/users/{id}`).
 */
export function findRoute(method: string, path: string, routes: readonly ServedRoute[] = servedRoutes()) {
  return match(method, path, routes);
}
