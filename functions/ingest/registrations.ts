import { GATEWAY_NEW_BEACONS_PER_DAY, INGEST_COUNT_RESERVE_MS } from '../../shared/visitor-app/constants';
import { conditionFailed } from '../lib/condition-failed';
import type { RequestContext } from '../lib/context';
import { timeLeftMs } from '../lib/dynamodb/client';
import { GatewayRegistrationsEntity } from '../lib/entities/gateway-registrations';
import { UniqueValueEntity } from '../lib/entities/unique-value';
import { BEACON_UNIQUE_KIND } from '../lib/entities/beacon';
import { ConflictError } from '../lib/errors';
import { logger } from '../lib/logger';

/** The reasons a beacon seen for the first time was not registered: each of its scans is refused with it. */
export const NOT_REGISTERED = {
  cap: `uniqueId: this gateway has registered its ${GATEWAY_NEW_BEACONS_PER_DAY} new beacons of today: add the beacon in Beacons, or post its scans tomorrow.`,
  time: 'uniqueId: there was no time left in this call to register the beacon: post its scans again.',
} as const;

type Allowance = { tenant: string; gatewayId: string; day: string };

/** The counter is kept a day past its own. */
const KEPT_SECONDS = 2 * 86_400;

/**
 * Takes up to `wanted` of the gateway's registrations of the day and says how many it got. The
 * write is conditional on staying within the allowance, so batches at once never pass it together.
 */
async function take(allowance: Allowance, wanted: number): Promise<number> {
  let asking = Math.min(wanted, GATEWAY_NEW_BEACONS_PER_DAY);
  const expiresAt = Math.floor(Date.now() / 1000) + KEPT_SECONDS;
  for (;;) {
    try {
      await GatewayRegistrationsEntity.update(allowance)
        .add({ count: asking })
        .set({ expiresAt })
        .where(({ count }, { notExists, lte }) => `${notExists(count)} OR ${lte(count, GATEWAY_NEW_BEACONS_PER_DAY - asking)}`)
        .go();
      return asking;
    } catch (error) {
      if (!conditionFailed(error)) throw error;
    }
    const { data } = await GatewayRegistrationsEntity.get(allowance).go({ consistent: true });
    asking = Math.min(asking, GATEWAY_NEW_BEACONS_PER_DAY - (data?.count ?? 0));
    if (asking <= 0) return 0;
  }
}

/** Gives back what was taken and not used (a beacon another batch registered meanwhile, time ran out). */
async function giveBack(allowance: Allowance, unused: number): Promise<void> {
  if (unused <= 0) return;
  await GatewayRegistrationsEntity.update(allowance)
    .add({ count: -unused })
    .go()
    .catch((error: unknown) => logger.warn('unused registrations not given back', { error: error as Error, ...allowance, unused }));
}

/**
 * The beacons' ids by unique id (lower-cased). Beacons never seen are registered, unassigned, in
 * the order the batch names them: at most the gateway's allowance of the day, and only while the
 * call has time to count and answer. The others are in `unregistered`, with the reason.
 */
export async function beaconIds(registrar: RequestContext, gatewayId: string, day: string, uniqueIds: string[], macs: Map<string, string | undefined>) {
  const tenant = registrar.tenant;
  const { data } = await UniqueValueEntity.get(uniqueIds.map((value) => ({ tenant, kind: BEACON_UNIQUE_KIND, value }))).go({ consistent: true, concurrency: 4 });
  const ids = new Map(data.map((u) => [u.value.toLowerCase(), u.ownerId]));
  const unknown = [...new Map(uniqueIds.filter((u) => !ids.has(u.toLowerCase())).map((u) => [u.toLowerCase(), u])).values()];
  const registered: string[] = [];
  const unregistered = new Map<string, string>();
  if (!unknown.length) return { ids, registered, unregistered };

  const allowance = { tenant, gatewayId, day };
  const allowed = await take(allowance, unknown.length);
  try {
    for (const [i, uniqueId] of unknown.entries()) {
      if (i >= allowed) unregistered.set(uniqueId.toLowerCase(), NOT_REGISTERED.cap);
      else if (timeLeftMs() < INGEST_COUNT_RESERVE_MS) unregistered.set(uniqueId.toLowerCase(), NOT_REGISTERED.time);
      else {
        const { id, created } = await register(registrar, uniqueId, macs.get(uniqueId));
        ids.set(uniqueId.toLowerCase(), id);
        if (created) registered.push(uniqueId);
      }
    }
  } finally {
    await giveBack(allowance, allowed - registered.length);
  }
  return { ids, registered, unregistered };
}

/** The new beacon's id, or that of the one another batch registered at the same moment. */
async function register(registrar: RequestContext, uniqueId: string, mac: string | undefined): Promise<{ id: string; created: boolean }> {
  try {
    // The beacons' saves (search documents, change log, POIs) load with the first beacon never seen, not with every batch.
    const { createBeacon } = await import('../visitor-app/beacon-saves');
    return { id: (await createBeacon(registrar, { uniqueId, mac })).id, created: true };
  } catch (error) {
    if (!(error instanceof ConflictError)) throw error;
    const { data: taken } = await UniqueValueEntity.get({ tenant: registrar.tenant, kind: BEACON_UNIQUE_KIND, value: uniqueId }).go({ consistent: true });
    if (!taken) throw error;
    return { id: taken.ownerId, created: false };
  }
}
