import type { EntityItem } from 'electrodb';
import { Entity } from 'electrodb/src/entity.js';
import { INDEXES, TABLE_KEYS } from '../../../shared/keys';
import { entityConfig, recordAttributes, SERVICE } from './table';
import { lazyEntity } from './lazy-entity';

/**
 * A point of interest of the visitor app (spec 2 section 3). Its content per language, files and
 * location are stored as the API checked them. `byGroup` lists a group's POIs (a group in use
 * cannot be deleted; a beacon assigned to a group lists them). `beaconId` is written only by a
 * beacon's assignment, in the beacon's own transaction.
 */
export const PoiEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'poi', version: '1', service: SERVICE },
        attributes: {
          tenant: { type: 'string', required: true, readOnly: true },
          id: { type: 'string', required: true, readOnly: true },
          groupId: { type: 'string', required: true },
          content: { type: 'any', required: true },
          externalReference: { type: 'string' },
          imageList: { type: 'any', required: true },
          referenceImageList: { type: 'any', required: true },
          featuredImage: { type: 'any' },
          linkedItemIds: { type: 'any', required: true },
          beaconSensitivityRange: { type: 'any', required: true },
          location: { type: 'any', required: true },
          youtubeLink: { type: 'string' },
          beaconId: { type: 'string' },
          beaconUniqueId: { type: 'string' },
          ...recordAttributes,
        },
        indexes: {
          byId: {
            pk: { field: TABLE_KEYS.partitionKey, composite: ['tenant'], template: '${tenant}#poi', casing: 'none' },
            sk: { field: TABLE_KEYS.sortKey, composite: ['id'], template: '${id}', casing: 'none' },
          },
          byGroup: {
            index: INDEXES.gsi1.name,
            pk: { field: INDEXES.gsi1.partitionKey, composite: ['tenant', 'groupId'], template: '${tenant}#poisOfGroup#${groupId}', casing: 'none' },
            sk: { field: INDEXES.gsi1.sortKey, composite: ['id'], template: '${id}', casing: 'none' },
          },
        },
      },
      entityConfig,
    ),
);
export type PoiItem = EntityItem<typeof PoiEntity>;
