import { byListOrder } from '../../../lib/search/memory-index';
import { currentIndex as scopedIndex, scopeOf, searchDocs } from '../../../lib/search/scoped-index';
import { filterTest, type ObjectFilters, type SearchDoc } from './search-doc';

export { SEARCHED_FIELDS, type ObjectFilters } from './search-doc';
export { forgetIndexes } from '../../../lib/search/scoped-index';

/** Object search (docs/object-search.md): the museum's objects are the collection `object`. */
export const OBJECT_COLLECTION = 'object';
export const objectsScope = (tenant: string) => scopeOf(tenant, OBJECT_COLLECTION);


export const currentIndex = (tenant: string) => scopedIndex(objectsScope(tenant));

/**
 * `searchAll` with filters: the ids of one page in inventory-number order and the exact number of
 * matches. Reads one small partition (the changes since the last search) per call.
 */
export async function searchObjectIds(tenant: string, query: string, filters: ObjectFilters, page: number, size: number) {
  const { state, refreshDue } = await currentIndex(tenant);
  const { docs, total } = searchDocs(state, query, filterTest(filters), page, size);
  return { ids: docs.map((d) => d.id), total, refreshDue };
}

/** Up to `size` objects a picker offers for `query` (id, inventory number, name). */
export async function pickObjects(tenant: string, query: string, size: number) {
  const { state } = await currentIndex(tenant);
  return searchDocs(state, query, undefined, 0, size).docs.map((d) => ({ id: d.id, inventoryNumber: d.number, objectName: d.name ?? null }));
}

/** Every inventory number of the museum, in list order (for the gaps report). */
export async function allInventoryNumbers(tenant: string): Promise<string[]> {
  const { state } = await currentIndex(tenant);
  const changed = [...state.changed.values()].flatMap((c) => (c.doc ? [c.doc] : [])).sort(byListOrder);
  const { rows } = state.index;
  const kept: Pick<SearchDoc, 'id' | 'sort' | 'number'>[] = [];
  for (let n = 0; n < rows.size; n++) {
    if (state.changed.has(rows.id(n))) continue;
    const { id, sort, number } = rows.row(n);
    kept.push({ id, sort, number });
  }
  return [...kept, ...changed].sort(byListOrder).map((d) => d.number);
}
