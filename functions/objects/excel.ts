import type { ExportRequest } from '../../shared/schemas/export';
import type { RequestContext } from '../lib/context';
import { exportSheet } from '../lib/exports/export';
import { OBJECTS_SHEET } from '../catalogue/objects/excel-sheet';

/** GET /api/objects/excel: the objects sheet through the export machinery (`functions/lib/exports/`). */
export function exportObjects(ctx: RequestContext, request: ExportRequest) {
  return exportSheet(ctx, OBJECTS_SHEET, request);
}
