import type { Translate } from '../../i18n/use-t';
import { pageRange, type Paging } from './paging';

/**
 * The table header's counter: '(11-20 of 42 items)', or while rows are ticked '(2/42)' as
 * Cloudscape's tables show a selection, so a selection is never out of sight (issue 32).
 * Nothing until the first page has arrived.
 */
export function listCounter(t: Translate, paging: Paging, total: number | undefined, selected: number): string | undefined {
  if (total === undefined) return undefined;
  if (selected > 0) return `(${selected}/${total})`;
  return `(${t('common.paging.range', pageRange(paging, total))})`;
}
