import { Entity } from 'electrodb/src/entity.js';
import { TABLE_KEYS } from '../../../shared/keys';
import { IMPORT_KINDS } from '../../../shared/schemas/import';
import { entityConfig, SERVICE } from './table';
import { lazyEntity } from './lazy-entity';

/**
 * The column mapping the museum last chose for an import kind: header (as the file spells it,
 * compared without case and spacing) -> field, or `''` for a column it leaves out. Proposed again
 * for the next file with those headers.
 */
export const ImportMappingEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'importMapping', version: '1', service: SERVICE },
        attributes: {
          tenant: { type: 'string', required: true, readOnly: true },
          kind: { type: IMPORT_KINDS, required: true, readOnly: true },
          columns: { type: 'list', items: { type: 'map', properties: { header: { type: 'string', required: true }, field: { type: 'string', required: true } } } },
          updatedAt: { type: 'string', watch: '*', set: () => new Date().toISOString() },
        },
        indexes: {
          byKind: {
            pk: { field: TABLE_KEYS.partitionKey, composite: ['tenant'], template: '${tenant}#importMapping', casing: 'none' },
            sk: { field: TABLE_KEYS.sortKey, composite: ['kind'], template: '${kind}', casing: 'none' },
          },
        },
      },
      entityConfig,
    ),
);
