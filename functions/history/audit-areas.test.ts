import { describe, expect, it } from 'vitest';
import { allPermissions, type Grant } from '../../shared/permissions';
import { mayReadHistoryOf } from './audit-areas';

const BOTH = ['Item-Cataloging', 'App-Cms'];
const only = (area: string, read = true): Grant => ({ permissions: { [area]: { read, write: false } }, enabledFeatures: BOTH });

describe('who may read a change history', () => {
  it('needs user read for users and user groups', () => {
    expect(mayReadHistoryOf(only('user'), 'user')).toBe(true);
    expect(mayReadHistoryOf(only('user'), 'userGroup')).toBe(true);
    expect(mayReadHistoryOf(only('setting'), 'user')).toBe(false);
    expect(mayReadHistoryOf(only('user', false), 'userGroup')).toBe(false);
  });

  it('needs setting read (in its module) for reference lists and dropdowns, setting or appcms read for languages', () => {
    expect(mayReadHistoryOf(only('setting'), 'categories')).toBe(true);
    expect(mayReadHistoryOf({ ...only('setting'), enabledFeatures: ['App-Cms'] }, 'categories')).toBe(false);
    expect(mayReadHistoryOf(only('user'), 'movementReasons')).toBe(false);
    expect(mayReadHistoryOf(only('setting'), 'dropdown')).toBe(true);
    expect(mayReadHistoryOf(only('appcms'), 'language')).toBe(true);
    expect(mayReadHistoryOf(only('setting'), 'language')).toBe(true);
    expect(mayReadHistoryOf(only('user'), 'language')).toBe(false);
  });

  it('knows no other type', () => {
    const admin = { permissions: allPermissions(), enabledFeatures: BOTH };
    expect(mayReadHistoryOf(admin, 'spaceship')).toBeUndefined();
    expect(mayReadHistoryOf(admin, 'languages')).toBeUndefined();
    expect(mayReadHistoryOf(admin, '__proto__')).toBeUndefined();
  });
});
