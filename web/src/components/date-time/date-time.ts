import { DEFAULT_TIME_ZONE, wallClockParts } from '../../../../shared/time-zone';

function fields(date: Date, timeZone: string) {
  return wallClockParts(date.getTime(), timeZone);
}

/**
 * A stored ISO timestamp as the console shows it: YYYY-MM-DD HH:mm:ss (the spec's lastSeen form)
 * in the museum's time zone, whatever the reader's computer is set to. Text that is not a date is
 * shown as it came.
 */
export function formatTimestamp(value: string, timeZone: string = DEFAULT_TIME_ZONE): string {
  const date = new Date(value);
  if (!value || Number.isNaN(date.getTime())) return value;
  const f = fields(date, timeZone);
  return `${f.year}-${f.month}-${f.day} ${f.hour}:${f.minute}:${f.second}`;
}

/** The day (YYYY-MM-DD) an instant falls on in the museum's time zone. */
export function dayIn(date: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  const f = fields(date, timeZone);
  return `${f.year}-${f.month}-${f.day}`;
}

/**
 * The API's `YYYY-MM-DD HH:mm:ss` stamps (lastSeen) are UTC without a marker: read as UTC, then
 * shown in the museum's zone.
 */
export function formatUtcStamp(value: string, timeZone: string = DEFAULT_TIME_ZONE): string {
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(:\d{2})?)$/.exec(value);
  return match ? formatTimestamp(`${match[1]}T${match[2]}${match[3] ? '' : ':00'}Z`, timeZone) : formatTimestamp(value, timeZone);
}
