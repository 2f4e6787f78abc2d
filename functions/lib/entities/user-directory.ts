import { Entity } from 'electrodb/src/entity.js';
import { TABLE_KEYS } from '../../../shared/keys';
import { entityConfig, SERVICE } from './table';

/**
 * The ids of a tenant's users, as one string set kept in the same transaction as every user
 * create and delete. The user list reads it to jump to any page by position: page 400 costs what
 * page 1 costs. A set of UUIDs fits about 10,000 users in DynamoDB's 400 KB item limit, far more
 * staff than a museum has.
 */
export const UserDirectoryEntity = new Entity(
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
);
