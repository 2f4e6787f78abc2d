import { wallClockParts } from '../../shared/time-zone';

/** A restore's entry in the activity log's words (English; the console shows its own translation). */
export function restoredNote(timestamp: string, timeZone: string): string {
  const p = wallClockParts(Date.parse(timestamp), timeZone);
  return `restored to the state of ${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
}
