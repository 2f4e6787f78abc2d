import type { RecordType } from '../../../../shared/records/record-type';
import { requestSearchRefresh } from '../../../lib/search/refresh-request';
import { currentIndex, scopeOf, searchDocs } from '../../../lib/search/scoped-index';
import type { SearchDoc } from '../../../lib/search/search-doc';

/**
 * The lists of records about objects (docs/record-lists.md): each type of a museum is a search
 * collection of its own (`<tenant>#<type>`), served by the same in-memory index and snapshot as
 * object search, so page 1 and a deep page cost the same and the total is exact without a Scan.
 */
export const recordScope = (tenant: string, type: RecordType) => scopeOf(tenant, type.name);

export type RecordSearch = { searchText?: string; objectId?: string; filters: Record<string, string | undefined> };

/** One page of the type's records (newest first) matching the search, and the exact total. */
export async function searchRecordIds(tenant: string, type: RecordType, search: RecordSearch, page: number, size: number) {
  const { state, refreshDue } = await currentIndex(recordScope(tenant, type));
  const passes = recordFilterTest({ ...search.filters, objectId: search.objectId });
  const { docs, total } = searchDocs(state, search.searchText ?? '', passes, page, size);
  return { ids: docs.map((d) => d.id), total, refreshDue };
}

export function requestRecordSearchRefresh(tenant: string, type: RecordType) {
  requestSearchRefresh(tenant, type.name);
}

/** The list's filters as one test of a document (equal value ids); undefined when none is set. */
export function recordFilterTest(filters: Record<string, string | undefined>): ((doc: SearchDoc) => boolean) | undefined {
  const wanted = Object.entries(filters).filter((e): e is [string, string] => Boolean(e[1]));
  return wanted.length ? (doc) => wanted.every(([field, value]) => doc.exact[field] === value) : undefined;
}
