import { describe, expect, it } from 'vitest';
import { AVATAR_PALETTE } from '../../../../shared/constants';
import { en } from '../../i18n/catalogs/en';
import { avatarColour, contrastRatio, initials, initialsColour, profileFields, shortDateTime, type ProfileSubject } from './profile-details';

const user: ProfileSubject = {
  name: 'Ada Lovelace',
  email: 'ada@example.org',
  lastSeen: '2024-05-01 10:42:13',
  userGroup: { value: 'Administrators' },
};

describe('profileFields', () => {
  // What the card reads in English: the catalog's label, '-' (common.missingValue) for what is missing.
  const read = (fields: ReturnType<typeof profileFields>) => fields.map((f) => [en[f.label], f.value ?? en['common.missingValue']]);

  it('lists name, group, email, phone, address and last visit, with - for what is missing', () => {
    expect(read(profileFields(user))).toEqual([
      ['Name', 'Ada Lovelace'],
      ['User Group', 'Administrators'],
      ['Email', 'ada@example.org'],
      ['Phone Number', '-'],
      ['Address', '-'],
      ['Last Visit', '2024-05-01 10:42'],
    ]);
  });

  it('shows - for a user without group or visit', () => {
    const fields = profileFields({ address: '  ', phoneNumber: null });
    expect(read(fields).map(([, value]) => value)).toEqual(['-', '-', '-', '-', '-', '-']);
  });

  it('keeps e-mail and phone left to right in Arabic; names and the date (with its era) take their own direction', () => {
    expect(profileFields(user).filter((f) => f.ltr).map((f) => f.label)).toEqual(['users.field.email', 'users.field.phoneNumber']);
  });
});

describe('shortDateTime', () => {
  const display = (timeZone: string) => ({ timeZone, calendar: 'gregory', language: 'en' }) as const;

  it('drops the seconds', () => {
    expect(shortDateTime('2024-12-31 23:59:59')).toBe('2024-12-31 23:59');
  });

  it("shows the last visit (stored in UTC) in the museum's time zone", () => {
    expect(shortDateTime('2024-12-31 23:59:59', display('Europe/Malta'))).toBe('2025-01-01 00:59');
  });

  it('shows it in the Hijri calendar when the reader chose it', () => {
    // 23 November 2026, 16:50 UTC is 13 Jumada al-Akhirah 1448, 19:50 in Qatar.
    expect(shortDateTime('2026-11-23 16:50:00', { timeZone: 'Asia/Qatar', calendar: 'islamic-umalqura', language: 'ar' })).toBe('\u20661448-06-13 19:50\u2069 هـ');
  });

  it('keeps a value it does not recognise, and has none for no visit', () => {
    expect(shortDateTime('yesterday')).toBe('yesterday');
    expect(shortDateTime(null)).toBeUndefined();
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

  it('writes the initials in white or near-black, whichever reads on the colour (WCAG large text, 3:1)', () => {
    for (const colour of AVATAR_PALETTE) expect(contrastRatio(colour, initialsColour(colour))).toBeGreaterThanOrEqual(3);
    expect(initialsColour('#ffbf00')).not.toBe('#ffffff');
    expect(initialsColour('#000000')).toBe('#ffffff');
  });

  it('uses first and last initials', () => {
    expect(initials('Ada King Lovelace')).toBe('AL');
    expect(initials('admin')).toBe('A');
    expect(initials('')).toBe('?');
  });
});
