import { describe, expect, it } from 'vitest';
import { updateUserPath } from './paths';

describe('updateUserPath', () => {
  it('keeps an id with unusual characters in one path segment', () => {
    expect(updateUserPath('a b/1')).toBe('/updateUser/a%20b%2F1');
  });
});
