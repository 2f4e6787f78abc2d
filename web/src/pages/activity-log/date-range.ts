import type { DateRangePickerProps } from '@cloudscape-design/components/date-range-picker';
import { DEFAULT_TIME_ZONE } from '../../../../shared/time-zone';
import { dayIn } from '../../components/date-time/date-time';
import type { Translate } from '../../i18n/use-t';

/** The `from` and `to` of GET /api/data-changes as days (YYYY-MM-DD); left out means "no bound". */
export type ChangeRange = { from?: string; to?: string };

const DAY = /^(\d{4})-(\d{2})-(\d{2})/;

/** The calendar day `amount` units before a day (YYYY-MM-DD), counted on the calendar. */
function daysBefore(day: string, amount: number, unit: 'day' | 'week' | 'month' | 'year'): string {
  const [, y, m, d] = DAY.exec(day) ?? [];
  const start = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  if (unit === 'year') start.setUTCFullYear(start.getUTCFullYear() - amount);
  else if (unit === 'month') start.setUTCMonth(start.getUTCMonth() - amount);
  else start.setUTCDate(start.getUTCDate() - (unit === 'week' ? 7 : 1) * amount);
  return start.toISOString().slice(0, 10);
}

/**
 * The picker's value as API bounds, in days of the museum's time zone (the API reads them in the
 * same zone). The API pages the log from counters, so whole days are what it answers fast at any
 * depth; "last n days" starts on the museum's day n days ago.
 */
export function changeRange(value: DateRangePickerProps.Value | null, timeZone = DEFAULT_TIME_ZONE, now = new Date()): ChangeRange {
  if (!value) return {};
  if (value.type === 'relative') {
    const { amount, unit } = value;
    // The picker offers days and longer only (dateOnly); a shorter unit still means "since that day".
    if (unit === 'second' || unit === 'minute' || unit === 'hour') {
      const ms = amount * { second: 1_000, minute: 60_000, hour: 3_600_000 }[unit];
      return { from: dayIn(new Date(now.getTime() - ms), timeZone) };
    }
    return { from: daysBefore(dayIn(now, timeZone), amount, unit) };
  }
  return { from: DAY.exec(value.startDate)?.[0], to: DAY.exec(value.endDate)?.[0] };
}

export const RELATIVE_OPTIONS: DateRangePickerProps.RelativeOption[] = [
  { key: 'previous-1-day', amount: 1, unit: 'day', type: 'relative' },
  { key: 'previous-7-days', amount: 7, unit: 'day', type: 'relative' },
  { key: 'previous-1-month', amount: 1, unit: 'month', type: 'relative' },
  { key: 'previous-1-year', amount: 1, unit: 'year', type: 'relative' },
];

/** An absolute range needs both days, the first not after the second; the reason in the reader's language. */
export function checkRange(value: DateRangePickerProps.Value | null, t: Translate): DateRangePickerProps.ValidationResult {
  if (value?.type !== 'absolute') return { valid: true };
  const start = DAY.exec(value.startDate)?.[0];
  const end = DAY.exec(value.endDate)?.[0];
  if (!start || !end) return { valid: false, errorMessage: t('access.log.rangeMissing') };
  if (start > end) return { valid: false, errorMessage: t('access.log.rangeOrder') };
  return { valid: true };
}
