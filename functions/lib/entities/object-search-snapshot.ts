import { Entity } from 'electrodb/src/entity.js';
import { TABLE_KEYS } from '../../../shared/keys';
import { entityConfig, SERVICE } from './table';
import { lazyEntity } from './lazy-entity';

/**
 * A museum's object search index as of one moment, so that a function starting cold loads it in
 * a few reads instead of reading every search document (functions/lib/search/snapshot.ts).
 * One partition: the `head` item names the current generation, its time and its number of chunks;
 * each chunk item (`<generation>#<n>`) holds a slice of the compressed index (`data`, binary), small
 * enough for DynamoDB's 400 KB item limit; chunks of the first format hold text (gzipped, base64
 * documents) until the museum's next refresh. The head also carries the refresh lease.
 */
export const ObjectSearchSnapshotEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'objectSearchSnapshot', version: '1', service: SERVICE },
        attributes: {
          /** `<tenant>#<collection>`: `demo#object` (objects), `demo#condition` (a record type's): the partition's owner. */
          scope: { type: 'string', required: true, readOnly: true },
          part: { type: 'string', required: true, readOnly: true },
          generation: { type: 'string' },
          /** Epoch milliseconds the snapshot includes every change before (head). */
          asOf: { type: 'number' },
          chunks: { type: 'number' },
          docs: { type: 'number' },
          /** Epoch milliseconds until which a refresh is under way (head). */
          leaseUntil: { type: 'number' },
          /**
           * A slice of the snapshot: binary, the built index (the 400 KB limit counts a binary's bytes,
           * not its base64), or text, the first format's base64.
           */
          data: { type: 'any' },
        },
        indexes: {
          byPart: {
            pk: { field: TABLE_KEYS.partitionKey, composite: ['scope'], template: '${scope}-search-snapshot', casing: 'none' },
            sk: { field: TABLE_KEYS.sortKey, composite: ['part'], template: '${part}', casing: 'none' },
          },
        },
      },
      entityConfig,
    ),
);
