import { AVATAR_PALETTE } from '../../../../shared/constants';
import type { CurrentUser } from '../../session/current-user';

export const MISSING = '-';

/** lastSeen arrives as YYYY-MM-DD HH:mm:ss; the profile shows the short form, without seconds. */
export function shortDateTime(lastSeen: string | undefined): string {
  if (!lastSeen) return MISSING;
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})/.exec(lastSeen);
  return match ? `${match[1]} ${match[2]}` : lastSeen;
}

export type ProfileField = { label: string; value: string };

/** The left card of the profile (spec 1 section 2), '-' for whatever is missing. */
export function profileFields(user: CurrentUser): ProfileField[] {
  const show = (value: string | undefined) => (value && value.trim() ? value : MISSING);
  return [
    { label: 'Name', value: show(user.name) },
    { label: 'User Group', value: show(user.userGroup?.value) },
    { label: 'Email', value: show(user.email) },
    { label: 'Phone Number', value: show(user.phoneNumber) },
    { label: 'Address', value: show(user.address) },
    { label: 'Last Visit', value: shortDateTime(user.lastSeen) },
  ];
}

/** Users without a picture get a colour of the palette; the same name always gets the same one. */
export function avatarColour(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return AVATAR_PALETTE[hash % AVATAR_PALETTE.length];
}

export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters.map((w) => [...w][0]?.toUpperCase() ?? '').join('') || '?';
}
