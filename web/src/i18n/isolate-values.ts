import type { MessageValues } from './use-t';

const FIRST_STRONG_ISOLATE = '\u2068';
const POP_DIRECTIONAL_ISOLATE = '\u2069';

/**
 * In a right-to-left sentence a Latin value (a report id, a user name, a file name) is set in its
 * own direction, so the sentence reads in order: 'MV-2026-0003' stays whole and ahead of 'إلى',
 * not glued behind it. Text values are wrapped in Unicode's first-strong isolate, which takes the
 * value's own direction; numbers and dates are the catalog's to format. Left-to-right catalogs are
 * left as they are, their texts being the spec's own.
 */
export function isolatedValues(values: MessageValues | undefined, rightToLeft: boolean): MessageValues | undefined {
  if (!values || !rightToLeft) return values;
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, typeof v === 'string' && v !== '' ? `${FIRST_STRONG_ISOLATE}${v}${POP_DIRECTIONAL_ISOLATE}` : v]));
}
