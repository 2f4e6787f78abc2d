import { Entity } from 'electrodb/src/entity.js';
import { TABLE_KEYS, TIME_TO_LIVE_ATTRIBUTE } from '../../../shared/keys';
import { entityConfig, SERVICE } from './table';
import { lazyEntity } from './lazy-entity';

/**
 * The requests one client address made of one museum's public routes in one minute
 * (functions/lib/client-throttle.ts). DynamoDB deletes the item once `expiresAt` has passed.
 */
export const ClientRequestsEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'clientRequests', version: '1', service: SERVICE },
        attributes: {
          tenant: { type: 'string', required: true, readOnly: true },
          address: { type: 'string', required: true, readOnly: true },
          /** Epoch minute. */
          minute: { type: 'number', required: true, readOnly: true },
          count: { type: 'number' },
          expiresAt: { type: 'number', field: TIME_TO_LIVE_ATTRIBUTE },
        },
        indexes: {
          byAddress: {
            pk: { field: TABLE_KEYS.partitionKey, composite: ['tenant'], template: '${tenant}#clientRequests', casing: 'none' },
            sk: { field: TABLE_KEYS.sortKey, composite: ['address', 'minute'], template: '${address}#${minute}', casing: 'none' },
          },
        },
      },
      entityConfig,
    ),
);
