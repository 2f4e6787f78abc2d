import type { EntityItem } from 'electrodb';
import { Entity } from 'electrodb/src/entity.js';
import { TABLE_KEYS } from '../../../shared/keys';
import { entityConfig, SERVICE } from './table';
import { lazyEntity } from './lazy-entity';

/**
 * One step of a museum's app content version (functions/lib/app-content/content-version.ts): the
 * records a save touched. The visitor app's bundle deltas read the steps after the version an app
 * holds, one Query, however large the museum.
 */
export const AppChangeEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'appChange', version: '1', service: SERVICE },
        attributes: {
          tenant: { type: 'string', required: true, readOnly: true },
          version: { type: 'number', required: true, readOnly: true, padding: { length: 12, char: '0' } },
          timestamp: { type: 'string', required: true },
          /** `{ type, id }` of each record the save touched (the change log's entity types). */
          touched: { type: 'any', required: true },
        },
        indexes: {
          byVersion: {
            pk: { field: TABLE_KEYS.partitionKey, composite: ['tenant'], template: '${tenant}#appChange', casing: 'none' },
            sk: { field: TABLE_KEYS.sortKey, composite: ['version'], template: 'v${version}', casing: 'none' },
          },
        },
      },
      entityConfig,
    ),
);
export type AppChangeItem = EntityItem<typeof AppChangeEntity>;
