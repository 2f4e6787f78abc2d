import { describe, expect, it } from 'vitest';
import { changeRange, checkRange } from './date-range';

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
    const now = new Date(2024, 4, 10, 12, 0, 0);
    expect(changeRange({ type: 'relative', amount: 7, unit: 'day' }, now)).toEqual({ from: '2024-05-03' });
    expect(changeRange({ type: 'relative', amount: 2, unit: 'week' }, now)).toEqual({ from: '2024-04-26' });
    expect(changeRange({ type: 'relative', amount: 1, unit: 'month' }, now)).toEqual({ from: '2024-04-10' });
    expect(changeRange({ type: 'relative', amount: 1, unit: 'year' }, now)).toEqual({ from: '2023-05-10' });
    expect(changeRange({ type: 'relative', amount: 13, unit: 'hour' }, now)).toEqual({ from: '2024-05-09' });
  });
});

describe('checkRange', () => {
  it('refuses an end before the start, and a missing day', () => {
    expect(checkRange({ type: 'absolute', startDate: '2024-05-03', endDate: '2024-05-01' })).toMatchObject({ valid: false });
    expect(checkRange({ type: 'absolute', startDate: '', endDate: '2024-05-01' })).toMatchObject({ valid: false });
    expect(checkRange({ type: 'absolute', startDate: '2024-05-01', endDate: '2024-05-01' })).toEqual({ valid: true });
    expect(checkRange({ type: 'relative', amount: 1, unit: 'day' })).toEqual({ valid: true });
  });
});
