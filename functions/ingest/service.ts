import { createHash } from 'node:crypto';
import { createWriteTransaction } from 'electrodb/src/transaction.js';
import { BATCH_ID_KEPT_DAYS, SCAN_CLOCK_SKEW_SECONDS, SCAN_MAX_AGE_DAYS } from '../../shared/visitor-app/constants';
import { ScanSchema, type IngestReply, type ScanInput } from '../../shared/schemas/gateway';
import { bearerToken } from '../lib/request-headers';
import { conditionFailed } from '../lib/condition-failed';
import type { PublicContext, RequestContext } from '../lib/context';
import { BeaconEntity } from '../lib/entities/beacon';
import { BeaconScanDayEntity } from '../lib/entities/beacon-scan-day';
import { GatewayEntity, type GatewayItem } from '../lib/entities/gateway';
import { IngestBatchEntity } from '../lib/entities/ingest-batch';
import { ConflictError, HttpError, NotFoundError, UnauthorizedError } from '../lib/errors';
import { logger } from '../lib/logger';
import { matchesHash } from '../lib/secret-keys';
import { localDay } from '../lib/time-zone';
import type { Committed } from '../lib/transaction-types';
import { beaconIds } from './registrations';

/**
 * A beacon gateway's batch of scans (docs/beacon-ingest.md):
 *  - each scan is checked on its own; a bad one is refused with its reasons, the good ones count;
 *  - the good ones are summed per (beacon, day in the museum's zone) and per beacon, and stored
 *    in transactions of at most 100 writes: a marker of the batch part (on the condition that it is
 *    new), the day counters and the beacons' totals. A batch posted again finds its markers and
 *    counts nothing; two copies at once cannot both pass the marker's condition;
 *  - each beacon's readings follow its latest scan by the scan's own time (set in the same write,
 *    on the condition that the beacon holds no newer one), so batches that arrive out of order
 *    leave the latest state;
 *  - a beacon never seen is registered, unassigned, for staff to assign: at most the gateway's
 *    allowance of the day, and only while the call has time left to count (registrations.ts);
 *    the scans of the others are refused one by one.
 */
/** DynamoDB's limit on a transaction's writes. */
const TRANSACTION_MAX = 100;
/** Concurrent batches touching the same beacons collide (TransactionConflict): tried again this often. */
const BUSY_TRIES = 12;
/** A gateway's last-seen time is written at most this often. */
const LAST_SEEN_EVERY_MS = 60_000;

/** A scan that passed its checks: its time in unix seconds, its place in the batch. */
type Scan = ScanInput & { seconds: number; index: number };
type Rejected = IngestReply['rejected'][number];
export type BeaconTally = { id: string; uniqueId: string; days: Map<string, number>; total: number; latest: Scan };

/** The gateway the key names, if the key is its current one and it is not revoked. */
async function gatewayOf(tenant: string, headers: Record<string, string | undefined>): Promise<GatewayItem> {
  const key = bearerToken(headers);
  if (!key) throw new UnauthorizedError("Send the gateway's key: Authorization: Bearer <key>.");
  const id = /^([\w-]{1,100})\./u.exec(key)?.[1];
  const { data } = id ? await GatewayEntity.get({ tenant, id }).go({ consistent: true }) : { data: null };
  if (!data || !matchesHash(key, data.keyHash)) throw new UnauthorizedError('The gateway key is not valid for this museum.');
  if (data.revokedAt) throw new UnauthorizedError('This gateway was revoked: register a new one in Beacons -> Gateways.');
  return data;
}

function reasonsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]): string[] {
  return issues.map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message));
}

/**
 * Each scan checked on its own: the good ones with their time in unix seconds, the bad with
 * reasons. A time outside the window (SCAN_MAX_AGE_DAYS back, the clock skew ahead) is a gateway
 * whose clock is wrong, or a batch replayed after its id was forgotten: refused, not counted.
 */
export function checkScans(raw: readonly unknown[], nowSeconds: number): { good: Scan[]; rejected: Rejected[] } {
  const good: Scan[] = [];
  const rejected: Rejected[] = [];
  raw.forEach((value, index) => {
    const parsed = ScanSchema.safeParse(value);
    const uniqueId = value && typeof value === 'object' && typeof (value as { uniqueId?: unknown }).uniqueId === 'string' ? (value as { uniqueId: string }).uniqueId.slice(0, 100) : null;
    if (!parsed.success) return void rejected.push({ index, uniqueId, reasons: reasonsOf(parsed.error.issues) });
    const seconds = typeof parsed.data.time === 'number' ? parsed.data.time : Math.floor(Date.parse(parsed.data.time) / 1000);
    if (seconds > nowSeconds + SCAN_CLOCK_SKEW_SECONDS) return void rejected.push({ index, uniqueId, reasons: ['time: the scan is in the future (check the gateway clock).'] });
    if (seconds < nowSeconds - SCAN_MAX_AGE_DAYS * 86_400) {
      return void rejected.push({ index, uniqueId, reasons: [`time: the scan is older than ${SCAN_MAX_AGE_DAYS} days (check the gateway clock, or drop scans that old).`] });
    }
    good.push({ ...parsed.data, seconds, index });
  });
  return { good, rejected };
}

function tally(scans: Scan[], ids: Map<string, string>, timeZone: string): BeaconTally[] {
  const byBeacon = new Map<string, BeaconTally>();
  for (const scan of scans) {
    const id = ids.get(scan.uniqueId.toLowerCase())!;
    let t = byBeacon.get(id);
    if (!t) byBeacon.set(id, (t = { id, uniqueId: scan.uniqueId, days: new Map(), total: 0, latest: scan }));
    const day = localDay(scan.seconds * 1000, timeZone);
    t.days.set(day, (t.days.get(day) ?? 0) + 1);
    t.total++;
    // The latest by the scan's own time; of two at the same second, the later in the batch.
    if (scan.seconds >= t.latest.seconds) t.latest = scan;
  }
  return [...byBeacon.values()].sort((a, b) => (a.id < b.id ? -1 : 1));
}

/**
 * The batch's writes in parts of at most 100 (a marker, then each beacon's days and total, a
 * beacon never split), the same parts for the same scans: a replay finds each part's marker.
 */
export function partsOf(tallies: BeaconTally[]): BeaconTally[][] {
  const parts: BeaconTally[][] = [[]];
  let size = 1;
  for (const t of tallies) {
    const writes = t.days.size + 1;
    if (size + writes > TRANSACTION_MAX && parts[parts.length - 1].length) {
      parts.push([]);
      size = 1;
    }
    parts[parts.length - 1].push(t);
    size += writes;
  }
  return parts;
}

const ENTITIES = { ingestBatch: IngestBatchEntity, beaconScanDay: BeaconScanDayEntity, beacon: BeaconEntity };

const latestOf = (t: BeaconTally) => ({
  lastSyncedTimestamp: t.latest.seconds,
  // The health indexes' keys (entities/beacon.ts): when it was last heard, and (watched) its battery.
  heardAt: t.latest.seconds,
  ...(t.latest.battery !== undefined ? { batteryLevel: t.latest.battery } : {}),
  ...(t.latest.txPower !== undefined ? { txPower: t.latest.txPower } : {}),
  ...(t.latest.location ? { lastSyncedLocation: t.latest.location } : {}),
});

/**
 * Counts one part unless its marker is there already; false when it was (a replay). Each beacon's
 * write adds its scans to the total and, on the condition that its latest scan is newer than the
 * one the beacon holds, sets the readings: the usual in-order batch is one transaction. When a
 * beacon already holds a newer scan (a late batch), the condition cancels the transaction and the
 * part is written again without that beacon's readings.
 */
async function countPart(tenant: string, gatewayId: string, batchId: string, part: number, hash: string, tallies: BeaconTally[]): Promise<boolean> {
  const receivedAt = new Date().toISOString();
  const expiresAt = Math.floor(Date.now() / 1000) + BATCH_ID_KEPT_DAYS * 86_400;
  const olderThanHeld = new Set<string>();
  for (let attempt = 1; ; attempt++) {
    const beaconAt = new Map<number, BeaconTally>();
    const result = await createWriteTransaction(ENTITIES, (e) => {
      const writes: Committed[] = [e.ingestBatch.create({ tenant, gatewayId, batchId, part, hash, receivedAt, expiresAt }).commit()];
      for (const t of tallies) {
        for (const [date, count] of t.days) writes.push(e.beaconScanDay.update({ tenant, date, beaconId: t.id }).set({ uniqueId: t.uniqueId }).add({ count }).commit());
        const total = e.beacon.patch({ tenant, id: t.id }).add({ totalScans: t.total });
        beaconAt.set(writes.length, t);
        writes.push(
          olderThanHeld.has(t.id)
            ? total.commit()
            : total
                .set(latestOf(t))
                .where(({ lastSyncedTimestamp }, { notExists, lt }) => `(${notExists(lastSyncedTimestamp)} OR ${lt(lastSyncedTimestamp, t.latest.seconds)})`)
                .commit(),
        );
      }
      return writes;
    }).go();
    if (!result.canceled) return true;
    const codes = (result.data as ReadonlyArray<{ code?: string }>).map((d) => d.code);
    if (codes[0] === 'ConditionalCheckFailed') {
      const { data } = await IngestBatchEntity.get({ tenant, gatewayId, batchId, part }).go({ consistent: true });
      if (data && data.hash !== hash) throw new ConflictError(`Batch ${batchId} was already posted with other scans: give each batch its own id.`);
      return false;
    }
    const refused = codes.flatMap((code, i) => (code === 'ConditionalCheckFailed' ? [beaconAt.get(i)] : []));
    if (refused.length) {
      // Already without its readings and still refused: the beacon is gone (deleted meanwhile).
      if (refused.some((t) => !t || olderThanHeld.has(t.id))) throw new ConflictError('A beacon of the batch was deleted while it was counted: post the batch again.');
      for (const t of refused) olderThanHeld.add(t!.id);
      continue;
    }
    if (attempt >= BUSY_TRIES) throw new ConflictError('The beacons are busy with other batches: post the batch again.');
    await new Promise((r) => setTimeout(r, Math.min(400, 5 * 2 ** attempt) * (0.5 + Math.random())));
  }
}

/** The gateway's last-seen time, at most once a minute (one conditional write). */
async function markSeen(tenant: string, gateway: GatewayItem, now: number): Promise<number> {
  if (gateway.lastSeenAt && Date.parse(gateway.lastSeenAt) > now - LAST_SEEN_EVERY_MS) return 0;
  const before = new Date(now - LAST_SEEN_EVERY_MS).toISOString();
  await GatewayEntity.patch({ tenant, id: gateway.id })
    .set({ lastSeenAt: new Date(now).toISOString() })
    .where(({ lastSeenAt }, { notExists, lt }) => `${notExists(lastSeenAt)} OR ${lt(lastSeenAt, before)}`)
    .go()
    .catch((error: unknown) => {
      if (!conditionFailed(error)) throw error;
    });
  return 1;
}

/** A batch with nothing to count is refused whole (nothing is stored), with every scan's reasons. */
function nothingCountable(rejected: Rejected[]): HttpError {
  return new HttpError(400, 'ValidationException', 'No scan of the batch could be counted: see rejected for the reasons.', { rejected });
}

export async function ingestScans(ctx: PublicContext, headers: Record<string, string | undefined>, body: { batchId: string; scans: unknown[] }): Promise<IngestReply> {
  if (!ctx.tenant || !ctx.registry) throw new NotFoundError('There is no museum at this address.');
  const tenant = ctx.tenant;
  const gateway = await gatewayOf(tenant, headers);
  const now = Date.now();
  const { good, rejected } = checkScans(body.scans, Math.floor(now / 1000));
  if (!good.length) throw nothingCountable(rejected);
  const registrar: RequestContext = {
    tenant,
    registry: ctx.registry,
    // The change log names the gateway as the one who registered a beacon.
    user: { id: `gateway:${gateway.id}`, username: `Gateway ${gateway.name}`, groupId: '', permissions: {}, enabledFeatures: [] },
    grant: { permissions: {}, enabledFeatures: [] },
    logIdentifier: ctx.logIdentifier,
  };
  const uniqueIds = [...new Set(good.map((s) => s.uniqueId))];
  const macs = new Map(good.map((s) => [s.uniqueId, s.mac]));
  const today = localDay(now, ctx.registry.timeZone);
  const { ids, registered, unregistered } = await beaconIds(registrar, gateway.id, today, uniqueIds, macs);
  const countable = good.filter((s) => !unregistered.has(s.uniqueId.toLowerCase()));
  for (const s of good) {
    const reason = unregistered.get(s.uniqueId.toLowerCase());
    if (reason) rejected.push({ index: s.index, uniqueId: s.uniqueId, reasons: [reason] });
  }
  rejected.sort((a, b) => a.index - b.index);
  if (!countable.length) throw nothingCountable(rejected);
  const tallies = tally(countable, ids, ctx.registry.timeZone);
  const hash = createHash('sha256').update(JSON.stringify(countable.map((s) => [s.uniqueId, s.seconds, s.rssi, s.battery, s.txPower, s.location]))).digest('base64url');
  const parts = partsOf(tallies);
  const counted = await Promise.all(parts.map((p, i) => countPart(tenant, gateway.id, body.batchId, i, hash, p)));
  const days = tallies.reduce((n, t) => n + t.days.size, 0);
  const duplicate = counted.every((c) => !c);
  const writes = counted.reduce((n, c, i) => n + (c ? 1 + parts[i].reduce((m, t) => m + t.days.size + 1, 0) : 0), 0) + (await markSeen(tenant, gateway, now));
  logger.debug('scans ingested', { gateway: gateway.id, batchId: body.batchId, accepted: countable.length, rejected: rejected.length, days, writes, duplicate });
  return { batchId: body.batchId, accepted: countable.length, duplicate, rejected, registered, days, writes };
}
