import type { ImportStep } from '../../shared/schemas/import';
import { conditionFailed } from './condition-failed';
import { ExportJobEntity } from './entities/export-job';
import { ImportBatchEntity } from './entities/import-batch';
import { clipReason } from './job-reason';
import { IMPORT_JOB_STEPS, type JobEvent } from './jobs';
import { logger } from './logger';
import { runAsTenant } from './tenant-credentials';

/**
 * A job whose worker died: Lambda's on-failure destination (AWS, `functions/job-failures`) or the
 * local stack's worker process (`infra/local/jobs-worker-process.ts`) names the event and why,
 * and the job is marked FAILED with that reason, so its owner sees it and may resume it.
 */

/** What staff read when a step stopped partway (the technical reason is kept beside it). */
export const STEP_FAILED_MESSAGES: Readonly<Record<ImportStep, string>> = {
  'dry-run': 'The dry run failed. Try again.',
  commit: 'The import stopped partway. Resume it, or roll it back.',
  rollback: 'The rollback stopped partway. Resume it: what is undone stays undone.',
};


/** Marks the event's job FAILED with `reason`; false when it was no longer running as that run (finished, resumed, gone). */
export async function markJobFailed(event: JobEvent, reason: string): Promise<boolean> {
  try {
    // No job item: a snapshot is refreshed again later, a thumbnail made by `npm run thumbnails`.
    if (event.kind === 'search-snapshot' || event.kind === 'thumbnail') return false;
    if (event.kind === 'export') {
      await ExportJobEntity.patch({ tenant: event.tenant, id: event.jobId })
        .set({ status: 'FAILED', message: 'The export failed. Try again.' })
        .where(({ status }, { eq }) => eq(status, 'RUNNING'))
        .go();
      return true;
    }
    const { step, running } = IMPORT_JOB_STEPS[event.kind];
    await ImportBatchEntity.patch({ tenant: event.tenant, id: event.jobId })
      .set({ status: 'FAILED', step, message: STEP_FAILED_MESSAGES[step], reason: clipReason(reason) })
      .where(({ status, version }, { eq }) => (event.version === undefined ? eq(status, running) : `${eq(status, running)} AND ${eq(version, event.version)}`))
      .go();
    return true;
  } catch (error) {
    if (conditionFailed(error)) return false;
    throw error;
  }
}

/** What both failure paths do with a failed run (AWS's destination queue, the local stack's worker process). */
export async function reportJobFailure(event: JobEvent, reason: string): Promise<void> {
  const marked = await runAsTenant(event.tenant, () => markJobFailed(event, reason));
  logger.warn('A job stopped without finishing', { ...event, reason, marked });
}
