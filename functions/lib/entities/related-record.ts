import type { EntityItem } from 'electrodb';
import { Entity } from 'electrodb/src/entity.js';
import { INDEXES, TABLE_KEYS } from '../../../shared/keys';
import { RECORD_TYPE_NAMES } from '../../../shared/records/record-type';
import { entityConfig, recordAttributes, SERVICE } from './table';
import { lazyEntity } from './lazy-entity';

/**
 * A record about an object (spec 2 section 3: condition, treatment, curatorial form, technical
 * form, movement, insurance). One entity for the six types: what differs between them is the
 * `fields` map, whose shape their declaration (shared/records/record-types.ts) gives and the API's
 * schemas check. `byId` holds a type's records of a museum; `byObject` an object's records of
 * every type, each type's newest first when read backwards (the object's page, the latest
 * movement that decides where the object is).
 */
export const RelatedRecordEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'relatedRecord', version: '1', service: SERVICE },
        attributes: {
          tenant: { type: 'string', required: true, readOnly: true },
          type: { type: RECORD_TYPE_NAMES, required: true, readOnly: true },
          id: { type: 'string', required: true, readOnly: true },
          objectId: { type: 'string', required: true },
          reportId: { type: 'string' },
          /** The type's date (`dateField`, YYYY-MM-DD) or '': the order of the object's records of a type. */
          order: { type: 'string', required: true },
          fields: { type: 'any', required: true },
          ...recordAttributes,
          // Readable once set: the byObject key includes it, so an update must be able to name it.
          createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
        },
        indexes: {
          byId: {
            pk: { field: TABLE_KEYS.partitionKey, composite: ['tenant', 'type'], template: '${tenant}#record#${type}', casing: 'none' },
            sk: { field: TABLE_KEYS.sortKey, composite: ['id'], template: '${id}', casing: 'none' },
          },
          byObject: {
            index: INDEXES.gsi1.name,
            pk: { field: INDEXES.gsi1.partitionKey, composite: ['tenant', 'objectId'], template: '${tenant}#objectRecords#${objectId}', casing: 'none' },
            sk: {
              field: INDEXES.gsi1.sortKey,
              composite: ['type', 'order', 'createdAt', 'id'],
              template: '${type}#${order}#${createdAt}#${id}',
              casing: 'none',
            },
          },
        },
      },
      entityConfig,
    ),
);

export type RelatedRecordItem = EntityItem<typeof RelatedRecordEntity>;
