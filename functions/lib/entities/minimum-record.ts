import { Entity } from 'electrodb/src/entity.js';
import { TABLE_KEYS } from '../../../shared/keys';
import { entityConfig, SERVICE } from './table';
import { lazyEntity } from './lazy-entity';

/**
 * The fields the museum chose as its minimum record (shared/schemas/minimum-record.ts): one item per
 * museum, absent until an administrator first chooses (then the default holds).
 */
export const MinimumRecordEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'minimumRecord', version: '1', service: SERVICE },
        attributes: {
          tenant: { type: 'string', required: true, readOnly: true },
          fields: { type: 'list', items: { type: 'string' }, required: true },
          updatedAt: { type: 'string', watch: '*', set: () => new Date().toISOString() },
        },
        indexes: {
          byTenant: {
            pk: { field: TABLE_KEYS.partitionKey, composite: ['tenant'], template: '${tenant}#minimumRecord', casing: 'none' },
            sk: { field: TABLE_KEYS.sortKey, composite: [], template: 'choice', casing: 'none' },
          },
        },
      },
      entityConfig,
    ),
);
