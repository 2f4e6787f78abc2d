/**
 * A museum's IANA time zone: its "days" (activity log, scans, dashboard) are days there, on the
 * server and in the console (ARCHITECTURE.md, Time). Checked with Intl, which both Node and the
 * browser carry, so no zone list is shipped.
 */
export const DEFAULT_TIME_ZONE = 'UTC';

/** The zone's canonical IANA name (`europe/malta` -> `Europe/Malta`), or undefined if Intl does not know it. */
export function canonicalTimeZone(value: string): string | undefined {
  // Offsets ("+01:00") are not zones: they know no summer time, so days would drift.
  if (value.length > 64 || !/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(value)) return undefined;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}
