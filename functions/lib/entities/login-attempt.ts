import { Entity } from 'electrodb/src/entity.js';
import { TABLE_KEYS, TIME_TO_LIVE_ATTRIBUTE } from '../../../shared/keys';
import { entityConfig, SERVICE } from './table';
import { lazyEntity } from './lazy-entity';

/**
 * The sign-in attempts of one username in one museum within the current window (see
 * functions/session/login-lockout.ts). DynamoDB deletes the item once `expiresAt` has passed.
 */
export const LoginAttemptEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'loginAttempt', version: '1', service: SERVICE },
        attributes: {
          tenant: { type: 'string', required: true, readOnly: true },
          /** Lower-cased: the pools' usernames are not case-sensitive. */
          username: { type: 'string', required: true, readOnly: true },
          attempts: { type: 'number', required: true },
          /** Epoch ms of the window's first attempt and of its latest one. */
          windowStart: { type: 'number', required: true },
          lastAttemptAt: { type: 'number', required: true },
          /** Epoch seconds, as DynamoDB's time to live reads it. */
          expiresAt: { type: 'number', required: true, field: TIME_TO_LIVE_ATTRIBUTE },
        },
        indexes: {
          byUsername: {
            pk: { field: TABLE_KEYS.partitionKey, composite: ['tenant'], template: '${tenant}#login-attempt', casing: 'none' },
            sk: { field: TABLE_KEYS.sortKey, composite: ['username'], template: '${username}', casing: 'none' },
          },
        },
      },
      entityConfig,
    ),
);
