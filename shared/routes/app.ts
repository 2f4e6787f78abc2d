import type { RouteDef } from '../route-def';
import { VISITOR_APP_ROOT } from '../visitor-app/constants';
import {
  AppBeaconListSchema,
  AppConfigSchema,
  AppGroupListSchema,
  AppLanguageQuery,
  AppNewsListSchema,
  AppPoiListQuery,
  AppPoiOneSchema,
  AppPoiPageSchema,
  BundleManifestSchema,
  BundleParams,
  BundleQuery,
  BundleSchema,
  PrivacyPolicySchema,
} from '../schemas/visitor-app';

/** The visitor app's routes: public and read-only, the museum from the host, under `/app/v1` (docs/visitor-app.md). */
const visitorApp = { resource: 'app', access: 'public', root: VISITOR_APP_ROOT } as const;

export const APP_ROUTES = [
  { method: 'GET', path: '/config', ...visitorApp, summary: "The app's settings and languages in one language, and the museum's content version.", query: AppLanguageQuery, response: AppConfigSchema },
  { method: 'GET', path: '/pois', ...visitorApp, summary: 'A page of published POIs in one language (default-language text where a field has none, named in fallback); groupId filters.', query: AppPoiListQuery, response: AppPoiPageSchema },
  { method: 'GET', path: '/pois/{id}', ...visitorApp, summary: 'One published POI in one language.', query: AppLanguageQuery, response: AppPoiOneSchema },
  { method: 'GET', path: '/pois/{id}/qr.svg', ...visitorApp, summary: "The QR code (SVG) of the POI's visitor page, https://<this host>/visit/poi/{id}; 404 where GET /pois/{id} is." },
  { method: 'GET', path: '/poi-groups', ...visitorApp, summary: 'The POI groups.', response: AppGroupListSchema },
  { method: 'GET', path: '/news', ...visitorApp, summary: 'Published news in one language, newest first.', query: AppLanguageQuery, response: AppNewsListSchema },
  { method: 'GET', path: '/beacons', ...visitorApp, summary: 'The beacon map: each assigned beacon to its POI (with the detection range) or its POI group.', response: AppBeaconListSchema },
  { method: 'GET', path: '/bundles/{language}', ...visitorApp, summary: 'Everything the app needs offline in one language; with since=<content version>, only what changed after it.', params: BundleParams, query: BundleQuery, response: BundleSchema },
  { method: 'GET', path: '/bundles/{language}/manifest', ...visitorApp, summary: "The files a language's bundle shows (images and audio), to download for offline use.", params: BundleParams, response: BundleManifestSchema },
  { method: 'GET', path: '/privacy-policy', ...visitorApp, summary: "The museum's details on its privacy policy page; 404 when the museum has none.", response: PrivacyPolicySchema },
] as const satisfies readonly RouteDef[];
