import type { ObjectExportRequest } from '../../shared/schemas/object-export';
import { exportSheet } from '../lib/exports/export';
import type { RequestContext } from '../lib/context';
import { OBJECTS_SHEET } from '../catalogue/objects/excel-sheet';
import { readableSetObjectIds } from '../catalogue/objects/search/object-list-walk';

/**
 * GET /api/objects/excel: the objects sheet through the export machinery (`functions/lib/exports/`),
 * this module loaded by the export call, not at a cold start (docs/design.md, "Cold starts").
 * A set's export (`setId`) holds its objects that exist, in list order.
 */
export async function exportObjects(ctx: RequestContext, request: ObjectExportRequest) {
  if (request.setId === undefined) return exportSheet(ctx, OBJECTS_SHEET, request);
  const ids = await readableSetObjectIds(ctx, request.setId);
  return exportSheet(ctx, OBJECTS_SHEET, { all: false, ids, columns: request.columns }, request.setId);
}
