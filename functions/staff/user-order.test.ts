import { describe, expect, it } from 'vitest';
import { directoryEntry, idOfEntry, idsInCreationOrder, sortUsers } from './user-order';

const user = (id: string, name: string, createdAt: string) => ({ id, name, username: name.toLowerCase(), email: `${name.toLowerCase()}@example.org`, createdAt });

describe('user list order', () => {
  it('lists by creation, not by the random id', () => {
    const first = directoryEntry('2024-01-01T00:00:00.000Z', 'ffff-late-in-the-alphabet');
    const second = directoryEntry('2024-01-01T00:00:00.001Z', '0000-early-in-the-alphabet');
    const third = directoryEntry('2025-06-01T12:00:00.000Z', '8888');
    expect(idsInCreationOrder([third, second, first])).toEqual(['ffff-late-in-the-alphabet', '0000-early-in-the-alphabet', '8888']);
    expect(idsInCreationOrder([third, second, first], true)).toEqual(['8888', '0000-early-in-the-alphabet', 'ffff-late-in-the-alphabet']);
  });

  it('puts users listed before creation order (bare ids) first, and gives back every id', () => {
    const timed = directoryEntry('2024-01-01T00:00:00.000Z', 'aaaa');
    expect(idsInCreationOrder([timed, 'zzzz', 'bbbb'])).toEqual(['bbbb', 'zzzz', 'aaaa']);
    expect(idOfEntry(timed)).toBe('aaaa');
    expect(idOfEntry('bbbb')).toBe('bbbb');
  });

  it('sorts by name, username or e-mail as people read them, ties in creation order', () => {
    const users = [user('1', 'émile', '2024-01-03T00:00:00.000Z'), user('2', 'Bob', '2024-01-02T00:00:00.000Z'), user('3', 'Alice', '2024-01-04T00:00:00.000Z'), user('4', 'bob', '2024-01-01T00:00:00.000Z')];
    expect(sortUsers(users, 'name').map((u) => u.id)).toEqual(['3', '4', '2', '1']);
    expect(sortUsers(users, 'name', true).map((u) => u.id)).toEqual(['1', '2', '4', '3']);
    expect(sortUsers(users, 'id').map((u) => u.id)).toEqual(['4', '2', '1', '3']);
    expect(sortUsers(users, 'email').map((u) => u.email)[0]).toBe('alice@example.org');
  });
});
