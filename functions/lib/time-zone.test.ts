import { describe, expect, it } from 'vitest';
import { canonicalTimeZone, localDay, nextDay, startOfDay } from './time-zone';

const iso = (ms: number) => new Date(ms).toISOString();

describe('museum time zones', () => {
  it('accepts IANA zones in their canonical spelling and refuses the rest', () => {
    expect(canonicalTimeZone('Europe/Malta')).toBe('Europe/Malta');
    expect(canonicalTimeZone('europe/malta')).toBe('Europe/Malta');
    expect(canonicalTimeZone('UTC')).toBe('UTC');
    // ICU resolves Asia/Kolkata to its old name; the museum keeps the name it chose.
    expect(canonicalTimeZone('Asia/Kolkata')).toBe('Asia/Kolkata');
    expect(canonicalTimeZone('Mars/Olympus_Mons')).toBeUndefined();
    expect(canonicalTimeZone('+01:00')).toBeUndefined();
    expect(canonicalTimeZone('')).toBeUndefined();
  });

  it('starts a Malta day at local midnight, whatever the offset that day', () => {
    expect(iso(startOfDay('2024-01-15', 'Europe/Malta'))).toBe('2024-01-14T23:00:00.000Z');
    expect(iso(startOfDay('2024-03-31', 'Europe/Malta'))).toBe('2024-03-30T23:00:00.000Z');
    expect(iso(startOfDay('2024-04-01', 'Europe/Malta'))).toBe('2024-03-31T22:00:00.000Z');
    expect(iso(startOfDay('2024-10-28', 'Europe/Malta'))).toBe('2024-10-27T23:00:00.000Z');
  });

  it('starts the day when the clocks land where midnight does not exist', () => {
    // Chile moved its clocks from 00:00 to 01:00 on 8 September 2024.
    expect(iso(startOfDay('2024-09-08', 'America/Santiago'))).toBe('2024-09-08T04:00:00.000Z');
  });

  it('names the local day of an instant', () => {
    expect(localDay('2024-03-30T23:30:00.000Z', 'Europe/Malta')).toBe('2024-03-31');
    expect(localDay('2024-03-30T23:30:00.000Z', 'UTC')).toBe('2024-03-30');
    expect(localDay('2024-03-30T18:29:00.000Z', 'Asia/Kolkata')).toBe('2024-03-30');
    expect(localDay('2024-03-30T18:30:00.000Z', 'Asia/Kolkata')).toBe('2024-03-31');
    expect(nextDay('2024-02-28')).toBe('2024-02-29');
    expect(nextDay('2024-12-31')).toBe('2025-01-01');
  });
});
