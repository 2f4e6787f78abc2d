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

/** A new user of localhost in `groupId`, signed in as themselves (made by localhost's admin). */
export async function newSignedInUser(clients: Awaited<ReturnType<typeof adminClients>>, groupId: string, prefix: string) {
  const username = unique(prefix);
  const password = `Passw0rd-${username}`;
  const created = await clients.local.post('/api/users', { name: `Tester ${username}`, email: `${username}@example.org`, username, password, userGroup: groupId });
  if (created.status !== 200) throw new Error(`user ${username}: ${created.status} ${JSON.stringify(created.body)}`);
  return { username, api: await new Api(clients.port, tenantHost('localhost', clients.port)).login(username, password) };
}
