import { describe, expect, it } from 'vitest';
import { USER_MESSAGES } from '../../../../../shared/schemas/user';
import { checkNewPassword, checkNewUser, checkPersonal, createPayload, EMPTY_USER_FORM, formValuesOf, updatePayload } from './user-form-values';

const filled = {
  ...EMPTY_USER_FORM,
  name: 'Ada Lovelace',
  email: 'ada@example.org',
  username: 'ada',
  password: 'Passw0rd-1',
  confirm: 'Passw0rd-1',
  userGroup: 'g1',
};

describe('the add user checks', () => {
  it('give every spec message for an empty form', () => {
    expect(checkNewUser(EMPTY_USER_FORM)).toEqual({
      name: USER_MESSAGES.name,
      email: USER_MESSAGES.email,
      userGroup: USER_MESSAGES.userGroup,
      username: USER_MESSAGES.username,
      password: USER_MESSAGES.password,
      confirm: USER_MESSAGES.confirm,
    });
  });

  it('refuse an invalid e-mail and a confirm that differs', () => {
    expect(checkNewUser({ ...filled, email: 'ada@', confirm: 'other' })).toEqual({
      email: USER_MESSAGES.emailInvalid,
      confirm: USER_MESSAGES.inconsistent,
    });
  });

  it('pass a complete form; phone and address are optional', () => {
    expect(checkNewUser(filled)).toEqual({});
  });
});

describe('the update checks', () => {
  it('need name, e-mail and group, not the password', () => {
    expect(checkPersonal({ ...filled, name: ' ', password: '' })).toEqual({ name: USER_MESSAGES.name });
  });

  it('need the new password twice, the same', () => {
    expect(checkNewPassword({ ...filled, password: '', confirm: '' })).toEqual({ password: USER_MESSAGES.password, confirm: USER_MESSAGES.confirm });
    expect(checkNewPassword({ ...filled, confirm: 'x' })).toEqual({ confirm: USER_MESSAGES.inconsistent });
  });
});

describe('the payloads', () => {
  it('send notifications only with Item-Cataloging, and never the confirm field', () => {
    const withItems = { ...filled, notification: { create: true, update: false, delete: true } };
    expect(createPayload(withItems, true)).toMatchObject({ notification: { item: { create: true, update: false, delete: true } } });
    expect(createPayload(withItems, false)).not.toHaveProperty('notification');
    expect(createPayload(withItems, true)).not.toHaveProperty('confirm');
  });

  it('send the version and a new password only when one is given', () => {
    expect(updatePayload(filled, 3, { withItemNotifications: false })).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.org',
      userGroup: 'g1',
      phoneNumber: '',
      address: '',
      version: 3,
    });
    expect(updatePayload(filled, 3, { password: 'New-1', withItemNotifications: false })).toHaveProperty('password', 'New-1');
  });

  it('fill the form from a user, empty where the API sent null', () => {
    const values = formValuesOf({
      username: 'ada',
      name: 'Ada',
      email: 'a@b.c',
      phoneNumber: null,
      address: null,
      userGroup: { id: 'g1' },
      notification: { item: { create: false, update: true, delete: false } },
    });
    expect(values).toMatchObject({ name: 'Ada', username: 'ada', userGroup: 'g1', phoneNumber: '', password: '', notification: { create: false } });
  });
});
