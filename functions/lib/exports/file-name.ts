import { wallClockParts } from '../../../shared/time-zone';

/** `objects_2026-11-23_21-05-00.xlsx`: the moment of the export on the museum's own clock. */
export function exportFileName(stem: string, timeZone: string, now = Date.now()): string {
  const p = wallClockParts(now, timeZone);
  return `${stem}_${p.year}-${p.month}-${p.day}_${p.hour}-${p.minute}-${p.second}.xlsx`;
}
