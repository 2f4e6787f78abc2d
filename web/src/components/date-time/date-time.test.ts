import { describe, expect, it } from 'vitest';
import { formatTimestamp } from './date-time';

describe('formatTimestamp', () => {
  it('shows a stored timestamp as YYYY-MM-DD HH:mm:ss in local time', () => {
    const local = new Date(2024, 0, 5, 7, 3, 9);
    expect(formatTimestamp(local.toISOString())).toBe('2024-01-05 07:03:09');
  });

  it('keeps text that is not a date', () => {
    expect(formatTimestamp('soon')).toBe('soon');
    expect(formatTimestamp('')).toBe('');
  });
});
