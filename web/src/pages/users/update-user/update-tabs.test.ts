import { describe, expect, it } from 'vitest';
import { USER_MESSAGES } from '../../../../../shared/schemas/user';
import { EMPTY_USER_FORM } from '../user-form/user-form-values';
import { checkUpdate, tabOfFirstError } from './update-tabs';

const user = { ...EMPTY_USER_FORM, name: 'Ada', email: 'ada@example.org', username: 'ada', userGroup: 'g1' };

describe('the update user save', () => {
  it('leaves the password alone when none was typed', () => {
    expect(checkUpdate(user)).toEqual({});
  });

  it('checks a typed password against its confirmation', () => {
    expect(checkUpdate({ ...user, password: 'New-pass-1' })).toEqual({ confirm: USER_MESSAGES.confirm });
    expect(checkUpdate({ ...user, password: 'New-pass-1', confirm: 'other' })).toEqual({ confirm: USER_MESSAGES.inconsistent });
  });

  it('requires the password and its confirmation, with the spec messages, when Security Details is saved', () => {
    expect(checkUpdate(user, 'security')).toEqual({ password: USER_MESSAGES.password, confirm: USER_MESSAGES.confirm });
    expect(checkUpdate({ ...user, password: 'New-pass-1', confirm: 'other' }, 'security')).toEqual({ confirm: USER_MESSAGES.inconsistent });
    expect(checkUpdate({ ...user, password: 'New-pass-1', confirm: 'New-pass-1' }, 'security')).toEqual({});
    expect(checkUpdate(user, 'notifications')).toEqual({});
  });

  it('opens the tab that holds the first message', () => {
    expect(tabOfFirstError({})).toBeUndefined();
    expect(tabOfFirstError({ confirm: 'x' })).toBe('security');
    expect(tabOfFirstError({ name: 'x', confirm: 'y' })).toBe('personal');
    expect(tabOfFirstError({ email: 'taken' })).toBe('personal');
  });
});
