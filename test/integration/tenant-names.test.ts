import { beforeAll, describe, expect, inject, it } from 'vitest';
import { EXPORTS_FOLDER, IMPORTS_FOLDER } from '../../shared/bucket-folders';
import { PDF_FONTS_FOLDER } from '../../shared/pdf-fonts';
import { RESERVED_TENANT_SLUGS, reservedSlugMessage } from '../../shared/reserved-slugs';

/**
 * Issue 27: a museum's slug is its folder in the file store and its host label, so the store's own
 * folders and the distribution's path prefixes are refused at onboarding (the Lambda and
 * `npm run tenant` both call createTenant), before any user pool is made.
 */
describe('onboarding refuses reserved tenant names', () => {
  let createTenant: typeof import('../../functions/onboarding/service').createTenant;
  let TenantEntity: typeof import('../../functions/lib/entities/tenant').TenantEntity;

  beforeAll(async () => {
    Object.assign(process.env, inject('stack').env);
    ({ createTenant } = await import('../../functions/onboarding/service'));
    ({ TenantEntity } = await import('../../functions/lib/entities/tenant'));
  });

  it.each([IMPORTS_FOLDER, EXPORTS_FOLDER, PDF_FONTS_FOLDER, 'app', 'api', 'uploads', 'ingest', 'point-of-interests'])('%s', async (slug) => {
    expect(RESERVED_TENANT_SLUGS.has(slug)).toBe(true);
    await expect(createTenant({ slug, admin: { username: 'admin', password: 'Reserved-Admin-1a' } })).rejects.toThrow(reservedSlugMessage(slug));
    expect((await TenantEntity.get({ slug }).go()).data).toBeNull();
  });
});
