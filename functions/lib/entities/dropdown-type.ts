import { Entity } from 'electrodb/src/entity.js';
import { TABLE_KEYS } from '../../../shared/keys';
import { entityConfig, SERVICE } from './table';
import { lazyEntity } from './lazy-entity';

/** A museum's dropdown type (spec 2 section 3), seeded at onboarding; `position` keeps their order. */
export const DropdownTypeEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'dropdownType', version: '1', service: SERVICE },
        attributes: {
          tenant: { type: 'string', required: true, readOnly: true },
          name: { type: 'string', required: true, readOnly: true },
          title: { type: 'string', required: true },
          child: { type: 'string' },
          parent: { type: 'string' },
          position: { type: 'number', required: true },
        },
        indexes: {
          byName: {
            pk: { field: TABLE_KEYS.partitionKey, composite: ['tenant'], template: '${tenant}#dropdownType', casing: 'none' },
            sk: { field: TABLE_KEYS.sortKey, composite: ['name'], casing: 'none' },
          },
        },
      },
      entityConfig,
    ),
);
