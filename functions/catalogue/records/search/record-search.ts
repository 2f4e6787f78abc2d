import type { TransactWriteEntities } from 'electrodb';
import type { RecordType } from '../../../../shared/records/record-type';
import { requestSearchRefresh } from '../../../lib/search/refresh-request';
import { currentIndex, scopeOf, searchDocs, searchEntities, searchWrites } from '../../../lib/search/scoped-index';
import type { Committed } from '../../../lib/transaction-types';
import { recordFilterTest, recordSearchDoc, type RecordSearchable } from './record-search-doc';

/**
 * The lists of records about objects (docs/record-lists.md): each type of a museum is a search
 * collection of its own (`<tenant>#<type>`), served by the same in-memory index and snapshot as
 * object search, so page 1 and a deep page cost the same and the total is exact without a Scan.
 */
export const recordSearchEntities = searchEntities;

const scope = (tenant: string, type: RecordType) => scopeOf(tenant, type.name);

/** The record's search writes for its own transaction: two items; `searchable` null when it is deleted. */
export function recordSearchWrites(e: TransactWriteEntities<typeof searchEntities>, tenant: string, type: RecordType, recordId: string, searchable: RecordSearchable | null): Committed[] {
  return searchWrites(e, scope(tenant, type), recordId, searchable ? recordSearchDoc(type, searchable) : null);
}

export type RecordSearch = { searchText?: string; objectId?: string; filters: Record<string, string | undefined> };

/** One page of the type's records (newest first) matching the search, and the exact total. */
export async function searchRecordIds(tenant: string, type: RecordType, search: RecordSearch, page: number, size: number) {
  const { state, refreshDue } = await currentIndex(scope(tenant, type));
  const passes = recordFilterTest({ ...search.filters, objectId: search.objectId });
  const { docs, total } = searchDocs(state, search.searchText ?? '', passes, page, size);
  return { ids: docs.map((d) => d.id), total, refreshDue };
}

export function requestRecordSearchRefresh(tenant: string, type: RecordType) {
  requestSearchRefresh(tenant, type.name);
}
