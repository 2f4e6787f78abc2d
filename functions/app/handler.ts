import { APP_ROUTES } from '../../shared/routes/app';
import { publicHttpHandler } from '../lib/route-server';
import { appConfig } from './views';
import { answer, beaconList, bundle, groupList, manifest, newsList, onePoi, poiPage, poiQrCode, privacyPolicy } from './service';

/** The visitor app's API (`/app/v1`): public, read-only, cacheable (docs/visitor-app.md). */
export const handler = publicHttpHandler(APP_ROUTES, {
  'GET /config': ({ ctx, headers, query }) =>
    answer({ ctx, headers, route: 'config', inputs: query, language: query.language }, (s, v) => appConfig(s, v)),
  'GET /pois': ({ ctx, headers, query }) => answer({ ctx, headers, route: 'pois', inputs: query, language: query.language }, (s, v) => poiPage(s, v, query)),
  'GET /pois/{id}': ({ ctx, headers, params, query }) =>
    answer({ ctx, headers, route: 'poi', inputs: [params.id, query], language: query.language }, (s, v) => onePoi(s, v, params.id)),
  'GET /pois/{id}/qr.svg': ({ ctx, headers, params }) => poiQrCode({ ctx, headers, route: 'poi-qr', inputs: params.id }, params.id),
  'GET /poi-groups': ({ ctx, headers }) => answer({ ctx, headers, route: 'poi-groups', inputs: null }, (s) => groupList(s)),
  'GET /news': ({ ctx, headers, query }) => answer({ ctx, headers, route: 'news', inputs: query, language: query.language }, (s, v) => newsList(s, v)),
  'GET /beacons': ({ ctx, headers }) => answer({ ctx, headers, route: 'beacons', inputs: null }, (s) => beaconList(s)),
  'GET /bundles/{language}': ({ ctx, headers, params, query }) =>
    answer({ ctx, headers, route: 'bundle', inputs: [params.language, query.since ?? null], language: params.language }, (s, v) => bundle(s, v, query.since)),
  'GET /bundles/{language}/manifest': ({ ctx, headers, params }) =>
    answer({ ctx, headers, route: 'manifest', inputs: params.language, language: params.language }, (s, v) => manifest(s, v)),
  'GET /privacy-policy': ({ ctx, headers }) => answer({ ctx, headers, route: 'privacy-policy', inputs: null }, (s) => privacyPolicy(s)),
});
