import { Entity } from 'electrodb/src/entity.js';
import { INDEXES, TABLE_KEYS } from '../../../shared/keys';
import { DEFAULT_TIME_ZONE } from '../time-zone';
import { entityConfig, SERVICE } from './table';
import { lazyEntity } from './lazy-entity';

/**
 * The tenant registry: one item per museum, written at onboarding. Looked up by slug (from the
 * host) and by issuer (from a token), so each pool maps to exactly one tenant.
 */
export const TenantEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'tenant', version: '1', service: SERVICE },
        attributes: {
          slug: { type: 'string', required: true, readOnly: true },
          name: { type: 'string', required: true },
          userPoolId: { type: 'string', required: true },
          userPoolClientId: { type: 'string', required: true },
          issuer: { type: 'string', required: true },
          jwksUri: { type: 'string', required: true },
          features: { type: 'list', items: { type: 'string' }, required: true },
          hosts: { type: 'list', items: { type: 'string' } },
          /** The museum's IANA time zone: its "days" (activity log, scans, dashboard) are days there. */
          timeZone: { type: 'string', required: true, default: () => DEFAULT_TIME_ZONE },
          createdAt: { type: 'string', readOnly: true, default: () => new Date().toISOString() },
        },
        indexes: {
          bySlug: {
            pk: { field: TABLE_KEYS.partitionKey, composite: ['slug'], template: '${slug}#tenant', casing: 'none' },
            sk: { field: TABLE_KEYS.sortKey, composite: [], template: 'registry', casing: 'none' },
          },
          byIssuer: {
            index: INDEXES.gsi1.name,
            pk: { field: INDEXES.gsi1.partitionKey, composite: ['issuer'], template: '${issuer}', casing: 'none' },
            sk: { field: INDEXES.gsi1.sortKey, composite: [], template: 'tenant', casing: 'none' },
          },
        },
      },
      entityConfig,
    ),
);
