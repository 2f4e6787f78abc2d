import type { EntityItem } from 'electrodb';
import { Entity } from 'electrodb/src/entity.js';
import { TABLE_KEYS, TIME_TO_LIVE_ATTRIBUTE } from '../../../shared/keys';
import { IMPORT_KINDS, IMPORT_SOURCES, IMPORT_STATUSES, IMPORT_STEPS } from '../../../shared/schemas/import';
import { entityConfig, recordAttributes, SERVICE } from './table';
import { lazyEntity } from './lazy-entity';

/**
 * A spreadsheet import of the museum (functions/imports, functions/catalogue/imports): its file, the mapping and counts of its
 * dry run, and the progress of its commit or rollback. Ids sort by time (`time-ids.ts`), so the
 * museum's batches are listed newest first by a Query of this partition.
 */
export const ImportBatchEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'importBatch', version: '1', service: SERVICE },
        attributes: {
          tenant: { type: 'string', required: true, readOnly: true },
          id: { type: 'string', required: true, readOnly: true },
          kind: { type: IMPORT_KINDS, required: true, readOnly: true },
          /** A file's rows, or a batch edit's (issue 30); absent on batches stored before batch edits: a file. */
          source: { type: IMPORT_SOURCES, readOnly: true },
          /** A batch edit's changes (`BatchChange[]`); its selected ids are the JSON file at `fileKey`. */
          changes: { type: 'any', readOnly: true },
          fileName: { type: 'string', required: true, readOnly: true },
          fileType: { type: ['csv', 'xlsx'] as const, required: true, readOnly: true },
          /** The uploaded file's key, under the private imports prefix. */
          fileKey: { type: 'string', required: true, readOnly: true },
          status: { type: IMPORT_STATUSES, required: true },
          /** The step staff started last: what a FAILED batch failed in, and so what may follow. */
          step: { type: IMPORT_STEPS },
          createdById: { type: 'string', required: true, readOnly: true },
          createdBy: { type: 'string', required: true, readOnly: true },
          /** Who runs the current step (the commit, the rollback): the change log names them. */
          actorId: { type: 'string' },
          actor: { type: 'string' },
          rows: { type: 'number', required: true, default: 0 },
          counts: {
            type: 'map',
            properties: { create: { type: 'number' }, update: { type: 'number' }, unchanged: { type: 'number' }, invalid: { type: 'number' } },
          },
          mapping: { type: 'list', items: { type: 'string' } },
          createValues: { type: 'boolean', default: false },
          /** The first new vocabulary values (for the console); all of them are in the batch's files. */
          newValues: { type: 'any' },
          newValueCount: { type: 'number', default: 0 },
          /** The columns the dry run left out, with the rows holding a value in each (`UnmappedColumn`). */
          unmapped: { type: 'any' },
          /** Dry-run result files (plan chunks) the commit walks. */
          chunks: { type: 'number', default: 0 },
          /** The next chunk (commit) or ledger page (rollback) the running step works on. */
          cursor: { type: 'number', default: 0 },
          /** The rollback's position in the ledger (a Query cursor) at `cursor`. */
          pageCursor: { type: 'string' },
          processed: { type: 'number', default: 0 },
          total: { type: 'number', default: 0 },
          failed: { type: 'number', default: 0 },
          committedAt: { type: 'string' },
          rolledBackAt: { type: 'string' },
          rolledBackBy: { type: 'string' },
          refusedCount: { type: 'number', default: 0 },
          refused: { type: 'any' },
          message: { type: 'string' },
          /** Why the running step's worker stopped (its error), when it died rather than failed a row. */
          reason: { type: 'string' },
          /** Epoch ms until which a live worker holds the running step (`functions/lib/job-lease.ts`). */
          leaseUntil: { type: 'number' },
          expiresAt: { type: 'number', field: TIME_TO_LIVE_ATTRIBUTE },
          ...recordAttributes,
        },
        indexes: {
          byId: {
            pk: { field: TABLE_KEYS.partitionKey, composite: ['tenant'], template: '${tenant}#importBatch', casing: 'none' },
            sk: { field: TABLE_KEYS.sortKey, composite: ['id'], template: '${id}', casing: 'none' },
          },
        },
      },
      entityConfig,
    ),
);
export type ImportBatchItem = EntityItem<typeof ImportBatchEntity>;
