import { Entity } from 'electrodb/src/entity.js';
import { TABLE_KEYS } from '../../../shared/keys';
import { entityConfig, recordAttributes, SERVICE } from './table';
import { lazyEntity } from './lazy-entity';

/**
 * A language configured for the museum (spec 1 section 3). Only the ISO 639-1 code is stored:
 * the title comes from the ISO list, so the two cannot disagree.
 */
export const AppLanguageEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'appLanguage', version: '1', service: SERVICE },
        attributes: {
          tenant: { type: 'string', required: true, readOnly: true },
          id: { type: 'string', required: true, readOnly: true },
          code: { type: 'string', required: true },
          usedInMobileApp: { type: 'boolean', required: true, default: false },
          defaultInMobileApp: { type: 'boolean', required: true, default: false },
          directionRightToLeft: { type: 'boolean', required: true, default: false },
          ...recordAttributes,
        },
        indexes: {
          byId: {
            pk: { field: TABLE_KEYS.partitionKey, composite: ['tenant'], template: '${tenant}#appLanguage', casing: 'none' },
            sk: { field: TABLE_KEYS.sortKey, composite: ['id'], casing: 'none' },
          },
        },
      },
      entityConfig,
    ),
);
