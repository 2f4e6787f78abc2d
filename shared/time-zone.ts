/**
 * A museum's IANA time zone: its "days" (activity log, scans, dashboard) are days there, on the
 * server and in the console (ARCHITECTURE.md, Time). Checked with Intl, which both Node and the
 * browser carry, so no zone list is shipped.
 */
export const DEFAULT_TIME_ZONE = 'UTC';

let known: Map<string, string> | undefined;

/**
 * The zone's IANA name in its proper case (`europe/malta` -> `Europe/Malta`), or undefined if Intl
 * does not know it. A name Intl takes as an alias (Asia/Kolkata, which ICU resolves to
 * Asia/Calcutta) is kept as the museum wrote it.
 */
export function canonicalTimeZone(value: string): string | undefined {
  // Offsets ("+01:00") are not zones: they know no summer time, so days would drift.
  if (value.length > 64 || !/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(value)) return undefined;
  let resolved: string;
  try {
    resolved = new Intl.DateTimeFormat('en-US', { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
  known ??= new Map(Intl.supportedValuesOf('timeZone').map((z) => [z.toLowerCase(), z]));
  return known.get(value.toLowerCase()) ?? (resolved.toLowerCase() === value.toLowerCase() ? resolved : value);
}

// A formatter costs far more to build than to use: one per zone for the process's (or page's) life.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The wall-clock fields of an instant in the zone, as zero-padded text (`{ year: '2026', month: '03', ... }`). */
export function wallClockParts(ms: number, timeZone: string): Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string> {
  const parts: Record<string, string> = {};
  for (const p of formatter(timeZone).formatToParts(new Date(ms))) {
    if (p.type !== 'literal') parts[p.type] = p.value;
  }
  return parts as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string>;
}
