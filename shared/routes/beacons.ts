import * as z from 'zod/mini';
import { appCmsRead, appCmsWrite, type RouteDef } from '../route-def';
import { CsvExportQuery } from '../schemas/app-content';
import { BeaconAssignSchema, BeaconAttentionSchema, BeaconHealthSettingsReply, BeaconHealthSettingsSchema, BeaconCreateSchema, BeaconListQuery, BeaconPageSchema, BeaconScanSchema, BeaconSchema, ScanRangeQuery } from '../schemas/beacon';

/** The beacons function (spec 2 section 7), under `/api` (`/beacons` bare is the console's screen). */
export const BEACONS_ROUTES = [
  { method: 'GET', path: '/beacons', resource: 'beacons', ...appCmsRead, summary: 'A page of beacons by unique id, with text filters on uniqueId and mac, and health=silent|low-battery for the ones needing attention.', query: BeaconListQuery, response: BeaconPageSchema },
  { method: 'GET', path: '/beacons/attention', resource: 'beacons', ...appCmsRead, summary: 'The silent and low-battery beacons (counts and the first few) and the silent gateways.', response: BeaconAttentionSchema },
  { method: 'GET', path: '/beacons/health-settings', resource: 'beacons', ...appCmsRead, summary: 'After how many days a beacon is silent and under which battery percentage it is low.', response: BeaconHealthSettingsReply },
  { method: 'PUT', path: '/beacons/health-settings', resource: 'beacons', ...appCmsWrite, summary: 'Change when a beacon is silent or its battery low.', body: BeaconHealthSettingsSchema, response: BeaconHealthSettingsReply, maxBodyBytes: 1024 },
  { method: 'GET', path: '/beacons/export', resource: 'beacons', ...appCmsRead, summary: 'The selected beacons (idList) or all (all=true) as CSV (UTF-8 with BOM).', query: CsvExportQuery },
  { method: 'GET', path: '/beacons/scans', resource: 'beacons', ...appCmsRead, summary: "Scan counts per beacon and day (the museum's days) from startDate to endDate (default today).", query: ScanRangeQuery, response: z.array(BeaconScanSchema) },
  { method: 'GET', path: '/beacons/scans/export', resource: 'beacons', ...appCmsRead, summary: 'The scan counts of a date range as CSV (UTF-8 with BOM).', query: ScanRangeQuery },
  { method: 'GET', path: '/beacons/{id}', resource: 'beacons', ...appCmsRead, summary: 'One beacon.', response: BeaconSchema },
  { method: 'GET', path: '/beacons/{id}/complete', resource: 'beacons', ...appCmsRead, summary: 'One beacon, with its assignment spelled out.', response: BeaconSchema },
  { method: 'POST', path: '/beacons', resource: 'beacons', ...appCmsWrite, summary: 'Register a beacon (unassigned).', body: BeaconCreateSchema, response: BeaconSchema },
  { method: 'PUT', path: '/beacons/{id}', resource: 'beacons', ...appCmsWrite, summary: 'Assign a beacon to a POI or a POI group (never both), or unassign it (both null); version in the body.', body: BeaconAssignSchema, response: BeaconSchema },
] as const satisfies readonly RouteDef[];
