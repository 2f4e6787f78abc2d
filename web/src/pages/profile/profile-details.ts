import { AVATAR_PALETTE } from '../../../../shared/constants';
import { DEFAULT_TIME_ZONE } from '../../../../shared/time-zone';
import { formatUtcStamp, type DateDisplay } from '../../components/date-time/date-time';
import { msg, type MessageId } from '../../i18n/message-ids';

// The default reader: Gregorian, in the default zone (the tests' and a signed-out screen's view).
const DEFAULT_DISPLAY: DateDisplay = { timeZone: DEFAULT_TIME_ZONE, calendar: 'gregory', language: 'en' };

/**
 * lastSeen arrives as YYYY-MM-DD HH:mm:ss in UTC; the profile shows the short form, without
 * seconds, in the museum's time zone and the reader's calendar. Undefined when there is none.
 */
export function shortDateTime(lastSeen: string | null | undefined, display: DateDisplay = DEFAULT_DISPLAY): string | undefined {
  return lastSeen ? formatUtcStamp(lastSeen, { ...display, seconds: false }) : undefined;
}

/**
 * One line of the left card. `value` is undefined when missing (the card shows '-'); `ltr` marks
 * values that keep their left-to-right order in Arabic (e-mail, phone); the others, free text and
 * the date (whose Hijri era reads after its numbers), take their own direction.
 */
export type ProfileField = { label: MessageId; value: string | undefined; ltr: boolean };

/** What the left card reads; the session's user and the API's user record both fit. */
export type ProfileSubject = {
  name?: string | null;
  email?: string | null;
  phoneNumber?: string | null;
  address?: string | null;
  lastSeen?: string | null;
  userGroup?: { value: string } | null;
};

const present = (value: string | null | undefined) => (value && value.trim() ? value : undefined);

/** The left card of the profile (spec 1 section 2). */
export function profileFields(user: ProfileSubject, display: DateDisplay = DEFAULT_DISPLAY): ProfileField[] {
  return [
    { label: msg('users.field.name'), value: present(user.name), ltr: false },
    { label: msg('users.field.userGroup'), value: present(user.userGroup?.value), ltr: false },
    { label: msg('users.field.email'), value: present(user.email), ltr: true },
    { label: msg('users.field.phoneNumber'), value: present(user.phoneNumber), ltr: true },
    { label: msg('users.field.address'), value: present(user.address), ltr: false },
    { label: msg('users.field.lastVisit'), value: shortDateTime(user.lastSeen, display), ltr: false },
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

// WCAG 2 relative luminance of a #rrggbb colour.
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two #rrggbb colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The initials' colour on a palette colour: white on the dark ones, near-black on the light ones
 * (white on the palette's amber or green would be unreadable, and axe-core flags it).
 */
export function initialsColour(background: string): string {
  const white = '#ffffff';
  const ink = '#000716';
  return contrastRatio(background, white) >= contrastRatio(background, ink) ? white : ink;
}

export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters.map((w) => [...w][0]?.toUpperCase() ?? '').join('') || '?';
}
