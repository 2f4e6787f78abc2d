import { Entity } from 'electrodb/src/entity.js';
import { TABLE_KEYS, TIME_TO_LIVE_ATTRIBUTE } from '../../../shared/keys';
import { entityConfig, SERVICE } from './table';
import { lazyEntity } from './lazy-entity';

/**
 * A recent change of one object's search document, written in the object's transaction and kept
 * for a day (the snapshot's refresh replays them): a warm function's in-memory index reads the changes since it last looked (one
 * small, consistent query) and so finds an object saved a moment ago. `doc` is absent for a delete.
 */
export const ObjectSearchChangeEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'objectSearchChange', version: '2', service: SERVICE },
        attributes: {
          /** `<tenant>#<collection>`: `demo#object` (objects), `demo#condition` (a record type's): the partition's owner. */
          scope: { type: 'string', required: true, readOnly: true },
          changedAt: { type: 'string', required: true, readOnly: true },
          id: { type: 'string', required: true, readOnly: true },
          terms: { type: 'string' },
          exact: { type: 'any' },
          text: { type: 'any' },
          date: { type: 'string' },
          /** [earliest, latest] years, null an open end (objects: the production date's). */
          years: { type: 'any' },
          number: { type: 'string' },
          name: { type: 'string' },
          sort: { type: 'string' },
          keys: { type: 'any' },
          /** Objects: the minimum record's presence bits. */
          present: { type: 'number' },
          deleted: { type: 'boolean', required: true },
          /** Epoch seconds, as DynamoDB's time to live reads it. */
          expiresAt: { type: 'number', required: true, field: TIME_TO_LIVE_ATTRIBUTE },
        },
        indexes: {
          byTime: {
            pk: { field: TABLE_KEYS.partitionKey, composite: ['scope'], template: '${scope}-search-change', casing: 'none' },
            sk: { field: TABLE_KEYS.sortKey, composite: ['changedAt', 'id'], template: '${changedAt}#${id}', casing: 'none' },
          },
        },
      },
      entityConfig,
    ),
);
