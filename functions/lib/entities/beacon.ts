import type { EntityItem } from 'electrodb';
import { Entity } from 'electrodb/src/entity.js';
import { TABLE_KEYS } from '../../../shared/keys';
import { entityConfig, recordAttributes, SERVICE } from './table';
import { lazyEntity } from './lazy-entity';

/**
 * A Bluetooth beacon (spec 2 section 3): assigned to a POI or a POI group, never both (spec 2
 * section 4). `totalScans` and the last-synced fields are kept by the writes that record scans.
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
        },
      },
      entityConfig,
    ),
);
export type BeaconItem = EntityItem<typeof BeaconEntity>;
