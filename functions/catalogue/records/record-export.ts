import type { RecordType } from '../../../shared/records/record-type';
import type { ExportRequest } from '../../../shared/schemas/export';
import type { RequestContext } from '../../lib/context';
import { exportSheet } from '../../lib/exports/export';
import { RECORD_SHEETS } from './excel-sheet';

/** GET /api/<type>/excel: the type's sheet through the export machinery, this module loaded by the export call only. */
export const exportRecords = (ctx: RequestContext, type: RecordType, request: ExportRequest) => exportSheet(ctx, RECORD_SHEETS[type.name], request);
