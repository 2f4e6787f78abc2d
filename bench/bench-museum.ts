import type { RequestContext } from '../functions/lib/context';

/**
 * A museum of the bench's own, onboarded on first use, and its admin as the services see a
 * signed-in user (the bench saves through the services, as the console does). Imported after the
 * stack's environment is set: the handlers read it at import.
 */
export async function benchMuseum(slug: string): Promise<RequestContext> {
  const { createTenant } = await import('../functions/onboarding/service');
  const { tenantBySlug } = await import('../functions/lib/tenants');
  const { adminContext } = await import('../infra/local/seed-objects');
  if (!(await tenantBySlug(slug))) await createTenant({ slug, admin: { username: 'admin', password: 'Bench-Admin-1a' } });
  return adminContext((await tenantBySlug(slug))!, 'admin');
}
