import type { EntityItem } from 'electrodb';
import { Entity } from 'electrodb/src/entity.js';
import { TABLE_KEYS } from '../../../shared/keys';
import { entityConfig, recordAttributes, SERVICE } from './table';
import { lazyEntity } from './lazy-entity';

/** A beacon gateway of the museum: its key is kept only as a SHA-256 (functions/lib/secret-keys.ts). */
export const GatewayEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'gateway', version: '1', service: SERVICE },
        attributes: {
          tenant: { type: 'string', required: true, readOnly: true },
          id: { type: 'string', required: true, readOnly: true },
          name: { type: 'string', required: true },
          keyHash: { type: 'string', required: true },
          keyHint: { type: 'string', required: true },
          lastSeenAt: { type: 'string' },
          revokedAt: { type: 'string' },
          ...recordAttributes,
        },
        indexes: {
          byId: {
            pk: { field: TABLE_KEYS.partitionKey, composite: ['tenant'], template: '${tenant}#gateway', casing: 'none' },
            sk: { field: TABLE_KEYS.sortKey, composite: ['id'], template: '${id}', casing: 'none' },
          },
        },
      },
      entityConfig,
    ),
);
export type GatewayItem = EntityItem<typeof GatewayEntity>;
