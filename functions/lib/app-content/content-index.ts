import type { TransactWriteEntities } from 'electrodb';
import { requestSearchRefresh } from '../search/refresh-request';
import { currentIndex, scopeOf, searchDocs } from '../search/scoped-index';
import { searchEntities, searchWrites } from '../search/search-writes';
import type { DocTest, SearchDoc } from '../search/search-doc';
import type { Committed } from '../transaction-types';

/**
 * The App CMS lists (POIs, POI groups, news, beacons) are search collections of their museum,
 * served by the same in-memory index and snapshot as object search (docs/app-cms.md): a page and
 * its exact total without reading the museum's records, title search by word prefix, and the
 * filters as tests of the documents.
 */
export type ContentCollection = 'poi' | 'poiGroup' | 'news' | 'beacon';
export const contentSearchEntities = searchEntities;

/** The two search items of a record's save, for its own transaction; `doc` null when it is deleted. */
export function contentSearchWrites(e: TransactWriteEntities<typeof searchEntities>, tenant: string, collection: ContentCollection, id: string, doc: SearchDoc | null): Committed[] {
  return searchWrites(e, scopeOf(tenant, collection), id, doc);
}

/** One page of the collection's documents matching `query` and `passes`, and the exact total. */
export async function searchContent(tenant: string, collection: ContentCollection, query: string, passes: DocTest, page: number, size: number) {
  const { state, refreshDue } = await currentIndex(scopeOf(tenant, collection));
  if (refreshDue) requestSearchRefresh(tenant, collection);
  return searchDocs(state, query, passes, page, size);
}

/** Every matching document (options lists, exports): the collection's index, never the table. */
export async function allContent(tenant: string, collection: ContentCollection, passes: DocTest = undefined): Promise<SearchDoc[]> {
  return (await searchContent(tenant, collection, '', passes, 0, Number.MAX_SAFE_INTEGER)).docs;
}

/** ` a b c `: a multi-valued field as a document's `text` entry, tested with `has`. */
export const spaced = (values: readonly string[]) => ` ${values.join(' ')} `;
export const has = (field: string | undefined, value: string) => Boolean(field?.includes(` ${value} `));
