import type { ObjectListParams } from '../../../../shared/schemas/object';
import type { RequestContext } from '../../../lib/context';
import type { DocTest } from '../../../lib/search/search-doc';
import { searchDocs } from '../../../lib/search/scoped-index';
import { sortedSearch } from '../../../lib/search/sorted-search';
import { readableMembers, setChunks } from '../../object-sets/set-reads';
import { objectPage } from '../object-reads';
import { objectSortField } from './object-sort';
import { currentIndex } from './object-search';
import { filterTest } from './search-doc';
import { lackingFilter } from './missing-filter';

/**
 * GET /api/objects sorted, lacking a field or within a set (docs/object-sets.md): loaded by the first such call, so
 * the objects function's cold start stays lean. A set is one more test of the index walk: an
 * object deleted since it was added is not in the index, so it drops out of the list.
 */
export async function walkedObjectPage(ctx: RequestContext, params: ObjectListParams) {
  const { page, size, setId } = params;
  const { ids, total, refreshDue } = await walkedIds(ctx.tenant, params, setId ? readableMembers(ctx, setId) : undefined, page, size);
  return objectPage(ctx.tenant, { ids, total, refreshDue }, page, size);
}

/**
 * A page of the list's ids in its order, and its total: the list itself, and the export of the
 * list as shown (a page as large as the list), among `members` when given (a set, a selection).
 */
export async function walkedIds(tenant: string, params: Omit<ObjectListParams, 'page' | 'size'>, among: Promise<ReadonlySet<string>> | ReadonlySet<string> | undefined, page: number, size: number) {
  const { searchAll = '', sort, setId: _set, missing, ...filters } = params;
  const fieldsTest = missing ? lackingFilter(missing, filterTest(filters)) : filterTest(filters);
  // Read side by side: the index, the order and the members (a set's chunks).
  const [{ state, refreshDue }, field, members] = await Promise.all([currentIndex(tenant), sort && objectSortField(tenant, sort.field), among]);
  const passes = withinSet(fieldsTest, members);
  // A sorted set (or selection) tests only its members, placed by their ranks in the order (docs/object-sets.md).
  const { docs, total } = field ? sortedSearch(state, searchAll, passes, page, size, field, sort!.descending, members) : searchDocs(state, searchAll, passes, page, size);
  return { ids: docs.map((d) => d.id), total, refreshDue };
}

/** The filters' test, and membership of the set first (the cheaper, and the narrower at 10,000 of 100,000). */
export function withinSet(passes: DocTest, members: ReadonlySet<string> | undefined): DocTest {
  if (!members) return passes;
  return passes ? (doc) => members.has(doc.id) && passes(doc) : (doc) => members.has(doc.id);
}

/** The ids of every object a search finds, in list order (a set's "add every result"). */
export async function searchedObjectIds(ctx: RequestContext, params: Omit<ObjectListParams, 'page' | 'size' | 'sort'>, limit: number) {
  const { searchAll = '', setId, missing, ...filters } = params;
  const fieldsTest = missing ? lackingFilter(missing, filterTest(filters)) : filterTest(filters);
  const [{ state }, members] = await Promise.all([currentIndex(ctx.tenant), setId ? readableMembers(ctx, setId) : undefined]);
  const { docs, total } = searchDocs(state, searchAll, withinSet(fieldsTest, members), 0, limit);
  return { ids: docs.map((d) => d.id), total };
}

/** Which of `ids` are objects of the museum now (the others were deleted, or never were). */
export async function liveObjectIds(tenant: string, ids: Iterable<string>): Promise<string[]> {
  const wanted = new Set(ids);
  if (!wanted.size) return [];
  const { state } = await currentIndex(tenant);
  return searchDocs(state, '', (doc) => wanted.has(doc.id), 0, wanted.size).docs.map((d) => d.id);
}

/** A set's objects that exist, in list order: after the caller's right to see it is checked (the export). */
export async function readableSetObjectIds(ctx: RequestContext, setId: string): Promise<string[]> {
  return liveObjectIds(ctx.tenant, await readableMembers(ctx, setId));
}

/** The same, read by the jobs worker for an export the request already checked. */
export async function setObjectIds(tenant: string, setId: string): Promise<string[]> {
  return liveObjectIds(tenant, (await setChunks(tenant, setId)).flat());
}
