import { Entity } from 'electrodb/src/entity.js';
import { INDEXES, TABLE_KEYS } from '../../../shared/keys';
import { CALENDARS, CONSOLE_LANGUAGES, DENSITIES, MODES } from '../../../shared/preference-values';
import { entityConfig, recordAttributes, SERVICE } from './table';
import { lazyEntity } from './lazy-entity';

/** A staff user's profile; the sign-in itself lives in the tenant's Cognito pool (id = `sub`). */
export const UserEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'user', version: '1', service: SERVICE },
        attributes: {
          tenant: { type: 'string', required: true, readOnly: true },
          id: { type: 'string', required: true, readOnly: true },
          username: { type: 'string', required: true, readOnly: true },
          name: { type: 'string', required: true },
          email: { type: 'string', required: true },
          groupId: { type: 'string', required: true },
          phoneNumber: { type: 'string' },
          address: { type: 'string' },
          avatarUrl: { type: 'string' },
          lastSeen: { type: 'string' },
          enabledFeatures: { type: 'list', items: { type: 'string' }, required: true },
          notification: {
            type: 'map',
            properties: {
              item: {
                type: 'map',
                properties: { create: { type: 'boolean' }, update: { type: 'boolean' }, delete: { type: 'boolean' } },
              },
            },
          },
          /**
           * Item notifications up to this time (ISO) are read: the bell counts only later changes.
           * Saved by a patch of this attribute alone, which does not move `version`.
           */
          notificationsReadUpTo: { type: 'string' },
          /**
           * The console preferences (absent until the user first chooses; reads answer the defaults).
           * Saved by a patch of this attribute alone, which does not move `version`.
           */
          preferences: {
            type: 'map',
            properties: {
              language: { type: CONSOLE_LANGUAGES, required: true },
              calendar: { type: CALENDARS, required: true },
              mode: { type: MODES, required: true },
              density: { type: DENSITIES, required: true },
              /** The columns chosen per list (`ListColumnsSchema`, checked by the route before it gets here). */
              columns: { type: 'any' },
            },
          },
          ...recordAttributes,
        },
        indexes: {
          byId: {
            pk: { field: TABLE_KEYS.partitionKey, composite: ['tenant'], template: '${tenant}#user', casing: 'none' },
            sk: { field: TABLE_KEYS.sortKey, composite: ['id'], casing: 'none' },
          },
          byGroup: {
            index: INDEXES.gsi1.name,
            pk: { field: INDEXES.gsi1.partitionKey, composite: ['tenant', 'groupId'], template: '${tenant}#userGroup#${groupId}', casing: 'none' },
            sk: { field: INDEXES.gsi1.sortKey, composite: ['id'], casing: 'none' },
          },
        },
      },
      entityConfig,
    ),
);
