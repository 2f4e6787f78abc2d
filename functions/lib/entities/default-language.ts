import { Entity } from 'electrodb/src/entity.js';
import { TABLE_KEYS } from '../../../shared/keys';
import { entityConfig, SERVICE } from './table';
import { lazyEntity } from './lazy-entity';

/**
 * Which language is the app's default: one item per tenant. Every change of the default
 * updates it on the condition that it still names the default the writer read, so two
 * concurrent "set default" calls cannot both win and leave two defaults behind.
 */
export const DefaultLanguageEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'defaultLanguage', version: '1', service: SERVICE },
        attributes: {
          tenant: { type: 'string', required: true, readOnly: true },
          languageId: { type: 'string', required: true },
        },
        indexes: {
          byTenant: {
            pk: { field: TABLE_KEYS.partitionKey, composite: ['tenant'], template: '${tenant}#defaultLanguage', casing: 'none' },
            sk: { field: TABLE_KEYS.sortKey, composite: [], template: 'pointer', casing: 'none' },
          },
        },
      },
      entityConfig,
    ),
);
