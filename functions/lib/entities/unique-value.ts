import { Entity } from 'electrodb/src/entity.js';
import { TABLE_KEYS } from '../../../shared/keys';
import { entityConfig, SERVICE } from './table';
import { lazyEntity } from './lazy-entity';

/**
 * A claim on a value that must be unique in a tenant (a user's email, a group's name). Written
 * with `create` (attribute_not_exists) in the same transaction as the record that owns it.
 */
export const UniqueValueEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'uniqueValue', version: '1', service: SERVICE },
        attributes: {
          tenant: { type: 'string', required: true, readOnly: true },
          kind: { type: 'string', required: true, readOnly: true },
          value: { type: 'string', required: true, readOnly: true },
          ownerId: { type: 'string', required: true },
        },
        indexes: {
          byValue: {
            pk: { field: TABLE_KEYS.partitionKey, composite: ['tenant', 'kind'], template: '${tenant}#unique#${kind}', casing: 'none' },
            sk: { field: TABLE_KEYS.sortKey, composite: ['value'], casing: 'lower' },
          },
        },
      },
      entityConfig,
    ),
);
