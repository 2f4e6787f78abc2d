import { Entity } from 'electrodb/src/entity.js';
import { INDEXES, TABLE_KEYS } from '../../../shared/keys';
import { entityConfig, SERVICE } from './table';
import { lazyEntity } from './lazy-entity';

export const DATA_CHANGE_ACTIONS = ['CREATE', 'UPDATE', 'DELETE'] as const;

/**
 * The entity type whose changes also sort into a partition of their own (`byEntityTypeTime`): item
 * notifications read a museum's recent object changes there, newest first, without reading past
 * user or settings changes. Other types write no index keys (a sparse index), so the index holds
 * only what a notification can show.
 */
export const NOTIFIED_ENTITY_TYPE = 'object';

/**
 * The activity log: one entry per create, update and delete, written in the record's own
 * transaction. Sorted by time inside the tenant's partition, so a page is one query.
 */
export const DataChangeEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'dataChange', version: '1', service: SERVICE },
        attributes: {
          tenant: { type: 'string', required: true, readOnly: true },
          id: { type: 'string', required: true, readOnly: true },
          timestamp: { type: 'string', required: true, readOnly: true },
          userId: { type: 'string', required: true },
          user: { type: 'string', required: true },
          action: { type: DATA_CHANGE_ACTIONS, required: true },
          entityType: { type: 'string', required: true },
          entityId: { type: 'string', required: true },
          oldValue: { type: 'any' },
          newValue: { type: 'any' },
          /** A restore's entry: the change whose state the record was restored to (functions/history/restore). */
          restoredFrom: { type: 'map', properties: { changeId: { type: 'string', required: true }, timestamp: { type: 'string', required: true } } },
        },
        indexes: {
          byTime: {
            pk: { field: TABLE_KEYS.partitionKey, composite: ['tenant'], template: '${tenant}#dataChange', casing: 'none' },
            sk: { field: TABLE_KEYS.sortKey, composite: ['timestamp', 'id'], casing: 'none' },
          },
          byEntityTypeTime: {
            index: INDEXES.gsi1.name,
            condition: (entry) => entry.entityType === NOTIFIED_ENTITY_TYPE,
            pk: { field: INDEXES.gsi1.partitionKey, composite: ['tenant', 'entityType'], template: '${tenant}#dataChange#${entityType}', casing: 'none' },
            sk: { field: INDEXES.gsi1.sortKey, composite: ['timestamp', 'id'], template: '${timestamp}#${id}', casing: 'none' },
          },
        },
      },
      entityConfig,
    ),
);
