import { setPassword } from '../../functions/lib/accounts';
import { createTenant, systemContext } from '../../functions/onboarding/service';
import { tenantBySlug } from '../../functions/lib/tenants';
import { seedVocabularies } from '../../functions/onboarding/vocabulary-seed';

/**
 * Onboards the local tenants once; on later runs only the admin password is set again, so the
 * login `npm start` prints is always the one that works, and what onboarding seeds is completed.
 */
export async function seedLocalTenants(slugs: readonly string[], username: string, password: string) {
  for (const slug of slugs) {
    const existing = await tenantBySlug(slug);
    if (existing) {
      await setPassword(existing, username, password);
      // Tenants onboarded before the vocabularies existed get them; seeded ones are left as they are.
      await seedVocabularies(systemContext(existing));
      continue;
    }
    await createTenant({
      slug,
      name: slug === 'localhost' ? 'Local Museum' : 'Demo Museum',
      admin: { username, password, name: 'Administrator', email: `${username}@${slug}.example.org` },
    });
  }
}
