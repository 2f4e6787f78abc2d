import { Entity } from 'electrodb/src/entity.js';
import { TABLE_KEYS } from '../../../shared/keys';
import { entityConfig, SERVICE } from './table';
import { lazyEntity } from './lazy-entity';

/**
 * What object search keeps of one object (functions/catalogue/objects/search): its distinct terms, its
 * filter values and its list order. A museum's documents are one partition, read whole to build
 * the in-memory index, so the index never reads the object records themselves.
 */
export const ObjectSearchDocEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'objectSearchDoc', version: '2', service: SERVICE },
        attributes: {
          /** `<tenant>#<collection>`: `demo#object` (objects), `demo#condition` (a record type's): the partition's owner. */
          scope: { type: 'string', required: true, readOnly: true },
          id: { type: 'string', required: true, readOnly: true },
          /** Distinct folded terms joined by spaces: one compact string instead of a list. */
          terms: { type: 'string', required: true },
          exact: { type: 'any', required: true },
          text: { type: 'any', required: true },
          date: { type: 'string' },
          /** [earliest, latest] years, null an open end (objects: the production date's). */
          years: { type: 'any' },
          number: { type: 'string', required: true },
          name: { type: 'string' },
          sort: { type: 'string', required: true },
          keys: { type: 'any' },
          /** Objects: the minimum record's presence bits. */
          present: { type: 'number' },
          updatedAt: { type: 'string', required: true },
        },
        indexes: {
          byId: {
            pk: { field: TABLE_KEYS.partitionKey, composite: ['scope'], template: '${scope}-search', casing: 'none' },
            sk: { field: TABLE_KEYS.sortKey, composite: ['id'], template: '${id}', casing: 'none' },
          },
        },
      },
      entityConfig,
    ),
);
