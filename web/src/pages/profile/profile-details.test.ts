import { describe, expect, it } from 'vitest';
import { AVATAR_PALETTE } from '../../../../shared/constants';
import type { CurrentUser } from '../../session/current-user';
import { avatarColour, initials, profileFields, shortDateTime } from './profile-details';

const user: CurrentUser = {
  id: 'u1',
  username: 'admin',
  name: 'Ada Lovelace',
  email: 'ada@example.org',
  lastSeen: '2024-05-01 10:42:13',
  enabledFeatures: [],
  userGroup: { id: 'g1', value: 'Administrators', permission: {} },
};

describe('profileFields', () => {
  it('lists name, group, email, phone, address and last visit, with - for what is missing', () => {
    expect(profileFields(user)).toEqual([
      { label: 'Name', value: 'Ada Lovelace' },
      { label: 'User Group', value: 'Administrators' },
      { label: 'Email', value: 'ada@example.org' },
      { label: 'Phone Number', value: '-' },
      { label: 'Address', value: '-' },
      { label: 'Last Visit', value: '2024-05-01 10:42' },
    ]);
  });

  it('shows - for a user without group or visit', () => {
    const fields = profileFields({ address: '  ', phoneNumber: null });
    expect(fields.map((f) => f.value)).toEqual(['-', '-', '-', '-', '-', '-']);
  });
});

describe('shortDateTime', () => {
  it('drops the seconds', () => {
    expect(shortDateTime('2024-12-31 23:59:59')).toBe('2024-12-31 23:59');
  });

  it("shows the last visit (stored in UTC) in the museum's time zone", () => {
    expect(shortDateTime('2024-12-31 23:59:59', 'Europe/Malta')).toBe('2025-01-01 00:59');
  });

  it('keeps a value it does not recognise', () => {
    expect(shortDateTime('yesterday')).toBe('yesterday');
  });
});

describe('avatar', () => {
  it('picks a stable colour from the palette of 7 by user id', () => {
    expect(AVATAR_PALETTE).toHaveLength(7);
    expect(AVATAR_PALETTE).toContain(avatarColour('4f1c2a9e-0d7b-4f7e-9a51-2c1f0e6b7d10'));
    expect(avatarColour('4f1c2a9e-0d7b-4f7e-9a51-2c1f0e6b7d10')).toBe(avatarColour('4f1c2a9e-0d7b-4f7e-9a51-2c1f0e6b7d10'));
  });

  it('spreads different ids over the whole palette', () => {
    const colours = new Set(Array.from({ length: 200 }, (_, i) => avatarColour(`user-${i}`)));
    expect(colours).toEqual(new Set(AVATAR_PALETTE));
  });

  it('uses first and last initials', () => {
    expect(initials('Ada King Lovelace')).toBe('AL');
    expect(initials('admin')).toBe('A');
    expect(initials('')).toBe('?');
  });
});
