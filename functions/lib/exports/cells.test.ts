import { describe, expect, it } from 'vitest';
import { day, fileUrls, joined, looksLikeFormula, shownText, title, yesNo } from './cells';
import { exportFileName } from './file-name';

describe('spreadsheet cells', () => {
  it('reads booleans as Yes/No, days as dates, lists joined with ", "', () => {
    expect([yesNo(true), yesNo(false), yesNo(undefined)]).toEqual(['Yes', 'No', undefined]);
    expect(day('2024-02-29')).toEqual(new Date(Date.UTC(2024, 1, 29)));
    expect(day('1900-03-01')).toEqual(new Date(Date.UTC(1900, 2, 1)));
    expect(day(null)).toBeUndefined();
    expect(joined(['a', null, 'b'])).toBe('a, b');
    expect(joined([])).toBeUndefined();
    expect(fileUrls([{ url: 'u1' }, { url: 'u2' }])).toBe('u1, u2');
    expect(title(new Map([['x', 'Brass']]), 'x')).toBe('Brass');
  });

  it('writes a day spreadsheets cannot hold (before 1 March 1900) as the console writes it', () => {
    expect(day('1650-03-01')).toBe('1650/03/01');
    expect(day('1900-02-28')).toBe('1900/02/28');
  });

  it('shows a cell as text for an import\'s change: a date as YYYY/MM/DD', () => {
    expect(shownText(day('2021-07-20'))).toBe('2021/07/20');
    expect([shownText(3), shownText('x'), shownText(null), shownText(undefined)]).toEqual(['3', 'x', '', '']);
  });

  it('takes text starting with = + - @ (and tab or carriage return) for a possible formula', () => {
    for (const text of ['=1+1', '+1', '-1', '@SUM(A1)', '\t=1', '\r=1']) expect(looksLikeFormula(text), text).toBe(true);
    for (const value of ['Astrolabe', 'a=b', -1, 3, undefined, null]) expect(looksLikeFormula(value), String(value)).toBe(false);
  });

  it("names the file by the moment of the export on the museum's clock", () => {
    const instant = Date.parse('2026-03-01T22:30:05Z');
    expect(exportFileName('objects', 'Asia/Qatar', instant)).toBe('objects_2026-03-02_01-30-05.xlsx');
    expect(exportFileName('objects', 'UTC', instant)).toBe('objects_2026-03-01_22-30-05.xlsx');
  });
});
