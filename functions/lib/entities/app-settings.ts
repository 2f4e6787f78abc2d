import type { EntityItem } from 'electrodb';
import { Entity } from 'electrodb/src/entity.js';
import { TABLE_KEYS } from '../../../shared/keys';
import { entityConfig, recordAttributes, SERVICE } from './table';
import { lazyEntity } from './lazy-entity';

/** The visitor app's settings (spec 2 section 3): one item per museum. */
export const AppSettingsEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'appSettings', version: '1', service: SERVICE },
        attributes: {
          tenant: { type: 'string', required: true, readOnly: true },
          id: { type: 'string', required: true, readOnly: true },
          content: { type: 'any', required: true },
          image: { type: 'any' },
          icon: { type: 'any' },
          aboutImage: { type: 'any' },
          websiteLink: { type: 'string' },
          mapStyleUrl: { type: 'string' },
          mainColour: { type: 'string', required: true },
          previewModeOn: { type: 'boolean', required: true },
          /** SHA-256 of the preview key (functions/lib/secret-keys.ts), its last characters, when it was made. */
          previewKeyHash: { type: 'string' },
          previewKeyHint: { type: 'string' },
          previewKeyRotatedAt: { type: 'string' },
          /** The public privacy page: enabled, controller, processor, lastUpdated. */
          privacyPolicy: { type: 'any' },
          ...recordAttributes,
        },
        indexes: {
          byTenant: {
            pk: { field: TABLE_KEYS.partitionKey, composite: ['tenant'], template: '${tenant}#appSettings', casing: 'none' },
            sk: { field: TABLE_KEYS.sortKey, composite: [], template: 'settings', casing: 'none' },
          },
        },
      },
      entityConfig,
    ),
);
export type AppSettingsItem = EntityItem<typeof AppSettingsEntity>;
