import { Entity } from 'electrodb/src/entity.js';
import { INDEXES, TABLE_KEYS } from '../../../shared/keys';
import { entityConfig, recordAttributes, SERVICE } from './table';
import { lazyEntity } from './lazy-entity';

/** A staff user's profile; the sign-in itself lives in the tenant's Cognito pool (id = `sub`). */
export const UserEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'user', version: '1', service: SERVICE },
        attributes: {
          tenant: { type: 'string', required: true, readOnly: true },
          id: { type: 'string', required: true, readOnly: true },
          username: { type: 'string', required: true, readOnly: true },
          name: { type: 'string', required: true },
          email: { type: 'string', required: true },
          groupId: { type: 'string', required: true },
          phoneNumber: { type: 'string' },
          address: { type: 'string' },
          avatarUrl: { type: 'string' },
          lastSeen: { type: 'string' },
          enabledFeatures: { type: 'list', items: { type: 'string' }, required: true },
          notification: {
            type: 'map',
            properties: {
              item: {
                type: 'map',
                properties: { create: { type: 'boolean' }, update: { type: 'boolean' }, delete: { type: 'boolean' } },
              },
            },
          },
          ...recordAttributes,
        },
        indexes: {
          byId: {
            pk: { field: TABLE_KEYS.partitionKey, composite: ['tenant'], template: '${tenant}#user', casing: 'none' },
            sk: { field: TABLE_KEYS.sortKey, composite: ['id'], casing: 'none' },
          },
          byGroup: {
            index: INDEXES.gsi1.name,
            pk: { field: INDEXES.gsi1.partitionKey, composite: ['tenant', 'groupId'], template: '${tenant}#userGroup#${groupId}', casing: 'none' },
            sk: { field: INDEXES.gsi1.sortKey, composite: ['id'], casing: 'none' },
          },
        },
      },
      entityConfig,
    ),
);
