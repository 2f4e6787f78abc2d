import * as z from 'zod/mini';
import { BEACON_HEALTH, SILENT_DAYS_RANGE } from '../visitor-app/beacon-health';
import { Id, optional, responseSchema, version } from './common';
import { acceptingRead, listPaging, pageOf } from './app-content';
import { BeaconMac, BeaconUniqueId } from './beacon-id';
import { dayParam, searchParam } from './form-fields';

/** Beacons and their scans (spec 2 sections 3, 4 and 7). */
export const BeaconCreateSchema = z.object({ uniqueId: BeaconUniqueId, mac: BeaconMac });
export type BeaconInput = z.output<typeof BeaconCreateSchema>;

/** Assign (one of the two ids) or unassign (both null): spec 2 section 4. */
export const BeaconAssignSchema = acceptingRead(z.object({ uniqueId: BeaconUniqueId, mac: BeaconMac, pointOfInterestId: optional(Id), groupId: optional(Id), version }));
export type BeaconAssign = z.output<typeof BeaconAssignSchema>;

const HEALTH_FILTER_MESSAGE = 'Send health=silent or health=low-battery.';
/** `health` lists the beacons needing attention of one kind (shared/visitor-app/beacon-health.ts). */
export const BeaconListQuery = z.object({ ...listPaging, uniqueId: searchParam, mac: searchParam, health: z.optional(z.enum(['silent', 'low-battery'], HEALTH_FILTER_MESSAGE)) });
export type BeaconListParams = z.output<typeof BeaconListQuery>;
export const ScanRangeQuery = z.object({ startDate: dayParam, endDate: dayParam });
export type ScanRange = z.output<typeof ScanRangeQuery>;

const idTitle = () => z.object({ id: z.string(), title: z.string() });
export const BeaconSchema = responseSchema(() =>
  z.object({
    id: z.string(),
    version: z.number(),
    uniqueId: z.string(),
    mac: z.nullable(z.string()),
    totalScans: z.number(),
    batteryLevel: z.nullable(z.number()),
    txPower: z.nullable(z.number()),
    lastSyncedTimestamp: z.nullable(z.number()),
    lastSyncedLocation: z.nullable(z.object({ latitude: z.number(), longitude: z.number() })),
    pointOfInterestGroup: z.nullable(idTitle()),
    poiList: z.array(idTitle()),
    pointOfInterestId: z.nullable(z.string()),
    groupId: z.nullable(z.string()),
    health: z.enum(BEACON_HEALTH),
  }),
);
export type BeaconDto = z.infer<typeof BeaconSchema>;
export const BeaconPageSchema = pageOf(() => BeaconSchema);

export const BeaconScanSchema = responseSchema(() =>
  z.object({ uniqueId: z.string(), beaconId: z.string(), count: z.number(), date: z.string(), pointOfInterestGroup: z.nullable(idTitle()), poiList: z.array(idTitle()) }),
);
export type BeaconScanDto = z.infer<typeof BeaconScanSchema>;

export const SILENT_DAYS_MESSAGE = `Silent after is a whole number of days, ${SILENT_DAYS_RANGE.min} to ${SILENT_DAYS_RANGE.max}.`;
export const LOW_BATTERY_MESSAGE = 'Low battery under is a whole percentage, 1 to 99.';
/** When the museum calls a beacon silent or its battery low. */
export const BeaconHealthSettingsSchema = z.object({
  silentDays: z.number(SILENT_DAYS_MESSAGE).check(z.int(SILENT_DAYS_MESSAGE), z.minimum(SILENT_DAYS_RANGE.min, SILENT_DAYS_MESSAGE), z.maximum(SILENT_DAYS_RANGE.max, SILENT_DAYS_MESSAGE)),
  lowBatteryPercent: z.number(LOW_BATTERY_MESSAGE).check(z.int(LOW_BATTERY_MESSAGE), z.minimum(1, LOW_BATTERY_MESSAGE), z.maximum(99, LOW_BATTERY_MESSAGE)),
});
export const BeaconHealthSettingsReply = responseSchema(() => BeaconHealthSettingsSchema);

const attentionBeacon = () => z.object({ id: z.string(), uniqueId: z.string(), batteryLevel: z.nullable(z.number()), lastSyncedTimestamp: z.nullable(z.number()) });
const attentionList = () => z.object({ total: z.number(), beacons: z.array(attentionBeacon()) });
/** The App CMS card of what needs attention: silent and low-battery beacons (the first few of each), silent gateways. */
export const BeaconAttentionSchema = responseSchema(() =>
  z.object({
    settings: BeaconHealthSettingsSchema,
    silent: attentionList(),
    lowBattery: attentionList(),
    silentGateways: z.array(z.object({ id: z.string(), name: z.string(), lastSeenAt: z.nullable(z.string()) })),
  }),
);
export type BeaconAttention = z.infer<typeof BeaconAttentionSchema>;
