import { inject } from 'vitest';
import { Api, tenantHost } from '../support/api';

/** Clients for the two seeded tenants, signed in as their admin. */
export async function adminClients() {
  const { port, adminPassword } = inject('stack');
  const local = await new Api(port, tenantHost('localhost', port)).login('admin', adminPassword);
  const demo = await new Api(port, tenantHost('demo', port)).login('admin', adminPassword);
  return { port, adminPassword, local, demo };
}

let counter = 0;
/** Names unique within the run, so test files never collide on the shared stack. */
export function unique(prefix: string): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${counter}`;
}

/** A museum onboarded for one test file, signed in as its admin: nothing another file saves counts in it. */
export async function ownMuseum(prefix: string, password: string): Promise<Api> {
  Object.assign(process.env, inject('stack').env);
  const slug = unique(prefix).toLowerCase().slice(0, 30);
  const { createTenant } = await import('../../functions/onboarding/service');
  await createTenant({ slug, admin: { username: 'admin', password } });
  const { port } = inject('stack');
  return new Api(port, tenantHost(slug, port)).login('admin', password);
}
