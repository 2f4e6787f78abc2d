import { Entity } from 'electrodb/src/entity.js';
import { TABLE_KEYS, TIME_TO_LIVE_ATTRIBUTE } from '../../../shared/keys';
import { entityConfig, SERVICE } from './table';
import { lazyEntity } from './lazy-entity';

/**
 * A part of a gateway's batch that has been counted (functions/ingest/service.ts): written in the
 * same transaction as the part's counters, on the condition that it is new, so a batch posted
 * again counts nothing twice. `hash` tells a replay from another batch that reused the id.
 */
export const IngestBatchEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'ingestBatch', version: '1', service: SERVICE },
        attributes: {
          tenant: { type: 'string', required: true, readOnly: true },
          gatewayId: { type: 'string', required: true, readOnly: true },
          batchId: { type: 'string', required: true, readOnly: true },
          part: { type: 'number', required: true, readOnly: true },
          hash: { type: 'string', required: true },
          receivedAt: { type: 'string', required: true },
          expiresAt: { type: 'number', required: true, field: TIME_TO_LIVE_ATTRIBUTE },
        },
        indexes: {
          byBatch: {
            pk: { field: TABLE_KEYS.partitionKey, composite: ['tenant'], template: '${tenant}#ingestBatch', casing: 'none' },
            sk: { field: TABLE_KEYS.sortKey, composite: ['gatewayId', 'batchId', 'part'], template: '${gatewayId}#${batchId}#${part}', casing: 'none' },
          },
        },
      },
      entityConfig,
    ),
);
