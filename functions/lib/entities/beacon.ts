import type { EntityItem } from 'electrodb';
import { Entity } from 'electrodb/src/entity.js';
import { INDEXES, TABLE_KEYS } from '../../../shared/keys';
import { entityConfig, recordAttributes, SERVICE } from './table';
import { lazyEntity } from './lazy-entity';

/**
 * The claim (UniqueValueEntity kind) that keeps a beacon's Unique ID the museum's once; ingest
 * looks beacons up by it without loading the beacons' saves.
 */
export const BEACON_UNIQUE_KIND = 'beaconUniqueId';

/**
 * A Bluetooth beacon (spec 2 section 3): assigned to a POI or a POI group, never both (spec 2
 * section 4). `totalScans` and the last-synced fields are kept by the writes that record scans.
 *
 * Its health (shared/visitor-app/beacon-health.ts) is read from two sparse indexes the same writes
 * keep, so the silent and the low-battery beacons are one Query each, never a read of every beacon:
 * `byHeard` orders beacons by `heardAt` (the latest scan's time, or the registration's until the
 * first scan), `byBattery` the beacons with a battery reading by that reading.
 */
export const BeaconEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'beacon', version: '1', service: SERVICE },
        attributes: {
          tenant: { type: 'string', required: true, readOnly: true },
          id: { type: 'string', required: true, readOnly: true },
          uniqueId: { type: 'string', required: true, readOnly: true },
          mac: { type: 'string' },
          totalScans: { type: 'number', required: true, default: 0 },
          batteryLevel: { type: 'number' },
          txPower: { type: 'number' },
          lastSyncedTimestamp: { type: 'number' },
          /** Unix seconds: the latest scan's, the registration's before any. Padded: the index sorts text. */
          heardAt: { type: 'number', padding: { length: 12, char: '0' } },
          /** `batteryLevel` as sortable text (005.5, 020.0, 100.0), set with it: readings are not whole numbers. */
          batteryOrder: { type: 'string', hidden: true, watch: ['batteryLevel'], set: (_, { batteryLevel }) => (typeof batteryLevel === 'number' ? batteryOrderOf(batteryLevel) : NO_BATTERY) },
          lastSyncedLocation: { type: 'any' },
          poiId: { type: 'string' },
          groupId: { type: 'string' },
          ...recordAttributes,
        },
        indexes: {
          byId: {
            pk: { field: TABLE_KEYS.partitionKey, composite: ['tenant'], template: '${tenant}#beacon', casing: 'none' },
            sk: { field: TABLE_KEYS.sortKey, composite: ['id'], template: '${id}', casing: 'none' },
          },
          byHeard: {
            index: INDEXES.gsi1.name,
            condition: alwaysWriteBothKeys,
            pk: { field: INDEXES.gsi1.partitionKey, composite: ['tenant'], template: '${tenant}#beaconHeard', casing: 'none' },
            sk: { field: INDEXES.gsi1.sortKey, composite: ['heardAt', 'id'], template: '${heardAt}#${id}', casing: 'none' },
          },
          byBattery: {
            index: INDEXES.gsi2.name,
            condition: alwaysWriteBothKeys,
            pk: { field: INDEXES.gsi2.partitionKey, composite: ['tenant'], template: '${tenant}#beaconBattery', casing: 'none' },
            sk: { field: INDEXES.gsi2.sortKey, composite: ['batteryOrder', 'id'], template: '${batteryOrder}#${id}', casing: 'none' },
          },
        },
      },
      entityConfig,
    ),
);
/** A battery reading as the `byBattery` index sorts it. */
export const batteryOrderOf = (percent: number) => percent.toFixed(1).padStart(5, '0');
/** No reading yet: after every reading, so under no threshold. */
const NO_BATTERY = 'none';
/**
 * With a condition ElectroDB writes an index's partition key beside its sort key on every write
 * that sets the sort key's attribute, not only on the create: a beacon stored before the index
 * existed joins it at its next scan.
 */
function alwaysWriteBothKeys() {
  return true;
}

export type BeaconItem = EntityItem<typeof BeaconEntity>;
