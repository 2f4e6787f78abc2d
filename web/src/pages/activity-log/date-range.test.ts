import { describe, expect, it } from 'vitest';
import { ar } from '../../i18n/catalogs/ar';
import { ENGLISH } from '../../i18n/load-catalog';
import { translatorFor } from '../../i18n/translator';
import { changeRange, checkRange } from './date-range';

const t = translatorFor(ENGLISH);

describe('changeRange', () => {
  it('asks for everything when no range is picked', () => {
    expect(changeRange(null)).toEqual({});
  });

  it('sends picked days as days, the form the API pages fast', () => {
    expect(changeRange({ type: 'absolute', startDate: '2024-05-01', endDate: '2024-05-03' })).toEqual({ from: '2024-05-01', to: '2024-05-03' });
    expect(changeRange({ type: 'absolute', startDate: '2024-05-01T00:00:00', endDate: '2024-05-03T23:59:59' })).toEqual({
      from: '2024-05-01',
      to: '2024-05-03',
    });
  });

  it('starts "last n units" on the day n units ago, with no end', () => {
    const now = new Date(Date.UTC(2024, 4, 10, 12, 0, 0));
    expect(changeRange({ type: 'relative', amount: 7, unit: 'day' }, 'UTC', now)).toEqual({ from: '2024-05-03' });
    expect(changeRange({ type: 'relative', amount: 2, unit: 'week' }, 'UTC', now)).toEqual({ from: '2024-04-26' });
    expect(changeRange({ type: 'relative', amount: 1, unit: 'month' }, 'UTC', now)).toEqual({ from: '2024-04-10' });
    expect(changeRange({ type: 'relative', amount: 1, unit: 'year' }, 'UTC', now)).toEqual({ from: '2023-05-10' });
    expect(changeRange({ type: 'relative', amount: 13, unit: 'hour' }, 'UTC', now)).toEqual({ from: '2024-05-09' });
  });

  it("counts the days from the museum's today, not the reader's", () => {
    // 23:30 UTC on 9 May is already 10 May in Malta.
    const now = new Date(Date.UTC(2024, 4, 9, 23, 30, 0));
    expect(changeRange({ type: 'relative', amount: 7, unit: 'day' }, 'Europe/Malta', now)).toEqual({ from: '2024-05-03' });
    expect(changeRange({ type: 'relative', amount: 7, unit: 'day' }, 'UTC', now)).toEqual({ from: '2024-05-02' });
  });
});

describe('checkRange', () => {
  it('refuses an end before the start, and a missing day', () => {
    expect(checkRange({ type: 'absolute', startDate: '2024-05-03', endDate: '2024-05-01' }, t)).toEqual({
      valid: false,
      errorMessage: 'The start day must not be after the end day.',
    });
    expect(checkRange({ type: 'absolute', startDate: '', endDate: '2024-05-01' }, t)).toEqual({ valid: false, errorMessage: 'Choose a start and an end day.' });
    expect(checkRange({ type: 'absolute', startDate: '2024-05-01', endDate: '2024-05-01' }, t)).toEqual({ valid: true });
    expect(checkRange({ type: 'relative', amount: 1, unit: 'day' }, t)).toEqual({ valid: true });
  });

  it("gives its reason in the reader's language", () => {
    const arabic = translatorFor({ language: 'ar', messages: ar });
    expect(checkRange({ type: 'absolute', startDate: '2024-05-03', endDate: '2024-05-01' }, arabic)).toEqual({
      valid: false,
      errorMessage: 'يجب ألا يكون يوم البداية بعد يوم النهاية.',
    });
  });
});
