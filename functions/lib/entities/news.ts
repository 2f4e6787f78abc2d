import type { EntityItem } from 'electrodb';
import { Entity } from 'electrodb/src/entity.js';
import { TABLE_KEYS } from '../../../shared/keys';
import { entityConfig, recordAttributes, SERVICE } from './table';
import { lazyEntity } from './lazy-entity';

/** A news item of the visitor app (spec 2 section 3): shown in the app only while published. */
export const NewsEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'news', version: '1', service: SERVICE },
        attributes: {
          tenant: { type: 'string', required: true, readOnly: true },
          id: { type: 'string', required: true, readOnly: true },
          date: { type: 'string', required: true },
          published: { type: 'boolean', required: true },
          image: { type: 'any' },
          content: { type: 'any', required: true },
          ...recordAttributes,
        },
        indexes: {
          byId: {
            pk: { field: TABLE_KEYS.partitionKey, composite: ['tenant'], template: '${tenant}#news', casing: 'none' },
            sk: { field: TABLE_KEYS.sortKey, composite: ['id'], template: '${id}', casing: 'none' },
          },
        },
      },
      entityConfig,
    ),
);
export type NewsItem = EntityItem<typeof NewsEntity>;
