import { describe, expect, it } from 'vitest';
import { gapsSummary, seriesNumber } from './inventory-series';

describe('inventory number series', () => {
  it('names a series by the text around its last run of digits, case aside', () => {
    expect(seriesNumber('A-001')).toMatchObject({ prefix: 'A-', digits: '001', suffix: '' });
    expect(seriesNumber('1985.12.3b')?.key).toBe(seriesNumber('1985.12.7B')?.key);
    expect(seriesNumber('no digits')).toBeUndefined();
  });

  it('counts the numbers a gaps report lists, ranges whole, and its series', () => {
    expect(gapsSummary(['A-003', 'A-005 .. A-009', 'S-000012', '1985.12.2'])).toEqual({ missing: 8, series: ['A-…', 'S-…', '1985.12.…'] });
    expect(gapsSummary([])).toEqual({ missing: 0, series: [] });
  });
});
