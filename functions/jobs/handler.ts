import type { JobEvent } from '../lib/jobs';
import { runExportJob } from '../lib/exports/run-job';
import { runCommit } from '../catalogue/imports/commit';
import { runDryRun } from '../catalogue/imports/dry-run';
import { runRollback } from '../catalogue/imports/rollback';
import type { AnySheet } from '../lib/exports/sheet';
import { logger } from '../lib/logger';
import { runAsTenant } from '../lib/tenant-credentials';
import { OBJECTS_SHEET } from '../catalogue/objects/excel-sheet';
import { RECORD_SHEETS } from '../catalogue/records/excel-sheet';
import { scopeOf } from '../lib/search/scoped-index';
import { refreshSnapshot } from '../lib/search/snapshot';
import { OBJECT_COLLECTION } from '../catalogue/objects/search/object-search';
import { rebuildSearchIndex } from '../catalogue/objects/search/object-snapshot';

/** Every list's sheet, by kind: a new list's export adds its sheet here. */
export const EXPORT_SHEETS: Readonly<Record<string, AnySheet>> = {
  [OBJECTS_SHEET.kind]: OBJECTS_SHEET,
  ...Object.fromEntries(Object.values(RECORD_SHEETS).map((sheet) => [sheet.kind, sheet])),
};

/**
 * The jobs worker (`functions/lib/jobs.ts` starts it): invoked asynchronously on AWS, run in the
 * local stack's own process. Its reads and writes are signed with the job's tenant's credentials.
 */
export async function runJob(event: JobEvent): Promise<void> {
  logger.resetKeys();
  logger.appendKeys({ tenant: event.tenant, job: 'jobId' in event ? event.jobId : event.kind });
  if (event.kind === 'search-snapshot') {
    const scope = scopeOf(event.tenant, event.collection);
    const result = await runAsTenant(event.tenant, () => (event.collection === OBJECT_COLLECTION ? rebuildSearchIndex(event.tenant) : refreshSnapshot(scope)));
    logger.info('Search snapshot refreshed', { collection: event.collection, ...result });
    return;
  }
  if (event.kind === 'thumbnail') {
    // sharp loads with this chunk only: an export or import run never reads it.
    const { makeThumbnail } = await import('../catalogue/objects/thumbnails/make-thumbnail');
    const outcome = await runAsTenant(event.tenant, () => makeThumbnail(event.tenant, event.imageUrl));
    if (outcome === 'no-image') logger.info('No thumbnail: the main image is gone', { imageUrl: event.imageUrl });
    if (outcome === 'unreadable') logger.warn('No thumbnail: the main image is not a picture that can be decoded', { imageUrl: event.imageUrl });
    return;
  }
  if (event.kind === 'export') {
    await runAsTenant(event.tenant, () => runExportJob(EXPORT_SHEETS, event.tenant, event.jobId));
    return;
  }
  const logIdentifier = `job-${event.jobId}`;
  const { tenant, jobId, version } = event;
  const steps = {
    'import-dry-run': () => runDryRun(tenant, jobId, version),
    'import-commit': () => runCommit(tenant, jobId, logIdentifier, version),
    'import-rollback': () => runRollback(tenant, jobId, logIdentifier, version),
  };
  await runAsTenant(tenant, steps[event.kind]);
}

export const handler = (event: JobEvent) => runJob(event);
