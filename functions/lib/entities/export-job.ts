import { Entity } from 'electrodb/src/entity.js';
import { TABLE_KEYS, TIME_TO_LIVE_ATTRIBUTE } from '../../../shared/keys';
import { EXPORT_COLUMN_CHOICES, EXPORT_STATUSES } from '../../../shared/schemas/export';
import { entityConfig, SERVICE } from './table';
import { lazyEntity } from './lazy-entity';

/**
 * A spreadsheet export running as a job (`functions/lib/exports/`): keyed by the museum, so only
 * the museum that started it can read it, with its progress kept up to date after every page.
 * DynamoDB deletes the item once `expiresAt` has passed (the file expires with it).
 */
export const ExportJobEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'exportJob', version: '1', service: SERVICE },
        attributes: {
          tenant: { type: 'string', required: true, readOnly: true },
          id: { type: 'string', required: true, readOnly: true },
          /** The sheet (`objects`, ...): which records, which columns. */
          kind: { type: 'string', required: true, readOnly: true },
          /** The list's columns or every field (`?columns=`). */
          columns: { type: EXPORT_COLUMN_CHOICES, readOnly: true },
          /** Only the records of this set of them (the sheet's `setPages`), when given. */
          setId: { type: 'string', readOnly: true },
          /**
           * The list as shown (issue 29): what the sheet's `listed` reads to find the rows again
           * and name the columns (its query, chosen columns, their language), as the request checked it.
           */
          listed: { type: 'any', readOnly: true },
          status: { type: EXPORT_STATUSES, required: true },
          processed: { type: 'number', required: true, default: 0 },
          total: { type: 'number', required: true },
          fileName: { type: 'string', required: true, readOnly: true },
          /** The file's key in the uploads bucket, under the private exports prefix. */
          fileKey: { type: 'string', required: true, readOnly: true },
          /** Who started it: the user id (only they read it) and the username, for the logs. */
          startedBy: { type: 'string', required: true, readOnly: true },
          startedByName: { type: 'string', required: true, readOnly: true },
          message: { type: 'string' },
          createdAt: { type: 'string', readOnly: true, default: () => new Date().toISOString() },
          updatedAt: { type: 'string', watch: '*', set: () => new Date().toISOString() },
          /** Epoch seconds, as DynamoDB's time to live reads it. */
          expiresAt: { type: 'number', required: true, field: TIME_TO_LIVE_ATTRIBUTE },
        },
        indexes: {
          byId: {
            pk: { field: TABLE_KEYS.partitionKey, composite: ['tenant'], template: '${tenant}#exportJob', casing: 'none' },
            sk: { field: TABLE_KEYS.sortKey, composite: ['id'], casing: 'none' },
          },
        },
      },
      entityConfig,
    ),
);
