import { Entity } from 'electrodb/src/entity.js';
import { TABLE_KEYS } from '../../../shared/keys';
import { entityConfig, SERVICE } from './table';
import { lazyEntity } from './lazy-entity';

/** What the Change History panel of an update screen reads: one partition per record. */
export const AuditEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'audit', version: '1', service: SERVICE },
        attributes: {
          tenant: { type: 'string', required: true, readOnly: true },
          objectType: { type: 'string', required: true, readOnly: true },
          objectId: { type: 'string', required: true, readOnly: true },
          id: { type: 'string', required: true, readOnly: true },
          timestamp: { type: 'string', required: true, readOnly: true },
          action: { type: ['create', 'update', 'delete'] as const, required: true },
          userId: { type: 'string', required: true },
          username: { type: 'string', required: true },
          /** The id of the data-change entry written with this one (same tenant and timestamp); absent on entries older than it. */
          changeId: { type: 'string' },
          /** A restore's entry: the change whose state the record was restored to (functions/history/restore). */
          restoredFrom: { type: 'map', properties: { changeId: { type: 'string', required: true }, timestamp: { type: 'string', required: true } } },
        },
        indexes: {
          byObject: {
            pk: {
              field: TABLE_KEYS.partitionKey,
              composite: ['tenant', 'objectType', 'objectId'],
              template: '${tenant}#audit#${objectType}#${objectId}',
              casing: 'none',
            },
            sk: { field: TABLE_KEYS.sortKey, composite: ['timestamp', 'id'], casing: 'none' },
          },
        },
      },
      entityConfig,
    ),
);
