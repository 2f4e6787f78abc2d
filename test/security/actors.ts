import { inject } from 'vitest';
import { AREA_NAMES, FEATURES } from '../../shared/permissions';
import { Api, tenantHost } from '../support/api';
import { unique } from '../integration/context';

/** A signed-in user of one museum: its client and what a fixture needs to act as it. */
export type Actor = { api: Api; id: string; username: string; password: string };

/**
 * One museum of the local stack with the users the suite walks the routes as, every one made
 * through the API: its admin, a writer (every area, both modules), a read-only group, a group with
 * no rights, and a user with every right whose modules are all switched off.
 */
export type Museum = {
  name: 'localhost' | 'demo';
  host: string;
  anonymous: Api;
  admin: Actor;
  writer: Actor;
  readOnly: Actor;
  noRights: Actor;
  featureOff: Actor;
  /** A group with no rights that fixtures put the users they make in. */
  plainGroupId: string;
  /** A group with every right: suites that need a writer of their own put it here. */
  allRightsGroupId: string;
};

export type Stack = { port: number; env: Record<string, string>; adminPassword: string; local: Museum; demo: Museum };

const everything = (write: boolean) => Object.fromEntries(AREA_NAMES.map((a) => [a, { read: true, write }]));

async function ok(res: Promise<{ status: number; body: any }>, what: string) {
  const r = await res;
  if (r.status !== 200) throw new Error(`${what}: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body;
}

/** Makes a user through the API (admin's client) and signs it in. */
export async function makeUser(admin: Api, groupId: string, opts: { enabledFeatures?: string[]; prefix?: string } = {}): Promise<Actor> {
  const username = unique(opts.prefix ?? 'sec');
  const password = `Passw0rd-${username}`;
  const user = await ok(
    admin.post('/api/users', { name: `Security ${username}`, email: `${username}@example.org`, username, password, userGroup: groupId, ...(opts.enabledFeatures ? { enabledFeatures: opts.enabledFeatures } : {}) }),
    `create user ${username}`,
  );
  const api = await new Api(admin.port, admin.host).login(username, password);
  return { api, id: user.id, username, password };
}

export async function makeGroup(admin: Api, name: string, permission: Record<string, unknown>): Promise<string> {
  return (await ok(admin.post('/api/users/user-groups', { value: unique(name), permission }), `create group ${name}`)).id;
}

async function museum(name: 'localhost' | 'demo', port: number, adminPassword: string): Promise<Museum> {
  const host = tenantHost(name, port);
  const anonymous = new Api(port, host);
  const adminApi = await anonymous.login('admin', adminPassword);
  const me = await ok(adminApi.get('/api/users/me'), 'admin me');
  const admin = { api: adminApi, id: me.id, username: 'admin', password: adminPassword };
  const [allGroup, readGroup, plainGroupId] = [
    await makeGroup(adminApi, 'Sec writers ', everything(true)),
    await makeGroup(adminApi, 'Sec readers ', everything(false)),
    await makeGroup(adminApi, 'Sec no rights ', {}),
  ];
  return {
    name,
    host,
    anonymous,
    admin,
    plainGroupId,
    allRightsGroupId: allGroup,
    writer: await makeUser(adminApi, allGroup, { enabledFeatures: [...FEATURES], prefix: 'secwriter' }),
    readOnly: await makeUser(adminApi, readGroup, { enabledFeatures: [...FEATURES], prefix: 'secreader' }),
    noRights: await makeUser(adminApi, plainGroupId, { enabledFeatures: [...FEATURES], prefix: 'secnorights' }),
    featureOff: await makeUser(adminApi, allGroup, { enabledFeatures: [], prefix: 'secnomodules' }),
  };
}

let stack: Promise<Stack> | undefined;
/** The two museums of the suite's local stack, made once per test file. */
export function securityStack(): Promise<Stack> {
  stack ??= (async () => {
    const { port, adminPassword, env } = inject('stack');
    const [local, demo] = await Promise.all([museum('localhost', port, adminPassword), museum('demo', port, adminPassword)]);
    return { port, env, adminPassword, local, demo };
  })();
  return stack;
}
