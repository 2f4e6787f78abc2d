import { describe, expect, it } from 'vitest';
import { USER_MESSAGES } from '../../../../shared/schemas/user';
import { checkSecurity, EMPTY_SECURITY, securityPayload } from './security-values';

describe('the Security tab', () => {
  it('asks for all three passwords with the spec messages', () => {
    expect(checkSecurity(EMPTY_SECURITY)).toEqual({
      currentPassword: USER_MESSAGES.currentPassword,
      password: USER_MESSAGES.password,
      confirm: USER_MESSAGES.confirm,
    });
  });

  it('refuses a confirmation that differs', () => {
    expect(checkSecurity({ currentPassword: 'old', password: 'New-1', confirm: 'New-2' })).toEqual({ confirm: USER_MESSAGES.inconsistent });
  });

  it('sends the current and the new password, never the confirmation', () => {
    expect(securityPayload('u1', { currentPassword: 'old', password: 'New-1', confirm: 'New-1' })).toEqual({
      id: 'u1',
      currentPassword: 'old',
      password: 'New-1',
    });
  });
});
