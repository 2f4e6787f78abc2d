import type { SortParam } from '../../../../shared/schemas/common';
import { OBJECT_SORT_FIELDS } from '../../../../shared/schemas/object';
import { OBJECT_SINGLE_REFS } from '../../../../shared/schemas/object-fields';
import type { SortField } from '../../../lib/search/sorted-search';
import { buildGroups } from '../../../lib/search/sort-groups';
import type { SearchDoc } from '../../../lib/search/search-doc';
import { museumCollator, textSort, titleSort, valueSort } from '../../sorting/sort-fields';

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

/** Every order of the list over `docs` (in list order), as the snapshot carries them (rebuildSearchIndex). */
export async function objectSortOrders(tenant: string, docs: readonly SearchDoc[]) {
  const fields = await Promise.all(OBJECT_SORT_FIELDS.map((field) => objectSortField(tenant, field)));
  return Object.fromEntries(fields.map((field) => [field.id, buildGroups(docs, field)]));
}
