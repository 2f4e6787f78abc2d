import { RECORD_TYPES } from '../../../shared/records/record-types';
import type { RecordType } from '../../../shared/records/record-type';
import { BATCH_EDIT_EMPTY_MESSAGE, BATCH_EDIT_MAX_ROWS, BATCH_EDIT_TOO_MANY_MESSAGE, batchEditMessages as says, type BatchEditKind, type BatchEditSelect } from '../../../shared/schemas/batch-edit';
import { ObjectSearchSchema } from '../../../shared/schemas/object-set';
import { recordListQuery } from '../../../shared/schemas/records';
import type { RequestContext } from '../../lib/context';
import { ValidationError } from '../../lib/errors';
import { currentIndex, searchDocs } from '../../lib/search/scoped-index';
import { parse } from '../../lib/validate';
import { readableMembers } from '../object-sets/set-reads';
import { readableSetObjectIds, searchedObjectIds } from '../objects/search/object-list-walk';
import { recordScope, searchRecordIds } from '../records/search/record-search';

/**
 * What a batch edit changes (issue 30): the ids given, a set's objects (for a record type, the
 * records of the set's objects), or every result of a search with the kind's list parameters,
 * walked through the same search index as the list (never a table scan). At most
 * BATCH_EDIT_MAX_ROWS: past it, or with nothing selected, a 400 and nothing stored.
 */
/** A list's paging and order mean nothing to a selection of every result: left out, as the console may send the list's query as it is. */
const LIST_ONLY = new Set(['page', 'size', 'sort']);
const LIMIT = BATCH_EDIT_MAX_ROWS + 1;

function within(found: { ids: string[]; total: number }): string[] {
  if (found.total > BATCH_EDIT_MAX_ROWS) throw new ValidationError(BATCH_EDIT_TOO_MANY_MESSAGE, { select: BATCH_EDIT_TOO_MANY_MESSAGE });
  if (!found.ids.length) throw new ValidationError(BATCH_EDIT_EMPTY_MESSAGE, { select: BATCH_EDIT_EMPTY_MESSAGE });
  return found.ids;
}

/** The query's parameters as a query string gives them, each one the list's own. */
function listParams(query: Readonly<Record<string, unknown>>, known: readonly string[]): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(query)) {
    if (LIST_ONLY.has(name)) continue;
    if (!known.includes(name)) throw new ValidationError(says.unknownParameter(name), { [`select.query.${name}`]: says.unknownParameter(name) });
    params[name] = String(value);
  }
  return params;
}

type SetOrSearch = Exclude<BatchEditSelect, { idList: string[] }>;

async function selectedObjects(ctx: RequestContext, select: SetOrSearch): Promise<string[]> {
  if ('setId' in select) {
    const ids = await readableSetObjectIds(ctx, select.setId);
    return within({ ids, total: ids.length });
  }
  const search = parse(ObjectSearchSchema, listParams(select.query, Object.keys(ObjectSearchSchema.shape)));
  return within(await searchedObjectIds(ctx, search, LIMIT));
}

async function selectedRecords(ctx: RequestContext, type: RecordType, select: SetOrSearch): Promise<string[]> {
  if ('setId' in select) {
    const members = await readableMembers(ctx, select.setId);
    const { state } = await currentIndex(recordScope(ctx.tenant, type));
    const { docs, total } = searchDocs(state, '', (doc) => members.has(doc.exact.objectId), 0, LIMIT);
    return within({ ids: docs.map((d) => d.id), total });
  }
  const params = parse(recordListQuery(type), listParams(select.query, ['searchText', 'objectId', ...type.filters]));
  const filters = Object.fromEntries(type.filters.map((f) => [f, params[f] as string | undefined]));
  return within(await searchRecordIds(ctx.tenant, type, { searchText: params.searchText, objectId: params.objectId, filters }, 0, LIMIT));
}

export async function selectedIds(ctx: RequestContext, kind: BatchEditKind, select: BatchEditSelect): Promise<string[]> {
  if ('idList' in select) return select.idList;
  if (kind === 'objects') return selectedObjects(ctx, select);
  return selectedRecords(ctx, Object.values(RECORD_TYPES).find((t) => t.path === kind)!, select);
}
