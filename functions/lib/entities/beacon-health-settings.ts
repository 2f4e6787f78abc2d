import type { EntityItem } from 'electrodb';
import { Entity } from 'electrodb/src/entity.js';
import { TABLE_KEYS } from '../../../shared/keys';
import { entityConfig, recordAttributes, SERVICE } from './table';
import { lazyEntity } from './lazy-entity';

/** When the museum calls a beacon silent or its battery low (shared/visitor-app/beacon-health.ts): one item per museum, absent until changed. */
export const BeaconHealthSettingsEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'beaconHealthSettings', version: '1', service: SERVICE },
        attributes: {
          tenant: { type: 'string', required: true, readOnly: true },
          silentDays: { type: 'number', required: true },
          lowBatteryPercent: { type: 'number', required: true },
          ...recordAttributes,
        },
        indexes: {
          byTenant: {
            pk: { field: TABLE_KEYS.partitionKey, composite: ['tenant'], template: '${tenant}#beaconHealth', casing: 'none' },
            sk: { field: TABLE_KEYS.sortKey, composite: [], template: 'settings', casing: 'none' },
          },
        },
      },
      entityConfig,
    ),
);
export type BeaconHealthSettingsItem = EntityItem<typeof BeaconHealthSettingsEntity>;
