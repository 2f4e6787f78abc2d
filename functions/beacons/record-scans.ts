import { conditionFailed } from '../lib/condition-failed';
import { BeaconEntity } from '../lib/entities/beacon';
import { BeaconScanDayEntity } from '../lib/entities/beacon-scan-day';

/** The latest scan a batch saw of a beacon: its own time (unix seconds) and readings. */
export type LatestScan = { timestamp: number; batteryLevel?: number; txPower?: number; location?: { latitude: number; longitude: number } };

/**
 * Adds a beacon's scans of one day (the museum's) to its day counter and its total, and moves its
 * last-synced readings forward when `latest` is newer than what it holds (never back: scans may
 * arrive out of order). Used by the local seed and the tests; the gateways' batches go through
 * functions/ingest, which counts them in transactions and moves the readings with `moveLatest`.
 */
export async function addScans(tenant: string, beacon: { id: string; uniqueId: string }, date: string, count: number, latest?: LatestScan) {
  await BeaconScanDayEntity.update({ tenant, date, beaconId: beacon.id }).set({ uniqueId: beacon.uniqueId }).add({ count }).go();
  await BeaconEntity.patch({ tenant, id: beacon.id }).add({ totalScans: count }).go();
  if (latest) await moveLatest(tenant, beacon.id, latest);
}

/**
 * Sets the beacon's last-synced readings to `latest` when it is newer, by the scan's own time,
 * than what the beacon holds: scans that arrive late never set them back, and the same scan
 * twice changes nothing. One conditional UpdateItem (a refused condition is the normal case of an
 * older scan, not an error).
 */
export async function moveLatest(tenant: string, beaconId: string, latest: LatestScan): Promise<void> {
  await BeaconEntity.patch({ tenant, id: beaconId })
    .set({
      lastSyncedTimestamp: latest.timestamp,
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
