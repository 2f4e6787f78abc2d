import { EXPORT_URL_SECONDS, type ExportJob } from '../../shared/schemas/export';
import type { RequestContext } from '../lib/context';
import { ExportJobEntity } from '../lib/entities/export-job';
import { NotFoundError } from '../lib/errors';
import { presignDownload } from '../lib/presigned-download';
import { XLSX_CONTENT_TYPE } from '../lib/exports/workbook';

/** A presigned GET of the finished file that downloads under the job's file name. */
const fileUrl = (key: string, fileName: string) => presignDownload(key, fileName, XLSX_CONTENT_TYPE, EXPORT_URL_SECONDS);

/**
 * GET /api/exports/{id}: the job is keyed by the museum, and only the user who started it reads
 * it; to anyone else it does not exist (404, so ids cannot be probed).
 */
export async function getExport(ctx: RequestContext, id: string): Promise<ExportJob> {
  const { data: job } = await ExportJobEntity.get({ tenant: ctx.tenant, id }).go({ consistent: true });
  if (!job || job.startedBy !== ctx.user.id) throw new NotFoundError(`There is no export ${id}.`);
  const answer: ExportJob = { id: job.id, status: job.status, processed: job.processed, total: job.total, fileName: job.fileName };
  if (job.message) answer.message = job.message;
  if (job.status === 'DONE') answer.url = await fileUrl(job.fileKey, job.fileName);
  return answer;
}
