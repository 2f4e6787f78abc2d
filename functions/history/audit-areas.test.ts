import { describe, expect, it } from 'vitest';
import { allPermissions, type Grant } from '../../shared/permissions';
import { mayReadHistoryOf } from './audit-areas';

const BOTH = ['Item-Cataloging', 'App-Cms'];
const grantOnly = (area: string, read = true): Grant => ({ permissions: { [area]: { read, write: false } }, enabledFeatures: BOTH });

describe('who may read a change history', () => {
  it('needs user read for users and user groups', () => {
    expect(mayReadHistoryOf(grantOnly('user'), 'user')).toBe(true);
    expect(mayReadHistoryOf(grantOnly('user'), 'userGroup')).toBe(true);
    expect(mayReadHistoryOf(grantOnly('setting'), 'user')).toBe(false);
    expect(mayReadHistoryOf(grantOnly('user', false), 'userGroup')).toBe(false);
  });

  it('needs setting read (in its module) for reference lists and dropdowns, setting or appcms read for languages', () => {
    expect(mayReadHistoryOf(grantOnly('setting'), 'categories')).toBe(true);
    expect(mayReadHistoryOf({ ...grantOnly('setting'), enabledFeatures: ['App-Cms'] }, 'categories')).toBe(false);
    expect(mayReadHistoryOf(grantOnly('user'), 'movementReasons')).toBe(false);
    expect(mayReadHistoryOf(grantOnly('setting'), 'dropdown')).toBe(true);
    expect(mayReadHistoryOf(grantOnly('appcms'), 'language')).toBe(true);
    expect(mayReadHistoryOf(grantOnly('setting'), 'language')).toBe(true);
    expect(mayReadHistoryOf(grantOnly('user'), 'language')).toBe(false);
  });

  it("needs read on a record type's own area for its records", () => {
    expect(mayReadHistoryOf(grantOnly('treatment'), 'treatment')).toBe(true);
    expect(mayReadHistoryOf(grantOnly('treatment'), 'movement')).toBe(false);
    expect(mayReadHistoryOf(grantOnly('curatorialForm'), 'curatorialForm')).toBe(true);
    expect(mayReadHistoryOf({ ...grantOnly('insurance'), enabledFeatures: ['App-Cms'] }, 'insurance')).toBe(false);
  });

  it('knows no other type', () => {
    const admin = { permissions: allPermissions(), enabledFeatures: BOTH };
    expect(mayReadHistoryOf(admin, 'spaceship')).toBeUndefined();
    expect(mayReadHistoryOf(admin, 'languages')).toBeUndefined();
    expect(mayReadHistoryOf(admin, '__proto__')).toBeUndefined();
  });
});
