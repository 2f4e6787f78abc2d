import type { EntityItem } from 'electrodb';
import { Entity } from 'electrodb/src/entity.js';
import { TABLE_KEYS } from '../../../shared/keys';
import { SAVED_SEARCH_VISIBILITIES } from '../../../shared/schemas/saved-search';
import { entityConfig, recordAttributes, SERVICE } from './table';
import { lazyEntity } from './lazy-entity';

/**
 * A saved search of the object list. All of a museum's sit in one partition: the list reads it
 * once and keeps the caller's own and the shared ones (a user keeps at most
 * SAVED_SEARCHES_PER_USER, so the partition stays small).
 */
export const SavedSearchEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'savedSearch', version: '1', service: SERVICE },
        attributes: {
          tenant: { type: 'string', required: true, readOnly: true },
          id: { type: 'string', required: true, readOnly: true },
          ownerId: { type: 'string', required: true, readOnly: true },
          ownerUsername: { type: 'string', required: true, readOnly: true },
          name: { type: 'string', required: true },
          visibility: { type: SAVED_SEARCH_VISIBILITIES, required: true },
          /** The query as `SavedQuerySchema` checked it (text, tokens, sort, columns). */
          query: { type: 'any', required: true },
          ...recordAttributes,
        },
        indexes: {
          byId: {
            pk: { field: TABLE_KEYS.partitionKey, composite: ['tenant'], template: '${tenant}#savedSearch', casing: 'none' },
            sk: { field: TABLE_KEYS.sortKey, composite: ['id'], template: '${id}', casing: 'none' },
          },
        },
      },
      entityConfig,
    ),
);
export type SavedSearchItem = EntityItem<typeof SavedSearchEntity>;
