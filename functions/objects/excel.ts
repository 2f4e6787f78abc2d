import type { ExportRequest } from '../../shared/schemas/export';
import type { RequestContext } from '../lib/context';

/**
 * GET /api/objects/excel: the objects sheet through the export machinery (`functions/lib/exports/`),
 * both loaded by the export call, not at a cold start (docs/design.md, "Cold starts").
 */
export async function exportObjects(ctx: RequestContext, request: ExportRequest) {
  const [{ exportSheet }, { OBJECTS_SHEET }] = await Promise.all([import('../lib/exports/export'), import('../catalogue/objects/excel-sheet')]);
  return exportSheet(ctx, OBJECTS_SHEET, request);
}
