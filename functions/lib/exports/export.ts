import { randomUUID } from 'node:crypto';
import { EXPORT_JOB_DAYS, type ExportColumns, type ExportJob, type ExportRequest } from '../../../shared/schemas/export';
import type { RequestContext } from '../context';
import { ExportJobEntity } from '../entities/export-job';
import { Reply } from '../http';
import { startJob } from '../jobs';
import { exportColumns } from './columns';
import { exportFileKey } from './file-key';
import { exportFileName } from './file-name';
import type { AnySheet } from './sheet';
import { onePage, workbookBytes, XLSX_CONTENT_TYPE } from './workbook';

/**
 * How many rows an `all` export answers in the request itself; more run as a job. Measured
 * (docs/design.md, "Exports"): 2,000 objects with every field filled make a workbook of about
 * 0.8 MB (1 MB in base64) in 0.6 to 2.4 s on the bench machine, far inside Lambda's 6 MB answer and API Gateway's 30 s
 * with the four Query pages that read them; 10,000 would be 5.2 MB in base64, too near the limit. Lowered by configuration in
 * the integration suite so a few records exercise the job.
 */
export const EXPORT_SYNC_MAX_ROWS = Number(process.env.EXPORT_SYNC_MAX_ROWS ?? 2000);
if (!Number.isInteger(EXPORT_SYNC_MAX_ROWS) || EXPORT_SYNC_MAX_ROWS < 0) {
  throw new Error(`EXPORT_SYNC_MAX_ROWS must be a whole number, not ${process.env.EXPORT_SYNC_MAX_ROWS}`);
}

const DAY_SECONDS = 86_400;

/** The .xlsx as the answer itself: a download named in the museum's time. */
function fileReply(bytes: Buffer, fileName: string): Reply {
  return new Reply(bytes, {
    'content-type': XLSX_CONTENT_TYPE,
    'content-disposition': `attachment; filename="${fileName}"`,
    'cache-control': 'no-store',
  });
}

/**
 * `GET /api/<list>/excel`: the selected records, or all of them, with the columns asked for.
 * Small exports answer the file; larger `all` exports start a job and answer 202 with it.
 */
export async function exportSheet(ctx: RequestContext, sheet: AnySheet, request: ExportRequest, setId?: string): Promise<Reply> {
  const fileName = exportFileName(sheet.kind, ctx.registry.timeZone);
  // A set's objects (the ids the caller may see, read by the sheet's owner) are answered at once up to the same threshold.
  if (setId && !request.all && request.ids.length > EXPORT_SYNC_MAX_ROWS) {
    return new Reply(await startExportJob(ctx, sheet.kind, request.columns, request.ids.length, fileName, { setId }), {}, 202);
  }
  if (!request.all) {
    const [lookups, records] = await Promise.all([sheet.lookups(ctx.tenant), sheet.byIds(ctx.tenant, request.ids)]);
    const columns = await exportColumns(sheet, request.columns, () => onePage(records));
    return fileReply(await workbookBytes(sheet.sheetName, columns, lookups, onePage(records)), fileName);
  }
  const total = await sheet.count(ctx.tenant);
  if (total <= EXPORT_SYNC_MAX_ROWS) {
    const [lookups, columns] = await Promise.all([sheet.lookups(ctx.tenant), exportColumns(sheet, request.columns, () => sheet.pages(ctx.tenant))]);
    return fileReply(await workbookBytes(sheet.sheetName, columns, lookups, sheet.pages(ctx.tenant)), fileName);
  }
  return new Reply(await startExportJob(ctx, sheet.kind, request.columns, total, fileName), {}, 202);
}

/** What a list as shown finds (issue 29): its rows' ids in its order, and what the job needs to find them again. */
export type ListedRows = {
  readonly ids: readonly string[];
  readonly total: number;
  /** A selection's ids: answered at once, as `idList` always is. */
  readonly selection: boolean;
  readonly columns: ExportColumns;
  /** Kept on a job for the sheet's `listed` to read. */
  readonly listed: unknown;
};

/**
 * The list as shown (issue 29): the rows the list's own walk found, in its order, with the columns
 * the sheet's `listed` names (or the `columns` choice's). A selection, or up to
 * EXPORT_SYNC_MAX_ROWS rows, answer the file; more start a job that finds the rows again.
 */
export async function exportListed(ctx: RequestContext, sheet: AnySheet, rows: ListedRows): Promise<Reply> {
  const fileName = exportFileName(sheet.kind, ctx.registry.timeZone);
  if (!rows.selection && rows.total > EXPORT_SYNC_MAX_ROWS) {
    return new Reply(await startExportJob(ctx, sheet.kind, rows.columns, rows.total, fileName, { listed: rows.listed }), {}, 202);
  }
  const [lookups, records] = await Promise.all([sheet.lookups(ctx.tenant), sheet.byIds(ctx.tenant, rows.ids)]);
  const columns = sheet.listed?.columns(rows.listed) ?? (await exportColumns(sheet, rows.columns, () => onePage(records)));
  return fileReply(await workbookBytes(sheet.sheetName, columns, lookups, onePage(records)), fileName);
}

async function startExportJob(
  ctx: RequestContext,
  kind: string,
  columns: ExportColumns,
  total: number,
  fileName: string,
  rows: { setId?: string; listed?: unknown } = {},
): Promise<ExportJob> {
  const id = randomUUID();
  await ExportJobEntity.create({
    tenant: ctx.tenant,
    id,
    kind,
    columns,
    setId: rows.setId,
    listed: rows.listed,
    status: 'RUNNING',
    processed: 0,
    total,
    fileName,
    fileKey: exportFileKey(ctx.tenant, id, fileName),
    startedBy: ctx.user.id,
    startedByName: ctx.user.username,
    expiresAt: Math.floor(Date.now() / 1000) + EXPORT_JOB_DAYS * DAY_SECONDS,
  }).go();
  try {
    await startJob({ kind: 'export', tenant: ctx.tenant, jobId: id });
  } catch (error) {
    await ExportJobEntity.patch({ tenant: ctx.tenant, id }).set({ status: 'FAILED', message: 'The export could not start. Try again.' }).go();
    throw error;
  }
  return { id, status: 'RUNNING', processed: 0, total, fileName };
}
