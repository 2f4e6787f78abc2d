/**
 * Days in a museum's own IANA time zone. Timestamps are stored in UTC; a "day" (activity-log
 * ranges, scan days, dashboard dates) is a day in the museum's zone, so the API turns days into
 * UTC instants here. Built on Intl alone: a date library would add to every Lambda's cold start.
 */
import { wallClockParts } from '../../shared/time-zone';

export { canonicalTimeZone, DEFAULT_TIME_ZONE } from '../../shared/time-zone';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MINUTE = 60_000;
const DAY_MS = 86_400_000;

/** The wall-clock fields of an instant in the zone. */
function wallClock(ms: number, timeZone: string) {
  const parts = wallClockParts(ms, timeZone);
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The day (YYYY-MM-DD) an instant falls on in the zone. */
export function localDay(iso: string | number, timeZone: string): string {
  const { year, month, day } = wallClock(typeof iso === 'number' ? iso : Date.parse(iso), timeZone);
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** The zone's offset from UTC at an instant, in ms (Malta in summer: +7,200,000). */
function offsetAt(ms: number, timeZone: string): number {
  const w = wallClock(ms, timeZone);
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - Math.floor(ms / 1000) * 1000;
}

/** A day one later (YYYY-MM-DD), by the calendar. */
export function nextDay(day: string): string {
  const [, y, m, d] = DAY.exec(day) ?? [];
  return new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)) + DAY_MS).toISOString().slice(0, 10);
}

/**
 * The first instant (UTC ms) of a day in the zone. Usually local midnight; where the clocks jump
 * over midnight (some zones change at 00:00) the day starts when they land.
 */
export function startOfDay(day: string, timeZone: string): number {
  const [, y, m, d] = DAY.exec(day) ?? [];
  if (!y) throw new RangeError(`Not a day: ${day}`);
  const midnight = Date.UTC(Number(y), Number(m) - 1, Number(d));
  // Midnight read as UTC, moved by the offset in force then; twice, as the offset may differ
  // across the move (a change near midnight).
  let guess = midnight - offsetAt(midnight, timeZone);
  guess = midnight - offsetAt(guess, timeZone);
  if (localDay(guess, timeZone) === day && localDay(guess - MINUTE, timeZone) !== day) return guess;
  // Midnight does not exist that day (or the guess fell beside it): find the first minute of
  // the day; offsets change on whole minutes. The day begins within 26 hours of UTC midnight.
  let lo = midnight - 26 * 3_600_000;
  let hi = midnight + 26 * 3_600_000;
  while (hi - lo > MINUTE) {
    const mid = lo + Math.floor((hi - lo) / MINUTE / 2) * MINUTE;
    if (localDay(mid, timeZone) >= day) hi = mid;
    else lo = mid;
  }
  return hi;
}
