import { Entity } from 'electrodb/src/entity.js';
import { TABLE_KEYS, TIME_TO_LIVE_ATTRIBUTE } from '../../../shared/keys';
import { entityConfig, SERVICE } from './table';
import { lazyEntity } from './lazy-entity';

/**
 * The beacons one gateway registered on one day of the museum (functions/ingest/registrations.ts),
 * against GATEWAY_NEW_BEACONS_PER_DAY. DynamoDB deletes the item once `expiresAt` has passed.
 */
export const GatewayRegistrationsEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'gatewayRegistrations', version: '1', service: SERVICE },
        attributes: {
          tenant: { type: 'string', required: true, readOnly: true },
          gatewayId: { type: 'string', required: true, readOnly: true },
          /** YYYY-MM-DD in the museum's time zone. */
          day: { type: 'string', required: true, readOnly: true },
          count: { type: 'number' },
          expiresAt: { type: 'number', field: TIME_TO_LIVE_ATTRIBUTE },
        },
        indexes: {
          byGatewayDay: {
            pk: { field: TABLE_KEYS.partitionKey, composite: ['tenant'], template: '${tenant}#gatewayRegistrations', casing: 'none' },
            sk: { field: TABLE_KEYS.sortKey, composite: ['gatewayId', 'day'], template: '${gatewayId}#${day}', casing: 'none' },
          },
        },
      },
      entityConfig,
    ),
);
