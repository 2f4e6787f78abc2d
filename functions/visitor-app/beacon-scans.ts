import { conditionFailed } from '../lib/condition-failed';
import { BeaconEntity } from '../lib/entities/beacon';
import { BeaconScanDayEntity } from '../lib/entities/beacon-scan-day';

/** The latest scan a batch saw of a beacon: its own time (unix seconds) and readings. */
export type LatestScan = { timestamp: number; batteryLevel?: number; txPower?: number; location?: { latitude: number; longitude: number } };

/**
 * Adds a beacon's scans of one day (the museum's) to its day counter and its total, and moves its
 * last-synced readings forward when `latest` is newer than what it holds (never back: scans may
 * arrive out of order). Used by the local seed and the tests; the gateways' batches go through
 * functions/ingest, which does the same in one transaction per batch part (docs/beacon-ingest.md).
 */
export async function addScans(tenant: string, beacon: { id: string; uniqueId: string }, date: string, count: number, latest?: LatestScan) {
  await BeaconScanDayEntity.update({ tenant, date, beaconId: beacon.id }).set({ uniqueId: beacon.uniqueId }).add({ count }).go();
  await BeaconEntity.patch({ tenant, id: beacon.id }).add({ totalScans: count }).go();
  if (!latest) return;
  await BeaconEntity.patch({ tenant, id: beacon.id })
    .set({
      lastSyncedTimestamp: latest.timestamp,
      heardAt: latest.timestamp,
      ...(latest.batteryLevel !== undefined ? { batteryLevel: latest.batteryLevel } : {}),
      ...(latest.txPower !== undefined ? { txPower: latest.txPower } : {}),
      ...(latest.location ? { lastSyncedLocation: latest.location } : {}),
    })
    .where(({ lastSyncedTimestamp }, { notExists, lt }) => `${notExists(lastSyncedTimestamp)} OR ${lt(lastSyncedTimestamp, latest.timestamp)}`)
    .go()
    .catch((error: unknown) => {
      // A newer scan is already held: the readings stay.
      if (!conditionFailed(error)) throw error;
    });
}
