import { describe, expect, it } from 'vitest';
import { can } from '../../../shared/permissions';
import { grantOf, parseCurrentUser } from './current-user';

const wire = {
  id: 'u1',
  username: 'admin',
  name: 'Ada',
  email: 'ada@example.org',
  phoneNumber: null,
  address: 'Main Street 1',
  avatarUrl: null,
  lastSeen: '2024-05-01 10:42:13',
  tenant: 'louvre',
  enabledFeatures: ['Item-Cataloging', 7],
  userGroup: { id: 'g1', value: 'Curators', permission: { item: { read: false, write: true }, user: { read: true, write: false }, bogus: { read: true } } },
  notification: { item: { create: true, update: false, delete: true } },
};

describe('parseCurrentUser', () => {
  it('reads the /users/me answer, dropping what is not part of it', () => {
    const user = parseCurrentUser(wire);
    expect(user).toMatchObject({
      id: 'u1',
      username: 'admin',
      name: 'Ada',
      phoneNumber: undefined,
      enabledFeatures: ['Item-Cataloging'],
      userGroup: { id: 'g1', value: 'Curators', permission: { item: { read: false, write: true }, user: { read: true, write: false } } },
      notification: { item: { create: true, update: false, delete: true } },
    });
    expect(user?.userGroup?.permission).not.toHaveProperty('bogus');
  });

  it('rejects an answer without id or username', () => {
    expect(parseCurrentUser({ username: 'x' })).toBeUndefined();
    expect(parseCurrentUser('<html>')).toBeUndefined();
    expect(parseCurrentUser(null)).toBeUndefined();
  });
});

describe('grantOf', () => {
  it('gives read with write, and keeps the modules', () => {
    const user = parseCurrentUser(wire);
    if (!user) throw new Error('the fixture is a valid user');
    const grant = grantOf(user);
    expect(can(grant, 'item', 'read')).toBe(true);
    expect(can(grant, 'user', 'write')).toBe(false);
    expect(can(grant, 'appcms', 'read')).toBe(false);
  });
});
