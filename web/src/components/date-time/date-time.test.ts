import { describe, expect, it } from 'vitest';
import { dayIn, formatTimestamp, formatUtcStamp, type DateDisplay } from './date-time';

const zone = (timeZone: string): DateDisplay => ({ timeZone, calendar: 'gregory', language: 'en' });

describe('times in the museum time zone', () => {
  it("shows a stored timestamp as YYYY-MM-DD HH:mm:ss in the museum's zone, not the reader's", () => {
    expect(formatTimestamp('2024-03-31T00:30:05.000Z', zone('Europe/Malta'))).toBe('2024-03-31 01:30:05');
    // After the March change Malta is two hours ahead.
    expect(formatTimestamp('2024-03-31T01:30:05.000Z', zone('Europe/Malta'))).toBe('2024-03-31 03:30:05');
    expect(formatTimestamp('2024-03-31T01:30:05.000Z', zone('UTC'))).toBe('2024-03-31 01:30:05');
    expect(formatTimestamp('2024-01-05T23:03:09.000Z', zone('Asia/Kolkata'))).toBe('2024-01-06 04:33:09');
  });

  it('keeps text that is not a date', () => {
    expect(formatTimestamp('soon', zone('Europe/Malta'))).toBe('soon');
    expect(formatTimestamp('')).toBe('');
  });

  it("names the museum's day of an instant", () => {
    expect(dayIn(new Date('2024-03-30T23:30:00.000Z'), 'Europe/Malta')).toBe('2024-03-31');
    expect(dayIn(new Date('2024-03-30T23:30:00.000Z'), 'UTC')).toBe('2024-03-30');
  });

  it('reads the API’s UTC stamps (lastSeen) and shows them in the zone', () => {
    expect(formatUtcStamp('2024-07-01 22:15:00', zone('Europe/Malta'))).toBe('2024-07-02 00:15:00');
    expect(formatUtcStamp('2024-07-01 22:15', zone('UTC'))).toBe('2024-07-01 22:15:00');
  });

  it('shows the Hijri (Umm al-Qura) calendar when the reader chose it, with the era, in Latin digits', () => {
    // 23 November 2026, 16:50 UTC is 13 Jumada al-Akhirah 1448, 19:50 in Qatar.
    const hijri = (language: 'en' | 'ar'): DateDisplay => ({ timeZone: 'Asia/Qatar', calendar: 'islamic-umalqura', language });
    // The numbers sit in a left-to-right isolate, so that in Arabic the era reads after them.
    expect(formatTimestamp('2026-11-23T16:50:00.000Z', hijri('en'))).toBe('\u20661448-06-13 19:50:00\u2069 AH');
    expect(formatTimestamp('2026-11-23T16:50:00.000Z', hijri('ar'))).toBe('\u20661448-06-13 19:50:00\u2069 هـ');
    expect(formatTimestamp('2026-11-23T16:50:00.000Z', { ...hijri('en'), seconds: false })).toBe('\u20661448-06-13 19:50\u2069 AH');
    expect(formatTimestamp('2026-11-23T16:50:00.000Z', { ...zone('Asia/Qatar'), seconds: false })).toBe('2026-11-23 19:50');
  });
});
