import { Entity } from 'electrodb/src/entity.js';
import { TABLE_KEYS } from '../../../shared/keys';
import { entityConfig, SERVICE } from './table';
import { lazyEntity } from './lazy-entity';

export const DATA_CHANGE_ACTIONS = ['CREATE', 'UPDATE', 'DELETE'] as const;

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
        },
        indexes: {
          byTime: {
            pk: { field: TABLE_KEYS.partitionKey, composite: ['tenant'], template: '${tenant}#dataChange', casing: 'none' },
            sk: { field: TABLE_KEYS.sortKey, composite: ['timestamp', 'id'], casing: 'none' },
          },
        },
      },
      entityConfig,
    ),
);
