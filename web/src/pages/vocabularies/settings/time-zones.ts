import { TIME_ZONE_MESSAGE } from '../../../../../shared/schemas/museum';
import { canonicalTimeZone, DEFAULT_TIME_ZONE } from '../../../../../shared/time-zone';

/**
 * The zones a museum can pick: the browser's own IANA list (no list is shipped), UTC first,
 * and the museum's current zone even if this browser does not list it.
 */
export function timeZoneChoices(current: string, supported: () => readonly string[] = () => Intl.supportedValuesOf('timeZone')): string[] {
  const zones = new Set([DEFAULT_TIME_ZONE, current, ...supported()]);
  return [DEFAULT_TIME_ZONE, ...[...zones].filter((z) => z !== DEFAULT_TIME_ZONE).sort()];
}

/**
 * The message of the API's own check (shared/schemas/museum.ts), or undefined for a zone it
 * takes; in English, as the API sends it: the card translates either by its words.
 */
export function timeZoneProblem(value: string): string | undefined {
  return canonicalTimeZone(value) ? undefined : TIME_ZONE_MESSAGE;
}
