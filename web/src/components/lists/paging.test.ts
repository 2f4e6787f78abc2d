import { describe, expect, it } from 'vitest';
import { ar } from '../../i18n/catalogs/ar';
import { en } from '../../i18n/catalogs/en';
import { translatorFor } from '../../i18n/translator';
import { FIRST_PAGE, fromPageIndex, pageRange, pagesCount, toPageIndex, withPageSize } from './paging';

describe('server paging', () => {
  it('starts at page 0 with 10 rows', () => {
    expect(FIRST_PAGE).toEqual({ page: 0, size: 10 });
  });

  it('turns the one-based pagination index into the zero-based API page and back', () => {
    expect(toPageIndex({ page: 0, size: 10 })).toBe(1);
    expect(fromPageIndex({ page: 0, size: 20 }, 3)).toEqual({ page: 2, size: 20 });
    expect(fromPageIndex({ page: 4, size: 20 }, 0)).toEqual({ page: 0, size: 20 });
  });

  it('goes back to the first page when the page size changes', () => {
    expect(withPageSize(50)).toEqual({ page: 0, size: 50 });
  });

  it('counts at least one page', () => {
    expect(pagesCount(0, 10)).toBe(1);
    expect(pagesCount(10, 10)).toBe(1);
    expect(pagesCount(11, 10)).toBe(2);
    expect(pagesCount(5000, 1000)).toBe(5);
  });
});

describe('the rows a page shows, in both languages', () => {
  const english = translatorFor({ language: 'en', messages: en });
  const arabic = translatorFor({ language: 'ar', messages: ar });

  it("reads 'x-y of N items' with the right plural", () => {
    expect(english('common.paging.range', pageRange({ page: 1, size: 10 }, 42))).toBe('11-20 of 42 items');
    expect(english('common.paging.range', pageRange({ page: 4, size: 10 }, 42))).toBe('41-42 of 42 items');
    expect(english('common.paging.range', pageRange({ page: 0, size: 10 }, 1))).toBe('1-1 of 1 item');
    expect(english('common.paging.range', pageRange({ page: 0, size: 10 }, 0))).toBe('0-0 of 0 items');
  });

  it('uses the Arabic plural forms (one, two, few, many, other)', () => {
    expect(arabic('common.paging.range', pageRange({ page: 0, size: 10 }, 1))).toBe('1-1 من عنصر واحد');
    expect(arabic('common.paging.range', pageRange({ page: 0, size: 10 }, 2))).toBe('1-2 من عنصرين');
    expect(arabic('common.paging.range', pageRange({ page: 0, size: 10 }, 5))).toBe('1-5 من 5 عناصر');
    expect(arabic('common.paging.range', pageRange({ page: 0, size: 10 }, 42))).toBe('1-10 من 42 عنصرًا');
    expect(arabic('common.paging.range', pageRange({ page: 0, size: 10 }, 100))).toBe('1-10 من 100 عنصر');
  });
});
