import { setPassword } from '../../functions/lib/accounts';
import { createTenant } from '../../functions/lib/onboarding';
import { tenantBySlug } from '../../functions/lib/tenants';

/**
 * Onboards the local tenants once; on later runs only the admin password is set again, so the
 * login `npm start` prints is always the one that works.
 */
export async function seedLocalTenants(slugs: readonly string[], username: string, password: string) {
  for (const slug of slugs) {
    const existing = await tenantBySlug(slug);
    if (existing) {
      await setPassword(existing, username, password);
      continue;
    }
    await createTenant({
      slug,
      name: slug === 'localhost' ? 'Local Museum' : 'Demo Museum',
      admin: { username, password, name: 'Administrator', email: `${username}@${slug}.example.org` },
    });
  }
}
