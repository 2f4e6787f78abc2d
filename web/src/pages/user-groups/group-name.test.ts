import { describe, expect, it } from 'vitest';
import { groupNameError, matchesGroup } from './group-name';

describe('a group name', () => {
  it('is required', () => {
    expect(groupNameError('')).toBe('Please input the group name!');
    expect(groupNameError('   ')).toBe('Please input the group name!');
    expect(groupNameError('Curators')).toBeUndefined();
  });

  it('is found by any part of it, whatever the case', () => {
    expect(matchesGroup('Collection Curators', ' curat')).toBe(true);
    expect(matchesGroup('Collection Curators', 'admin')).toBe(false);
    expect(matchesGroup('Anything', '')).toBe(true);
  });
});
