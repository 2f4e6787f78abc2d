import { recordField, type RecordType } from '../../../../shared/records/record-types';
import type { SortParam } from '../../../../shared/schemas/common';
import { currentIndex } from '../../../lib/search/scoped-index';
import type { SearchDoc } from '../../../lib/search/search-doc';
import { sortedSearch, type SortField } from '../../../lib/search/sorted-search';
import { museumCollator, textSort, titleSort, valueSort } from '../../sorting/sort-fields';
import type { RequestContext } from '../../../lib/context';
import { recordPage } from '../record-reads';
import { recordFilterTest, recordScope, type RecordSearch } from './record-search';

/** A record list sorted by a column (`sort=`): loaded by the first sorted call, as the objects'. */

/** The column's order; ties by the object's inventory number (natural order), then the list's. */
export async function recordSortField(tenant: string, type: RecordType, name: string): Promise<SortField> {
  const collator = await museumCollator(tenant);
  const column = (doc: SearchDoc) => doc.keys?.[name];
  const field = recordField(type, name);
  const sort =
    name === 'inventoryNumber'
      ? textSort(name, (doc) => doc.number, collator)
      : name === 'objectName'
        ? textSort(name, (doc) => doc.name, collator)
        : field?.kind === 'ref'
          ? await titleSort(tenant, name, field.dropdownType!, column, collator)
          : field?.kind === 'date' || field?.kind === 'number'
            ? valueSort(name, column)
            : textSort(name, column, collator);
  const locale = collator.resolvedOptions().locale;
  return { ...sort, id: `${name}:${locale}`, tie: (a, b) => collator.compare(a.number, b.number) || (a.sort < b.sort ? -1 : a.sort > b.sort ? 1 : 0) };
}

/** One page of the type's records in the column's order, with the exact total (as the unsorted list: `recordPage`). */
export async function sortedRecordPage(ctx: RequestContext, type: RecordType, search: RecordSearch, page: number, size: number, sort: SortParam) {
  const [{ state, refreshDue }, field] = await Promise.all([currentIndex(recordScope(ctx.tenant, type)), recordSortField(ctx.tenant, type, sort.field)]);
  const passes = recordFilterTest({ ...search.filters, objectId: search.objectId });
  const { docs, total } = sortedSearch(state, search.searchText ?? '', passes, page, size, field, sort.descending);
  return recordPage(ctx, type, { ids: docs.map((d) => d.id), total, refreshDue }, page, size);
}
