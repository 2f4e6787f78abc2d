import { AVATAR_PALETTE } from '../../../../shared/constants';
import { DEFAULT_TIME_ZONE } from '../../../../shared/time-zone';
import { formatUtcStamp } from '../../components/date-time/date-time';

export const MISSING = '-';

/**
 * lastSeen arrives as YYYY-MM-DD HH:mm:ss in UTC; the profile shows the short form, without
 * seconds, in the museum's time zone.
 */
export function shortDateTime(lastSeen: string | null | undefined, timeZone: string = DEFAULT_TIME_ZONE): string {
  if (!lastSeen) return MISSING;
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})/.exec(formatUtcStamp(lastSeen, timeZone));
  return match ? `${match[1]} ${match[2]}` : lastSeen;
}

export type ProfileField = { label: string; value: string };

/** What the left card reads; the session's user and the API's user record both fit. */
export type ProfileSubject = {
  name?: string | null;
  email?: string | null;
  phoneNumber?: string | null;
  address?: string | null;
  lastSeen?: string | null;
  userGroup?: { value: string } | null;
};

/** The left card of the profile (spec 1 section 2), '-' for whatever is missing. */
export function profileFields(user: ProfileSubject, timeZone: string = DEFAULT_TIME_ZONE): ProfileField[] {
  const show = (value: string | null | undefined) => (value && value.trim() ? value : MISSING);
  return [
    { label: 'Name', value: show(user.name) },
    { label: 'User Group', value: show(user.userGroup?.value) },
    { label: 'Email', value: show(user.email) },
    { label: 'Phone Number', value: show(user.phoneNumber) },
    { label: 'Address', value: show(user.address) },
    { label: 'Last Visit', value: shortDateTime(user.lastSeen, timeZone) },
  ];
}

/**
 * Users without a picture get a colour of the palette, chosen from their id: it stays the same
 * when they change their name, and differs between two people of the same name.
 */
export function avatarColour(userId: string): string {
  let hash = 0;
  for (const char of userId) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return AVATAR_PALETTE[hash % AVATAR_PALETTE.length];
}

export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters.map((w) => [...w][0]?.toUpperCase() ?? '').join('') || '?';
}
