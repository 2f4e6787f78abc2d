import { describe, expect, it } from 'vitest';
import { hijriDate } from './hijri-date';

describe('the Hijri date of a recording date', () => {
  it('is the Umm al-Qura date of the day, in the reader language', () => {
    // 1 Ramadan 1445 AH fell on 11 March 2024 by Umm al-Qura.
    expect(hijriDate('2024-03-11', 'en')).toMatch(/^Ramadan 1, 1445 AH$/u);
    expect(hijriDate('2024-03-11', 'ar')).toContain('1445');
    expect(hijriDate('2024-03-11', 'ar')).toContain('رمضان');
  });

  it('is empty without a valid day', () => {
    expect(hijriDate('', 'en')).toBe('');
    expect(hijriDate('2024/03/11', 'en')).toBe('');
  });
});
