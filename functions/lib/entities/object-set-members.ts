import type { EntityItem } from 'electrodb';
import { Entity } from 'electrodb/src/entity.js';
import { TABLE_KEYS } from '../../../shared/keys';
import { entityConfig, SERVICE } from './table';
import { lazyEntity } from './lazy-entity';

/**
 * A chunk of a set's member ids, space-joined (docs/object-sets.md): a set of 10,000 is four items
 * of one partition, read by one Query, instead of 10,000 items.
 */
export const ObjectSetMembersEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'objectSetMembers', version: '1', service: SERVICE },
        attributes: {
          tenant: { type: 'string', required: true, readOnly: true },
          setId: { type: 'string', required: true, readOnly: true },
          chunk: { type: 'number', required: true, readOnly: true },
          ids: { type: 'string', required: true },
        },
        indexes: {
          bySet: {
            pk: { field: TABLE_KEYS.partitionKey, composite: ['tenant', 'setId'], template: '${tenant}#objectSet#${setId}', casing: 'none' },
            sk: { field: TABLE_KEYS.sortKey, composite: ['chunk'], template: 'members#${chunk}', casing: 'none' },
          },
        },
      },
      entityConfig,
    ),
);
export type ObjectSetMembersItem = EntityItem<typeof ObjectSetMembersEntity>;
