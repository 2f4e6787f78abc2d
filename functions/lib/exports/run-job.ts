import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { finished } from 'node:stream/promises';
import { s3 } from '../aws';
import { config } from '../config';
import { ExportJobEntity } from '../entities/export-job';
import { logger } from '../logger';
import { exportColumns } from './columns';
import type { AnySheet } from './sheet';
import { writeWorkbook, XLSX_CONTENT_TYPE } from './workbook';

/**
 * Runs an export job: the sheet's records page by page into a workbook on local disk (Lambda's
 * /tmp; memory holds one page), the progress written after every page, then the file put under
 * the private exports prefix and the job marked DONE. A failure marks it FAILED with a message;
 * a job that is not RUNNING (a retried invocation after it finished) is left alone.
 */
export async function runExportJob(sheets: Readonly<Record<string, AnySheet>>, tenant: string, jobId: string): Promise<void> {
  const { data: job } = await ExportJobEntity.get({ tenant, id: jobId }).go({ consistent: true });
  if (!job || job.status !== 'RUNNING') return;
  const sheet = sheets[job.kind];
  const dir = await mkdtemp(join(tmpdir(), 'export-'));
  try {
    if (!sheet) throw new Error(`No sheet of kind ${job.kind}`);
    const path = join(dir, 'export.xlsx');
    const out = createWriteStream(path);
    const pages = () => (job.listed !== undefined ? listedOf(sheet).pages(tenant, job.listed) : job.setId ? setPagesOf(sheet)(tenant, job.setId) : sheet.pages(tenant));
    // A job started before the column choice existed wrote every column.
    const chosen = job.listed !== undefined ? listedOf(sheet).columns(job.listed) : undefined;
    const [lookups, columns] = await Promise.all([sheet.lookups(tenant), chosen ?? exportColumns(sheet, job.columns ?? 'all', pages)]);
    const written = await writeWorkbook(sheet.sheetName, columns, lookups, pages(), out, async (processed) => {
      await ExportJobEntity.patch({ tenant, id: jobId }).set({ processed, total: Math.max(job.total, processed) }).go();
    });
    await finished(out);
    const { size } = await stat(path);
    const { sdk, client } = await s3();
    await client.send(
      new sdk.PutObjectCommand({
        Bucket: config.uploadsBucket,
        Key: job.fileKey,
        Body: createReadStream(path),
        ContentLength: size,
        ContentType: XLSX_CONTENT_TYPE,
        ContentDisposition: `attachment; filename="${job.fileName}"`,
      }),
    );
    await ExportJobEntity.patch({ tenant, id: jobId }).set({ status: 'DONE', processed: written, total: written }).go();
    logger.info('export done', { tenant, jobId, kind: job.kind, rows: written, bytes: size });
  } catch (error) {
    logger.error('export failed', { tenant, jobId, error: error as Error });
    await ExportJobEntity.patch({ tenant, id: jobId }).set({ status: 'FAILED', message: 'The export failed. Try again.' }).go();
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

function listedOf(sheet: AnySheet): NonNullable<AnySheet['listed']> {
  if (!sheet.listed) throw new Error(`The ${sheet.kind} sheet has no list as shown`);
  return sheet.listed;
}

function setPagesOf(sheet: AnySheet): NonNullable<AnySheet['setPages']> {
  if (!sheet.setPages) throw new Error(`The ${sheet.kind} sheet has no sets`);
  return sheet.setPages;
}
