import type { DateRangePickerProps } from '@cloudscape-design/components/date-range-picker';

/** The `from` and `to` of GET /api/data-changes as days (YYYY-MM-DD); left out means "no bound". */
export type ChangeRange = { from?: string; to?: string };

const DAY = /^(\d{4})-(\d{2})-(\d{2})/;
const pad = (n: number) => String(n).padStart(2, '0');
const dayOf = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

function before(now: Date, amount: number, unit: DateRangePickerProps.TimeUnit): Date {
  const start = new Date(now);
  if (unit === 'year') start.setFullYear(start.getFullYear() - amount);
  else if (unit === 'month') start.setMonth(start.getMonth() - amount);
  else if (unit === 'week') start.setDate(start.getDate() - 7 * amount);
  else if (unit === 'day') start.setDate(start.getDate() - amount);
  // The picker offers days and longer only (dateOnly); a shorter unit still means "since that day".
  else start.setTime(now.getTime() - amount * { second: 1_000, minute: 60_000, hour: 3_600_000 }[unit]);
  return start;
}

/**
 * The picker's value as API bounds. The API pages the log from per-day counters, so whole days
 * are what it answers fast at any depth; "last n days" starts on the day n days ago.
 */
export function changeRange(value: DateRangePickerProps.Value | null, now = new Date()): ChangeRange {
  if (!value) return {};
  if (value.type === 'relative') return { from: dayOf(before(now, value.amount, value.unit)) };
  return { from: DAY.exec(value.startDate)?.[0], to: DAY.exec(value.endDate)?.[0] };
}

export const RELATIVE_OPTIONS: DateRangePickerProps.RelativeOption[] = [
  { key: 'previous-1-day', amount: 1, unit: 'day', type: 'relative' },
  { key: 'previous-7-days', amount: 7, unit: 'day', type: 'relative' },
  { key: 'previous-1-month', amount: 1, unit: 'month', type: 'relative' },
  { key: 'previous-1-year', amount: 1, unit: 'year', type: 'relative' },
];

/** An absolute range needs both days, the first not after the second. */
export function checkRange(value: DateRangePickerProps.Value | null): DateRangePickerProps.ValidationResult {
  if (value?.type !== 'absolute') return { valid: true };
  const start = DAY.exec(value.startDate)?.[0];
  const end = DAY.exec(value.endDate)?.[0];
  if (!start || !end) return { valid: false, errorMessage: 'Choose a start and an end day.' };
  if (start > end) return { valid: false, errorMessage: 'The start day must not be after the end day.' };
  return { valid: true };
}
