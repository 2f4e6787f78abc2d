import type { ObjectExportRequest } from '../../shared/schemas/object-export';
import { EXPORT_SYNC_MAX_ROWS, exportListed, exportSheet } from '../lib/exports/export';
import type { RequestContext } from '../lib/context';
import { listedObjectIds, OBJECTS_SHEET } from '../catalogue/objects/excel-sheet';
import { chosenListColumns, listSearch, type ListedObjects, type ListQuerySchema, type ObjectListSearch } from '../catalogue/objects/listed-export';
import { readableMembers } from '../catalogue/object-sets/set-reads';
import { readableSetObjectIds } from '../catalogue/objects/search/object-list-walk';

/**
 * GET /api/objects/excel: the objects sheet through the export machinery (`functions/lib/exports/`),
 * this module loaded by the export call, not at a cold start (docs/design.md, "Cold starts").
 * A set's export (`setId`) holds its objects that exist, in list order. With the list's query or
 * its chosen columns, the export is the list as shown (issue 29).
 */
export async function exportObjects(ctx: RequestContext, request: ObjectExportRequest, listQuery: ListQuerySchema) {
  const search = listSearch(request.list.search, listQuery);
  const columns = chosenListColumns(request.list.columns, request.columns);
  // Without the list's query or its columns, the export is the spec's (or the set's) as it always was.
  if (search || columns) return exportShownList(ctx, request, search ?? {}, columns);
  if (request.setId === undefined) return exportSheet(ctx, OBJECTS_SHEET, request);
  const ids = await readableSetObjectIds(ctx, request.setId);
  return exportSheet(ctx, OBJECTS_SHEET, { all: false, ids, columns: request.columns }, request.setId);
}

/**
 * The rows the list shows (within all objects, the set, or the selection), in its order, with the
 * columns the user chose. A selection is answered at once, as `idList` always is.
 */
async function exportShownList(ctx: RequestContext, request: ObjectExportRequest, search: ObjectListSearch, columns: ListedObjects['columns']) {
  const selection = !request.all && request.setId === undefined;
  // Kept on a job's item as it is: DynamoDB takes no undefined inside a map.
  const listed: ListedObjects = {
    search,
    ...(columns ? { columns } : {}),
    lang: request.list.lang,
    timeZone: ctx.registry.timeZone,
    ...(request.setId ? { setId: request.setId } : {}),
    ...(selection ? { ids: request.ids } : {}),
  };
  const members = request.setId ? readableMembers(ctx, request.setId) : undefined;
  const { ids, total } = await listedObjectIds(ctx.tenant, listed, selection ? request.ids.length : EXPORT_SYNC_MAX_ROWS, members);
  return exportListed(ctx, OBJECTS_SHEET, { ids, total, selection, columns: request.columns, listed });
}
