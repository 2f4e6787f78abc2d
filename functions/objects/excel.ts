import type { ExportRequest } from '../../shared/schemas/export';
import { exportSheet } from '../lib/exports/export';
import type { RequestContext } from '../lib/context';
import { OBJECTS_SHEET } from '../catalogue/objects/excel-sheet';

/**
 * GET /api/objects/excel: the objects sheet through the export machinery (`functions/lib/exports/`),
 * this module loaded by the export call, not at a cold start (docs/design.md, "Cold starts").
 */
export async function exportObjects(ctx: RequestContext, request: ExportRequest) {
  return exportSheet(ctx, OBJECTS_SHEET, request);
}
