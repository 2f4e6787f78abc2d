import { describe, expect, it } from 'vitest';
import { FIRST_PAGE, fromPageIndex, pagesCount, toPageIndex, withPageSize } from './paging';

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
