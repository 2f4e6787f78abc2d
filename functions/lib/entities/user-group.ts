import { Entity } from 'electrodb/src/entity.js';
import { TABLE_KEYS } from '../../../shared/keys';
import { entityConfig, recordAttributes, SERVICE } from './table';
import { lazyEntity } from './lazy-entity';

/** A user group: its name (`value`) and the permission map every member gets. */
export const UserGroupEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'userGroup', version: '1', service: SERVICE },
        attributes: {
          tenant: { type: 'string', required: true, readOnly: true },
          id: { type: 'string', required: true, readOnly: true },
          value: { type: 'string', required: true },
          permission: { type: 'any', required: true },
          ...recordAttributes,
        },
        indexes: {
          byId: {
            pk: { field: TABLE_KEYS.partitionKey, composite: ['tenant'], template: '${tenant}#userGroup', casing: 'none' },
            sk: { field: TABLE_KEYS.sortKey, composite: ['id'], casing: 'none' },
          },
        },
      },
      entityConfig,
    ),
);
