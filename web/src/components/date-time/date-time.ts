import type { Calendar, ConsoleLanguage } from '../../../../shared/schemas/preferences';
import { DEFAULT_TIME_ZONE, wallClockParts } from '../../../../shared/time-zone';

/** How the reader sees instants: the museum's zone, their calendar, their language (for the era's name). */
export type DateDisplay = { timeZone: string; calendar: Calendar; language: ConsoleLanguage; seconds?: boolean };

const LRI = '\u2066';
const PDI = '\u2069';

const GREGORIAN_UTC: DateDisplay = { timeZone: DEFAULT_TIME_ZONE, calendar: 'gregory', language: 'en' };

type Fields = Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string> & { era?: string };

// Building an Intl formatter costs far more than using one: one per zone, language and calendar.
const hijriFormatters = new Map<string, Intl.DateTimeFormat>();
function hijriFields(ms: number, { timeZone, language }: DateDisplay): Fields {
  const key = `${language}|${timeZone}`;
  let f = hijriFormatters.get(key);
  if (!f) {
    // Latin digits in both languages: the spec's YYYY-MM-DD shape, the same as the Gregorian dates.
    f = new Intl.DateTimeFormat(`${language}-u-ca-islamic-umalqura-nu-latn`, {
      timeZone,
      hourCycle: 'h23',
      era: 'short',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    hijriFormatters.set(key, f);
  }
  const parts: Record<string, string> = {};
  for (const p of f.formatToParts(new Date(ms))) if (p.type !== 'literal') parts[p.type] = p.value;
  return parts as Fields;
}

function fieldsOf(ms: number, display: DateDisplay): Fields {
  return display.calendar === 'islamic-umalqura' ? hijriFields(ms, display) : wallClockParts(ms, display.timeZone);
}

/**
 * A stored ISO timestamp as the console shows it: YYYY-MM-DD HH:mm:ss (the spec's lastSeen form)
 * in the museum's time zone, whatever the reader's computer is set to; in the Hijri (Umm al-Qura)
 * calendar the same shape with the era after it (`1448-06-13 19:50:00 AH`), the numbers in a
 * left-to-right isolate (U+2066…U+2069) so that in Arabic the era reads after the date, to its
 * left. Show it in a `<bdi>`: a Gregorian stamp then reads left to right, a Hijri one in the
 * era's language. Text that is not a date is shown as it came.
 */
export function formatTimestamp(value: string, display: DateDisplay = GREGORIAN_UTC): string {
  const date = new Date(value);
  if (!value || Number.isNaN(date.getTime())) return value;
  const f = fieldsOf(date.getTime(), display);
  const time = display.seconds === false ? `${f.hour}:${f.minute}` : `${f.hour}:${f.minute}:${f.second}`;
  const stamp = `${f.year}-${f.month}-${f.day} ${time}`;
  return f.era ? `${LRI}${stamp}${PDI} ${f.era}` : stamp;
}

/** The day (YYYY-MM-DD, Gregorian: the API's days) an instant falls on in the museum's time zone. */
export function dayIn(date: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  const f = wallClockParts(date.getTime(), timeZone);
  return `${f.year}-${f.month}-${f.day}`;
}

/**
 * The API's `YYYY-MM-DD HH:mm:ss` stamps (lastSeen) are UTC without a marker: read as UTC, then
 * shown in the museum's zone and the reader's calendar.
 */
export function formatUtcStamp(value: string, display: DateDisplay = GREGORIAN_UTC): string {
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(:\d{2})?)$/.exec(value);
  return match ? formatTimestamp(`${match[1]}T${match[2]}${match[3] ? '' : ':00'}Z`, display) : formatTimestamp(value, display);
}
