import * as z from 'zod/mini';
import { INGEST_MAX_SCANS } from '../visitor-app/constants';
import { nameText, responseSchema } from './common';
import { BeaconMac, BeaconUniqueId } from './beacon-id';

/**
 * Beacon gateways (Beacons -> Gateways in the console) and the scans they post to
 * `POST /ingest/scans` (docs/beacon-ingest.md).
 */
export const GATEWAY_NAME_MESSAGE = 'Name is required.';
export const GatewayCreateSchema = z.object({ name: nameText(GATEWAY_NAME_MESSAGE, 100) });

export const GatewaySchema = responseSchema(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    createdAt: z.string(),
    /** When it last posted a batch (to the minute); null before its first. */
    lastSeenAt: z.nullable(z.string()),
    revokedAt: z.nullable(z.string()),
    /** The key's last characters, to tell keys apart. */
    keyHint: z.string(),
    /** Nothing posted for a day (since its registration when it never posted); never for a revoked one. */
    silent: z.boolean(),
  }),
);
export type GatewayDto = z.output<typeof GatewaySchema>;
export const GatewayListSchema = responseSchema(() => z.array(GatewaySchema));
/** The gateway and its key, shown this once. */
export const GatewayKeySchema = responseSchema(() => z.object({ gateway: GatewaySchema, key: z.string() }));

/** One scan as a gateway reports it. `time` is unix seconds or an ISO 8601 time with its offset. */
export const ScanSchema = z.object({
  uniqueId: BeaconUniqueId,
  mac: BeaconMac,
  time: z.union([
    z.number('time is unix seconds or an ISO 8601 time.').check(z.int('time is whole unix seconds.'), z.positive('time is unix seconds or an ISO 8601 time.')),
    z.iso.datetime({ offset: true, error: 'time is unix seconds or an ISO 8601 time with its offset.' }),
  ]),
  rssi: z.number('rssi is the received signal strength in dBm.').check(z.int('rssi is a whole number of dBm.'), z.minimum(-150, 'rssi is from -150 to 0 dBm.'), z.maximum(0, 'rssi is from -150 to 0 dBm.')),
  battery: z.optional(z.number().check(z.minimum(0, 'battery is a percentage, 0 to 100.'), z.maximum(100, 'battery is a percentage, 0 to 100.'))),
  txPower: z.optional(z.number().check(z.int('txPower is a whole number of dBm.'), z.minimum(-100, 'txPower is from -100 to 20 dBm.'), z.maximum(20, 'txPower is from -100 to 20 dBm.'))),
  location: z.optional(
    z.object({
      latitude: z.number('latitude is from -90 to 90.').check(z.minimum(-90, 'latitude is from -90 to 90.'), z.maximum(90, 'latitude is from -90 to 90.')),
      longitude: z.number('longitude is from -180 to 180.').check(z.minimum(-180, 'longitude is from -180 to 180.'), z.maximum(180, 'longitude is from -180 to 180.')),
    }),
  ),
});
export type ScanInput = z.output<typeof ScanSchema>;

const BATCH_ID_MESSAGE = 'batchId is required: letters, digits and _ - . : (at most 100).';
/** The batch: its id (the same id again changes nothing) and its scans, each checked on its own. */
export const ScanBatchSchema = z.object({
  batchId: z.string({ error: BATCH_ID_MESSAGE }).check(z.minLength(1, BATCH_ID_MESSAGE), z.maxLength(100, BATCH_ID_MESSAGE), z.regex(/^[\w.:-]+$/u, BATCH_ID_MESSAGE)),
  scans: z
    .array(z.unknown(), { error: 'scans is a list of scans.' })
    .check(z.minLength(1, 'A batch has at least one scan.'), z.maxLength(INGEST_MAX_SCANS, `A batch has at most ${INGEST_MAX_SCANS} scans.`)),
});

export const IngestReplySchema = responseSchema(() =>
  z.object({
    batchId: z.string(),
    /** The scans counted (all of them again for a replay, which counts nothing twice). */
    accepted: z.number(),
    /** This batch id was already counted: nothing changed. */
    duplicate: z.boolean(),
    rejected: z.array(z.object({ index: z.number(), uniqueId: z.nullable(z.string()), reasons: z.array(z.string()) })),
    /** Beacons seen for the first time, registered unassigned for staff to assign. */
    registered: z.array(z.string()),
    /** Distinct (beacon, day) pairs of the batch, and the DynamoDB writes that stored it. */
    days: z.number(),
    writes: z.number(),
  }),
);
export type IngestReply = z.output<typeof IngestReplySchema>;
