import { Entity } from 'electrodb/src/entity.js';
import { TABLE_KEYS } from '../../../shared/keys';
import { entityConfig, SERVICE } from './table';
import { lazyEntity } from './lazy-entity';

/** Totals kept by the writes that change them (never counted at read time). */
export const CounterEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'counter', version: '1', service: SERVICE },
        attributes: {
          tenant: { type: 'string', required: true, readOnly: true },
          name: { type: 'string', required: true, readOnly: true },
          count: { type: 'number', default: 0 },
          /** How a counted text is shown (a dashboard country's spelling). */
          label: { type: 'string' },
        },
        indexes: {
          byName: {
            pk: { field: TABLE_KEYS.partitionKey, composite: ['tenant'], template: '${tenant}#counter', casing: 'none' },
            sk: { field: TABLE_KEYS.sortKey, composite: ['name'], casing: 'none' },
          },
        },
      },
      entityConfig,
    ),
);
