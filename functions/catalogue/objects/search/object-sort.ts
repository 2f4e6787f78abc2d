import type { SortParam } from '../../../../shared/schemas/common';
import type { OBJECT_SORT_FIELDS } from '../../../../shared/schemas/object';
import { OBJECT_SINGLE_REFS } from '../../../../shared/schemas/object-fields';
import { sortedSearch, type SortField } from '../../../lib/search/sorted-search';
import type { SearchDoc } from '../../../lib/search/search-doc';
import { museumCollator, textSort, titleSort, valueSort } from '../../sorting/sort-fields';
import { objectPage } from '../object-reads';
import { currentIndex } from './object-search';
import { filterTest, type ObjectFilters } from './search-doc';

/** GET /api/objects?sort=: loaded by the first sorted call (the objects function's cold start stays lean). */

export type ObjectSort = SortParam<(typeof OBJECT_SORT_FIELDS)[number]>;

const key = (name: string) => (doc: SearchDoc) => doc.keys?.[name];
const dropdownKey = (field: 'classification' | 'category' | 'location' | 'locationArea') =>
  field === 'locationArea' ? key('locationArea') : (doc: SearchDoc) => doc.exact[field];

/** The field's order for this museum; ties go by list order, the inventory number's natural order. */
export async function objectSortField(tenant: string, field: ObjectSort['field']): Promise<SortField> {
  const collator = await museumCollator(tenant);
  switch (field) {
    case 'inventoryNumber':
      return textSort(field, (doc) => doc.number, collator);
    case 'objectName':
      return textSort(field, (doc) => doc.name, collator);
    case 'objectTitle':
      return textSort(field, key('objectTitle'), collator);
    case 'classification':
    case 'category':
    case 'location':
    case 'locationArea':
      return titleSort(tenant, field, OBJECT_SINGLE_REFS[field], dropdownKey(field), collator);
    case 'registrationDate':
      return valueSort(field, (doc) => doc.date);
    case 'quantity':
      return valueSort(field, key('quantity'));
    case 'updatedAt':
      return valueSort(field, key('changed'));
  }
}

/** One page of objects in the sort's order, with the exact total (as the unsorted list: `objectPage`). */
export async function sortedObjectPage(tenant: string, query: string, filters: ObjectFilters, page: number, size: number, sort: ObjectSort, passes = filterTest(filters)) {
  const [{ state, refreshDue }, field] = await Promise.all([currentIndex(tenant), objectSortField(tenant, sort.field)]);
  const { docs, total } = sortedSearch(state, query, passes, page, size, field, sort.descending);
  return objectPage(tenant, { ids: docs.map((d) => d.id), total, refreshDue }, page, size);
}
