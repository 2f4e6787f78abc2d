import { describe, expect, it } from 'vitest';
import { dayIn, formatTimestamp, formatUtcStamp } from './date-time';

describe('times in the museum time zone', () => {
  it("shows a stored timestamp as YYYY-MM-DD HH:mm:ss in the museum's zone, not the reader's", () => {
    expect(formatTimestamp('2024-03-31T00:30:05.000Z', 'Europe/Malta')).toBe('2024-03-31 01:30:05');
    // After the March change Malta is two hours ahead.
    expect(formatTimestamp('2024-03-31T01:30:05.000Z', 'Europe/Malta')).toBe('2024-03-31 03:30:05');
    expect(formatTimestamp('2024-03-31T01:30:05.000Z', 'UTC')).toBe('2024-03-31 01:30:05');
    expect(formatTimestamp('2024-01-05T23:03:09.000Z', 'Asia/Kolkata')).toBe('2024-01-06 04:33:09');
  });

  it('keeps text that is not a date', () => {
    expect(formatTimestamp('soon', 'Europe/Malta')).toBe('soon');
    expect(formatTimestamp('')).toBe('');
  });

  it("names the museum's day of an instant", () => {
    expect(dayIn(new Date('2024-03-30T23:30:00.000Z'), 'Europe/Malta')).toBe('2024-03-31');
    expect(dayIn(new Date('2024-03-30T23:30:00.000Z'), 'UTC')).toBe('2024-03-30');
  });

  it('reads the API’s UTC stamps (lastSeen) and shows them in the zone', () => {
    expect(formatUtcStamp('2024-07-01 22:15:00', 'Europe/Malta')).toBe('2024-07-02 00:15:00');
    expect(formatUtcStamp('2024-07-01 22:15', 'UTC')).toBe('2024-07-01 22:15:00');
  });
});
