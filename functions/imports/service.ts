import {
  type DryRunRequest,
  type ImportCreate,
  type ImportKind,
  headerKey,
  KEEP_AS_DETAIL,
  IMPORT_KINDS,
} from '../../shared/schemas/import';
import { can } from '../../shared/permissions';
import { importReasons } from '../../shared/schemas/import-reasons';
import type { RequestContext } from '../lib/context';
import { ImportBatchEntity, type ImportBatchItem } from '../lib/entities/import-batch';
import { ConflictError, ValidationError } from '../lib/errors';
import { IMPORT_JOB_STEPS } from '../lib/jobs';
import type { ImportKindModule } from '../catalogue/imports/import-kind';
import { importKindArea } from '../catalogue/imports/kind-areas';
import { importKeys, presignImportDownload, presignImportUpload, readImportFile } from '../catalogue/imports/files';
import { keepUntil } from '../catalogue/imports/job-steps';
import { batchOf, checkKind, mayCreateValues, mayHandle, requireStatus, startStep, STEP_JOBS, stoppedStep, timeId, toBatch } from '../catalogue/imports/batches';

/**
 * Spreadsheet imports (issue 15): the console's steps on a batch. Each step that reads or writes
 * the whole file runs as a job (`functions/jobs`); a step moves the batch's status on the
 * condition that it is still where the caller saw it, so two clicks start one job.
 */

/** Ids that sort by time (a UUID v7's layout): the museum's batches list newest first by their key. */
/** Every kind's columns and the file readers: loaded by the calls that read columns, not at a cold start. */
const columnReaders = () => import('../catalogue/imports/column-readers');

async function kindModule(kind: ImportKind): Promise<ImportKindModule> {
  return (await columnReaders()).importKind(kind);
}

/** `source`: only a batch of that source is found (a batch edit's routes find batch edits only), with `notFound` said otherwise. */
/** Newest first, a page at a time; the cursor is the last batch id of the page before (ids sort by time). */
export async function listImports(ctx: RequestContext, query: { cursor?: string; size: number }) {
  const keys = ImportBatchEntity.query.byId({ tenant: ctx.tenant });
  const { data } = await (query.cursor ? keys.lt({ id: query.cursor }) : keys).go({ order: 'desc', count: query.size });
  // Other users' batches, and those of kinds the user may not see, are left out (the page may then be short; the cursor still moves on).
  const readable = new Set(IMPORT_KINDS.filter((kind) => can(ctx.grant, importKindArea(kind), 'read')));
  return { content: data.filter((b) => readable.has(b.kind) && mayHandle(ctx, b)).map((b) => toBatch(b, ctx)), cursor: data.length === query.size ? data[data.length - 1].id : null };
}

/** POST /api/imports: the batch, and where the browser posts the file (the name and size were checked by the schema). */
export async function createImport(ctx: RequestContext, input: ImportCreate) {
  checkKind(ctx, input.kind, 'write');
  const id = timeId();
  const item = await ImportBatchEntity.create({
    tenant: ctx.tenant,
    id,
    kind: input.kind,
    fileName: input.fileName,
    fileType: input.type,
    fileKey: importKeys.upload(ctx.tenant, id, input.type),
    status: 'UPLOADING',
    createdById: ctx.user.id,
    createdBy: ctx.user.username,
    expiresAt: keepUntil(),
  }).go();
  return { batch: toBatch(item.data as ImportBatchItem, ctx), upload: await presignImportUpload(importKeys.upload(ctx.tenant, id, input.type), input.type) };
}

/** GET /api/imports/{id}/headers: the header row and a proposed field for each column. */
export async function importHeaders(ctx: RequestContext, id: string) {
  const batch = await batchOf(ctx, id, 'write', 'file');
  const kind = await kindModule(batch.kind);
  requireStatus(batch, ['UPLOADING', 'ANALYSED', 'FAILED'], 'be mapped');
  const bytes = await readImportFile(batch.fileKey);
  if (!bytes) throw new ConflictError('The file has not arrived yet. Upload it, then map its columns.');
  const { readHeaders, ImportMappingEntity } = await columnReaders();
  const headers = await readHeaders(bytes, batch.fileType);
  const { data: saved } = await ImportMappingEntity.get({ tenant: ctx.tenant, kind: batch.kind }).go();
  const remembered = new Map((saved?.columns ?? []).map((c) => [c.header, c.field] as const));
  const taken = new Set<string>();
  const mapping = headers.map((header) => {
    const field = kind.propose(header, remembered, headers);
    if (!field || taken.has(field)) return '';
    // Any number of columns may be kept as details.
    if (field !== KEEP_AS_DETAIL) taken.add(field);
    return field;
  });
  return { headers, mapping, fields: kind.fields };
}

function checkMapping(kind: ImportKindModule, mapping: readonly string[]) {
  const labels = new Map(kind.fields.map((f) => [f.field, f.label]));
  const seen = new Set<string>();
  mapping.forEach((field, i) => {
    if (!field || (field === KEEP_AS_DETAIL && kind.keepsDetails)) return;
    if (!labels.has(field)) throw new ValidationError(`Column ${i + 1} maps to ${field}, which is not a field of this import.`, { [`mapping.${i}`]: 'Choose a field of the list.' });
    if (seen.has(field)) {
      const message = importReasons.mappedTwice(labels.get(field) ?? field);
      throw new ValidationError(message, { [`mapping.${i}`]: message });
    }
    seen.add(field);
  });
  const missing = kind.required.find((r) => !seen.has(r.field));
  if (missing) throw new ValidationError(missing.message, { mapping: missing.message });
}

/** POST /api/imports/{id}/dry-run: the mapping checked and remembered, then the rows judged by a job. */
export async function dryRun(ctx: RequestContext, id: string, input: DryRunRequest) {
  const batch = await batchOf(ctx, id, 'write', 'file');
  const failedDryRun = batch.status === 'FAILED' && (batch.step ?? 'dry-run') === 'dry-run';
  if (!failedDryRun) requireStatus(batch, ['UPLOADING', 'ANALYSED'], 'be dry-run');
  checkMapping(await kindModule(batch.kind), input.mapping);
  if (input.createValues) mayCreateValues(ctx);
  const { headers } = await importHeaders(ctx, id);
  if (input.mapping.length !== headers.length) {
    throw new ValidationError(`The file has ${headers.length} columns; send a field (or '') for each of them.`, { mapping: 'One entry per column.' });
  }
  const columns = headers.flatMap((header, i) => (header ? [{ header: headerKey(header), field: input.mapping[i] }] : []));
  const { ImportMappingEntity } = await columnReaders();
  await ImportMappingEntity.put({ tenant: ctx.tenant, kind: batch.kind, columns: [...new Map(columns.map((c) => [c.header, c])).values()] }).go();
  return startStep(ctx, batch, 'ANALYSING', 'dry-run', { mapping: input.mapping, createValues: input.createValues, total: 0 });
}

/**
 * POST /api/imports/{id}/resume: a step whose job stopped (FAILED, or its lease lapsed) goes on
 * where its ledger says, as the user who started it: the commit from its cursor (rows of that
 * chunk already saved are skipped by their ledger entries), the rollback from its ledger page,
 * the dry run from the top (it writes no records). Others are answered as for any batch not theirs (404).
 */
export async function resumeImport(ctx: RequestContext, id: string, input: { version: number }) {
  const batch = await batchOf(ctx, id, 'write');
  if (input.version !== batch.version) throw new ConflictError('The import changed meanwhile. Reload it and try again.');
  const step = stoppedStep(batch);
  if (!step) throw new ConflictError(`The import is ${batch.status.toLowerCase().replace('_', ' ')}: there is nothing to resume.`);
  // A commit resumed before its first chunk creates the file's values, as a commit does.
  if (step === 'commit' && batch.createValues && batch.newValueCount) mayCreateValues(ctx);
  const asBefore = { actorId: batch.actorId ?? batch.createdById, actor: batch.actor ?? batch.createdBy };
  const where = { cursor: batch.cursor ?? 0, processed: batch.processed ?? 0, ...(batch.pageCursor ? { pageCursor: batch.pageCursor } : {}) };
  if (step === 'dry-run') return startStep(ctx, batch, 'ANALYSING', 'dry-run', { total: 0, ...asBefore });
  return startStep(ctx, batch, IMPORT_JOB_STEPS[STEP_JOBS[step]].running, step, { ...where, ...asBefore });
}

/** GET /api/imports/templates/{kind}: the kind's columns as a CSV header row (BOM, so Excel reads it as UTF-8). */
export async function importTemplate(ctx: RequestContext, kind: ImportKind) {
  checkKind(ctx, kind, 'write');
  const { fields } = await kindModule(kind);
  // Loaded by the download, not at every cold start of the function.
  const { csvText } = await import('../lib/csv');
  return { fileName: `${kind}-template.csv`, csv: await csvText([fields.flatMap((f) => (f.template === false ? [] : [f.label]))], { bom: true }) };
}

/** GET /api/imports/{id}/invalid-rows: the dry run's invalid rows with their reasons, as CSV. */
export async function invalidRowsFile(ctx: RequestContext, id: string) {
  const batch = await batchOf(ctx, id, 'read', 'file');
  if (!batch.counts) throw new ConflictError('Dry-run the import first.');
  const fileName = `${batch.fileName.replace(/\.[^.]+$/u, '')}-invalid-rows.csv`.replace(/[^\w.-]+/gu, '_');
  return { url: await presignImportDownload(importKeys.invalid(ctx.tenant, id), fileName, 'text/csv; charset=utf-8'), fileName };
}

export { commitImport, getImport, importRows, rollbackImport, stoppedStep, timeId, toBatch } from '../catalogue/imports/batches';
