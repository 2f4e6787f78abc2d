import type { EntityItem } from 'electrodb';
import { Entity } from 'electrodb/src/entity.js';
import { TABLE_KEYS } from '../../../shared/keys';
import { entityConfig, recordAttributes, SERVICE } from './table';
import { lazyEntity } from './lazy-entity';

/**
 * A POI group (spec 2 section 3). `poiCount` is moved by the POI saves in their own transactions
 * (a group in use cannot be deleted); `beaconId` by a beacon's assignment.
 */
export const PoiGroupEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'poiGroup', version: '1', service: SERVICE },
        attributes: {
          tenant: { type: 'string', required: true, readOnly: true },
          id: { type: 'string', required: true, readOnly: true },
          title: { type: 'string', required: true },
          image: { type: 'any' },
          poiCount: { type: 'number', required: true, default: 0 },
          beaconId: { type: 'string' },
          beaconUniqueId: { type: 'string' },
          ...recordAttributes,
        },
        indexes: {
          byId: {
            pk: { field: TABLE_KEYS.partitionKey, composite: ['tenant'], template: '${tenant}#poiGroup', casing: 'none' },
            sk: { field: TABLE_KEYS.sortKey, composite: ['id'], template: '${id}', casing: 'none' },
          },
        },
      },
      entityConfig,
    ),
);
export type PoiGroupItem = EntityItem<typeof PoiGroupEntity>;
