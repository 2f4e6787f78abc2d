import { describe, expect, it } from 'vitest';
import { countryName } from './country-names';

describe('country names in the console language', () => {
  it('shows a typed English country name in Arabic', () => {
    expect(countryName('Qatar', 'ar')).toBe('قطر');
    expect(countryName('united kingdom', 'ar')).toBe('المملكة المتحدة');
    expect(countryName('  Egypt ', 'ar')).toBe('مصر');
    expect(countryName('Turkey', 'ar')).toBe(countryName('Türkiye', 'ar'));
  });

  it('keeps what the museum typed when it is not an English country name', () => {
    expect(countryName('قطر', 'ar')).toBe('قطر');
    expect(countryName('Mesopotamia', 'ar')).toBe('Mesopotamia');
    expect(countryName('Qatar', 'en')).toBe('Qatar');
  });
});
