import type { EntityItem } from 'electrodb';
import { Entity } from 'electrodb/src/entity.js';
import { TABLE_KEYS } from '../../../shared/keys';
import { entityConfig, recordAttributes, SERVICE } from './table';
import { lazyEntity } from './lazy-entity';

/**
 * A set of objects (docs/object-sets.md): its name, who made it, whether only they see it, and
 * how many members it had at its last change. The members are `ObjectSetMembersEntity`'s chunks;
 * a change of them moves this item's version, so two writers never lose each other's ids.
 */
export const ObjectSetEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'objectSet', version: '1', service: SERVICE },
        attributes: {
          tenant: { type: 'string', required: true, readOnly: true },
          id: { type: 'string', required: true, readOnly: true },
          name: { type: 'string', required: true },
          private: { type: 'boolean', required: true },
          ownerId: { type: 'string', required: true, readOnly: true },
          ownerName: { type: 'string', required: true },
          size: { type: 'number', required: true, default: 0 },
          /** How many member chunks the set has (0 .. its most). */
          chunks: { type: 'number', required: true, default: 0 },
          ...recordAttributes,
        },
        indexes: {
          byId: {
            pk: { field: TABLE_KEYS.partitionKey, composite: ['tenant'], template: '${tenant}#objectSet', casing: 'none' },
            sk: { field: TABLE_KEYS.sortKey, composite: ['id'], template: '${id}', casing: 'none' },
          },
        },
      },
      entityConfig,
    ),
);
export type ObjectSetItem = EntityItem<typeof ObjectSetEntity>;
