import type { EntityItem } from 'electrodb';
import { Entity } from 'electrodb/src/entity.js';
import { TABLE_KEYS, TIME_TO_LIVE_ATTRIBUTE } from '../../../shared/keys';
import { entityConfig, SERVICE } from './table';
import { lazyEntity } from './lazy-entity';

/**
 * The ledger of an import batch: one item per record the commit wrote, created in the same
 * transaction as the record's save on the condition that it is new. So a retried commit skips
 * what it already did, and the rollback knows what each row created or what it overwrote
 * (`previous`) and at which version (`version`) it left it. `rolledBack` is set in the rollback's
 * own transaction, for the same reason.
 */
export const ImportRowEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'importRow', version: '1', service: SERVICE },
        attributes: {
          tenant: { type: 'string', required: true, readOnly: true },
          batchId: { type: 'string', required: true, readOnly: true },
          /** `r<row, 7 digits>` for a row of the file (a kind may order its rows otherwise: `ImportKindModule.ledgerKey`), `v<value id>` for a vocabulary value it created. */
          key: { type: 'string', required: true, readOnly: true },
          action: { type: ['create', 'update', 'value'] as const, required: true, readOnly: true },
          row: { type: 'number', required: true, readOnly: true },
          entityId: { type: 'string', required: true, readOnly: true },
          /** What names the row for staff (the inventory number, report id or value title). */
          label: { type: 'string', required: true, readOnly: true },
          /** The record's version once the import saved it. */
          version: { type: 'number', required: true, readOnly: true },
          /** The record before an update, as stored. */
          previous: { type: 'any', readOnly: true },
          rolledBack: { type: 'boolean' },
          expiresAt: { type: 'number', required: true, field: TIME_TO_LIVE_ATTRIBUTE },
        },
        indexes: {
          byBatch: {
            pk: { field: TABLE_KEYS.partitionKey, composite: ['tenant', 'batchId'], template: '${tenant}#importRow#${batchId}', casing: 'none' },
            sk: { field: TABLE_KEYS.sortKey, composite: ['key'], template: '${key}', casing: 'none' },
          },
        },
      },
      entityConfig,
    ),
);
export type ImportRowItem = EntityItem<typeof ImportRowEntity>;
