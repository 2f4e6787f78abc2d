import * as z from 'zod/mini';
import { beforeEach, describe, expect, it } from 'vitest';
import { readListState, storedListStateKey, writeListState } from './stored-list-state';

const State = z.object({ page: z.number() });

describe('a list state kept across navigation', () => {
  beforeEach(() => sessionStorage.clear());

  it('is read back as written, under a key of its list and user', () => {
    const key = storedListStateKey('objects', 'u1');
    writeListState(key, { page: 4 });
    expect(readListState(key, State, { page: 0 })).toEqual({ page: 4 });
    expect(readListState(storedListStateKey('objects', 'u2'), State, { page: 0 })).toEqual({ page: 0 });
  });

  it('gives the defaults for an entry that is malformed or no longer fits the list', () => {
    sessionStorage.setItem('a', '{not json');
    sessionStorage.setItem('b', JSON.stringify({ page: 'four' }));
    expect(readListState('a', State, { page: 0 })).toEqual({ page: 0 });
    expect(readListState('b', State, { page: 0 })).toEqual({ page: 0 });
  });
});
