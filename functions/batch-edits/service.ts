import { batchEditMessages as says, type BatchEditCreate } from '../../shared/schemas/batch-edit';
import type { RequestContext } from '../lib/context';
import { ImportBatchEntity, type ImportBatchItem } from '../lib/entities/import-batch';
import { ValidationError } from '../lib/errors';
import { leaseUntil } from '../lib/job-lease';
import { startJob } from '../lib/jobs';
import { importKeys, putImportFile } from '../catalogue/imports/files';
import { keepUntil } from '../catalogue/imports/job-steps';
import { batchOf, checkKind, commitImport, getImport, importRows, rollbackImport, timeId, toBatch } from '../catalogue/imports/batches';

/**
 * Batch edit (issue 30, docs/batch-edit.md): a batch of the imports whose rows are a selection and
 * its changes. Its preview is the import's dry-run job (reading the selection instead of a file),
 * its commit and rollback the import's steps, ledger and jobs; these calls only start it and keep
 * the batch-edit routes to batch edits (any other batch is not found). A function of its own: in
 * the imports function its routes and the import's split into more chunks took its cold start past
 * the 80 KB budget (82.2 KB of gzip).
 */

/** POST /api/batch-edits: the changes and the selection checked (400, nothing stored), the ids kept with the batch, the preview started. */
export async function createBatchEdit(ctx: RequestContext, input: BatchEditCreate) {
  checkKind(ctx, input.kind, 'write');
  const { editSelection } = await import('../catalogue/imports/batch-edit-start');
  const { ids, name } = await editSelection(ctx, input);
  const id = timeId();
  const fileKey = importKeys.selection(ctx.tenant, id);
  await putImportFile(fileKey, JSON.stringify(ids));
  const { data } = await ImportBatchEntity.create({
    tenant: ctx.tenant,
    id,
    kind: input.kind,
    source: 'batch-edit',
    changes: input.changes,
    fileName: name,
    fileType: 'csv',
    fileKey,
    status: 'ANALYSING',
    step: 'dry-run',
    createdById: ctx.user.id,
    createdBy: ctx.user.username,
    actorId: ctx.user.id,
    actor: ctx.user.username,
    rows: ids.length,
    total: ids.length,
    leaseUntil: leaseUntil(),
    expiresAt: keepUntil(),
  }).go();
  const batch = data as ImportBatchItem;
  await startJob({ kind: 'import-dry-run', tenant: ctx.tenant, jobId: id, version: batch.version });
  return toBatch(batch, ctx);
}

export const getBatchEdit = (ctx: RequestContext, id: string) => getImport(ctx, id, 'batch-edit', says.notFound(id));

export const batchEditRows = (ctx: RequestContext, id: string, query: Parameters<typeof importRows>[2]) => importRows(ctx, id, query, 'batch-edit', says.notFound(id));

export async function commitBatchEdit(ctx: RequestContext, id: string, input: { version: number }) {
  const batch = await batchOf(ctx, id, 'write', 'batch-edit', says.notFound(id));
  if (batch.status === 'ANALYSED' && !batch.counts?.update) throw new ValidationError(says.nothingToCommit);
  return commitImport(ctx, id, input);
}

export async function rollbackBatchEdit(ctx: RequestContext, id: string, input: { version: number }) {
  await batchOf(ctx, id, 'write', 'batch-edit', says.notFound(id));
  return rollbackImport(ctx, id, input);
}
