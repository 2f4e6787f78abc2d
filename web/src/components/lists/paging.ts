import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE } from '../../../../shared/constants';

/**
 * Server paging as the API reads it (spec 1 section 9): a zero-based page, a size from the
 * page-size options and, for the user list, a sort key and search text. Cloudscape's pagination
 * counts pages from 1; the conversion lives here only.
 */
export type Paging = { page: number; size: number };

export const FIRST_PAGE: Paging = { page: DEFAULT_PAGE, size: DEFAULT_PAGE_SIZE };

export const toPageIndex = (paging: Paging) => paging.page + 1;
export const fromPageIndex = (paging: Paging, index: number): Paging => ({ ...paging, page: Math.max(0, index - 1) });

/** A new page size starts again at the first page: the old page number may not exist any more. */
export const withPageSize = (size: number): Paging => ({ page: DEFAULT_PAGE, size });

/** The rows a page shows, counted from 1 ('11-20 of 42 items'); an empty list shows 0-0. */
export function pageRange(paging: Paging, totalElements: number): { from: number; to: number; total: number } {
  const from = Math.min(paging.page * paging.size + 1, totalElements);
  return { from, to: Math.min((paging.page + 1) * paging.size, totalElements), total: totalElements };
}

export function pagesCount(totalElements: number, size: number): number {
  return Math.max(1, Math.ceil(totalElements / size));
}
