import { Entity } from 'electrodb/src/entity.js';
import { TABLE_KEYS } from '../../../shared/keys';
import { entityConfig, SERVICE } from './table';
import { lazyEntity } from './lazy-entity';

/**
 * A tenant's users as one string set of creation-ordered keys (`functions/staff/user-order.ts`:
 * creation time, then id), kept in the same transaction as every user create and delete. The
 * user list reads it to jump to any page by position: page 400 costs what page 1 costs. It fits
 * about 8,600 users in DynamoDB's 400 KB item limit, far more staff than a museum has.
 */
export const UserDirectoryEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'userDirectory', version: '1', service: SERVICE },
        attributes: {
          tenant: { type: 'string', required: true, readOnly: true },
          ids: { type: 'set', items: 'string' },
        },
        indexes: {
          byTenant: {
            pk: { field: TABLE_KEYS.partitionKey, composite: ['tenant'], template: '${tenant}#userDirectory', casing: 'none' },
            sk: { field: TABLE_KEYS.sortKey, composite: [], template: 'directory', casing: 'none' },
          },
        },
      },
      entityConfig,
    ),
);
