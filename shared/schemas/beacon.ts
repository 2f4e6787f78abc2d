import * as z from 'zod/mini';
import { APP_MESSAGES } from '../app-content/constants';
import { Id, optional, responseSchema, version } from './common';
import { acceptingRead, listPaging, pageOf } from './app-content';
import { dayParam, searchParam } from './form-fields';

/** Beacons and their scans (spec 2 sections 3, 4 and 7). */
export const BeaconUniqueId = z.string({ error: APP_MESSAGES.uniqueIdRequired }).check(
  z.trim(),
  z.minLength(1, APP_MESSAGES.uniqueIdRequired),
  z.maxLength(100, 'A Unique ID has at most 100 characters.'),
  z.regex(/^[\w.:-]+$/u, 'A Unique ID has only letters, digits and _ - . :'),
);
const MAC_MESSAGE = 'A MAC address is six pairs of hex digits, such as AA:BB:CC:DD:EE:FF.';
export const BeaconMac = optional(
  z.pipe(
    z.string().check(z.trim(), z.maxLength(17, MAC_MESSAGE)),
    z.transform((v) => v.toUpperCase().replaceAll('-', ':') || undefined),
  ),
).check(z.refine((v) => v === undefined || /^([0-9A-F]{2}:){5}[0-9A-F]{2}$/u.test(v), MAC_MESSAGE));

export const BeaconCreateSchema = z.object({ uniqueId: BeaconUniqueId, mac: BeaconMac });
export type BeaconInput = z.output<typeof BeaconCreateSchema>;

/** Assign (one of the two ids) or unassign (both null): spec 2 section 4. */
export const BeaconAssignSchema = acceptingRead(z.object({ uniqueId: BeaconUniqueId, mac: BeaconMac, pointOfInterestId: optional(Id), groupId: optional(Id), version }));
export type BeaconAssign = z.output<typeof BeaconAssignSchema>;

export const BeaconListQuery = z.object({ ...listPaging, uniqueId: searchParam, mac: searchParam });
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
  }),
);
export type BeaconDto = z.infer<typeof BeaconSchema>;
export const BeaconPageSchema = pageOf(() => BeaconSchema);

export const BeaconScanSchema = responseSchema(() =>
  z.object({ uniqueId: z.string(), beaconId: z.string(), count: z.number(), date: z.string(), pointOfInterestGroup: z.nullable(idTitle()), poiList: z.array(idTitle()) }),
);
export type BeaconScanDto = z.infer<typeof BeaconScanSchema>;
