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
