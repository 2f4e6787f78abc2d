import { randomBytes } from 'node:crypto';
import { can, type Level } from '../../shared/permissions';
import {
  type DryRunRequest,
  type ImportBatch,
  type ImportCreate,
  type ImportKind,
  type ImportRow,
  type ImportRowsParams,
  type ImportSource,
  type ImportStatus,
  type ImportStep,
  headerKey,
  KEEP_AS_DETAIL,
  IMPORT_KINDS,
  CREATE_VALUES_AREA,
  IMPORT_CREATE_VALUES_MESSAGE,
} from '../../shared/schemas/import';
import type { BatchChange } from '../../shared/schemas/batch-change';
import { conditionFailed } from '../lib/condition-failed';
import type { RequestContext } from '../lib/context';
import { ImportBatchEntity, type ImportBatchItem } from '../lib/entities/import-batch';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../lib/errors';
import { leaseLapsed, leaseUntil } from '../lib/job-lease';
import { IMPORT_JOB_STEPS, startJob } from '../lib/jobs';
import type { ImportKindModule, PlannedRow } from '../catalogue/imports/import-kind';
import { importKindArea } from '../catalogue/imports/kind-areas';
import { importKeys, presignImportDownload, presignImportUpload, readImportFile, readImportJson, ROWS_PER_CHUNK } from '../catalogue/imports/files';
import { keepUntil } from '../catalogue/imports/job-steps';

/**
 * Spreadsheet imports (issue 15): the console's steps on a batch. Each step that reads or writes
 * the whole file runs as a job (`functions/jobs`); a step moves the batch's status on the
 * condition that it is still where the caller saw it, so two clicks start one job.
 */

/** Ids that sort by time (a UUID v7's layout): the museum's batches list newest first by their key. */
export function timeId(now = Date.now()): string {
  const hex = now.toString(16).padStart(12, '0') + randomBytes(10).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-7${hex.slice(13, 16)}-${((parseInt(hex[16], 16) & 3) | 8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Refuses a kind the user may not work with at `level` (its area: objects, a record type's, settings for dropdowns). */
export function checkKind(ctx: RequestContext, kind: ImportKind, level: Level) {
  if (!can(ctx.grant, importKindArea(kind), level)) throw new ForbiddenError(`You do not have permission to ${level === 'read' ? 'see' : 'import'} ${kind}.`);
}

/** Every kind's columns and the file readers: loaded by the calls that read columns, not at a cold start. */
const columnReaders = () => import('../catalogue/imports/column-readers');

async function kindModule(kind: ImportKind): Promise<ImportKindModule> {
  return (await columnReaders()).importKind(kind);
}

/** Batches stored before rows were named by `label` named them by `inventoryNumber` (kept 180 days). */
type Labelled<T extends { label: string }> = Omit<T, 'label'> & { label?: string; inventoryNumber?: string };
const withLabel = <T extends { label: string }>({ inventoryNumber, label, ...rest }: Labelled<T>): T => ({ ...rest, label: label ?? inventoryNumber ?? '' }) as unknown as T;

/** The statuses a step's job runs in, by step. */
const RUNNING_IN = Object.fromEntries(Object.values(IMPORT_JOB_STEPS).map(({ step, running }) => [running, step])) as Partial<Record<ImportStatus, ImportStep>>;

/** The step whose job stopped without finishing: FAILED in it, or running with no live worker (its lease lapsed). */
export function stoppedStep(batch: Pick<ImportBatchItem, 'status' | 'step' | 'leaseUntil'>, now = Date.now()): ImportStep | undefined {
  if (batch.status === 'FAILED') return batch.step ?? 'dry-run';
  const running = RUNNING_IN[batch.status];
  return running && leaseLapsed(batch.leaseUntil, now) ? (batch.step ?? running) : undefined;
}

/**
 * A batch (its file, rows, invalid rows, commit and rollback) belongs to the user who started it
 * and to user administrators, as an export is its starter's alone; to anyone else it does not
 * exist (404, so ids cannot be probed).
 */
const mayHandle = (ctx: RequestContext, batch: Pick<ImportBatchItem, 'createdById'>) => batch.createdById === ctx.user.id || can(ctx.grant, 'user', 'write');

export function toBatch(item: ImportBatchItem, ctx?: RequestContext): ImportBatch {
  const stopped = stoppedStep(item);
  return {
    id: item.id,
    kind: item.kind,
    source: item.source ?? 'file',
    ...(item.changes ? { changes: item.changes as BatchChange[] } : {}),
    fileName: item.fileName,
    status: item.status,
    step: item.step ?? null,
    createdBy: item.createdBy,
    createdAt: item.createdAt ?? '',
    rows: item.rows ?? 0,
    counts: { create: item.counts?.create ?? 0, update: item.counts?.update ?? 0, unchanged: item.counts?.unchanged ?? 0, invalid: item.counts?.invalid ?? 0 },
    mapping: item.mapping ?? [],
    createValues: item.createValues ?? false,
    newValues: (item.newValues as ImportBatch['newValues'] | undefined) ?? [],
    unmapped: (item.unmapped as ImportBatch['unmapped'] | undefined) ?? [],
    processed: item.processed ?? 0,
    total: item.total ?? 0,
    failed: item.failed ?? 0,
    committedAt: item.committedAt ?? null,
    rolledBackAt: item.rolledBackAt ?? null,
    rolledBackBy: item.rolledBackBy ?? null,
    refusedCount: item.refusedCount ?? 0,
    refused: ((item.refused as Labelled<ImportBatch['refused'][number]>[] | undefined) ?? []).map(withLabel),
    message: item.message ?? null,
    reason: item.reason ?? null,
    stalled: stopped !== undefined && item.status !== 'FAILED',
    resumable: stopped !== undefined && ctx !== undefined && can(ctx.grant, importKindArea(item.kind), 'write'),
    version: item.version,
  };
}

/** The batch, if it is the user's (or they administer users) and they may work with its kind at `level`. */
/** `source`: only a batch of that source is found (a batch edit's routes find batch edits only), with `notFound` said otherwise. */
export async function batchOf(ctx: RequestContext, id: string, level: Level = 'read', source?: ImportSource, notFound = `There is no import ${id}.`): Promise<ImportBatchItem> {
  const { data } = await ImportBatchEntity.get({ tenant: ctx.tenant, id }).go({ consistent: true });
  if (!data || !mayHandle(ctx, data) || (source && (data.source ?? 'file') !== source)) throw new NotFoundError(notFound);
  checkKind(ctx, data.kind, level);
  return data;
}

/** Creating the values a file names is what the Dropdowns and Settings screens allow: write on settings. */
function mayCreateValues(ctx: RequestContext) {
  if (!can(ctx.grant, CREATE_VALUES_AREA, 'write')) throw new ForbiddenError(IMPORT_CREATE_VALUES_MESSAGE);
}

export async function getImport(ctx: RequestContext, id: string, source?: ImportSource, notFound?: string): Promise<ImportBatch> {
  return toBatch(await batchOf(ctx, id, 'read', source, notFound), ctx);
}

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

function requireStatus(batch: ImportBatchItem, allowed: readonly ImportStatus[], doing: string) {
  if (!allowed.includes(batch.status)) throw new ConflictError(`The import is ${batch.status.toLowerCase().replace('_', ' ')}: it cannot ${doing} now.`);
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
      const message = `Two columns map to ${labels.get(field)}: choose it for one column only.`;
      throw new ValidationError(message, { [`mapping.${i}`]: message });
    }
    seen.add(field);
  });
  const missing = kind.required.find((r) => !seen.has(r.field));
  if (missing) throw new ValidationError(missing.message, { mapping: missing.message });
}

const STEP_JOBS = { 'dry-run': 'import-dry-run', commit: 'import-commit', rollback: 'import-rollback' } as const;

/**
 * Moves the batch from the version the caller saw to the step's status, then starts the step's
 * job. The lease starts here, so a job whose event never reaches a worker shows as stalled too.
 */
async function startStep(ctx: RequestContext, batch: ImportBatchItem, status: ImportStatus, step: ImportStep, set: Partial<ImportBatchItem>) {
  const version = batch.version + 1;
  try {
    await ImportBatchEntity.patch({ tenant: ctx.tenant, id: batch.id })
      .set({ status, step, cursor: 0, processed: 0, version, actorId: ctx.user.id, actor: ctx.user.username, leaseUntil: leaseUntil(), expiresAt: keepUntil(), ...set })
      .remove(['message', 'reason', ...(set.pageCursor ? [] : (['pageCursor'] as const))])
      .where(({ version }, { eq }) => eq(version, batch.version))
      .go();
  } catch (error) {
    if (conditionFailed(error)) throw new ConflictError('The import changed meanwhile. Reload it and try again.');
    throw error;
  }
  await startJob({ kind: STEP_JOBS[step], tenant: ctx.tenant, jobId: batch.id, version });
  return getImport(ctx, batch.id);
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

/** POST /api/imports/{id}/commit. */
export async function commitImport(ctx: RequestContext, id: string, input: { version: number }) {
  const batch = await batchOf(ctx, id, 'write');
  if (input.version !== batch.version) throw new ConflictError('The import changed meanwhile. Reload it and try again.');
  const partway = stoppedStep(batch) === 'commit';
  if (batch.status !== 'ANALYSED' && !partway) requireStatus(batch, ['ANALYSED'], 'be committed');
  const counts = batch.counts ?? { create: 0, update: 0 };
  const total = (counts.create ?? 0) + (counts.update ?? 0);
  if (!total) throw new ValidationError('Nothing to import: the dry run found no row to create or update.');
  if (batch.createValues && batch.newValueCount) mayCreateValues(ctx);
  // A commit that stopped partway goes on from its cursor; its ledger skips what is done.
  const resume = partway ? { cursor: batch.cursor ?? 0, processed: batch.processed ?? 0 } : { failed: 0, refused: [], refusedCount: 0 };
  return startStep(ctx, batch, 'COMMITTING', 'commit', { total, ...resume });
}

/** POST /api/imports/{id}/rollback. */
export async function rollbackImport(ctx: RequestContext, id: string, input: { version: number }) {
  const batch = await batchOf(ctx, id, 'write');
  if (input.version !== batch.version) throw new ConflictError('The import changed meanwhile. Reload it and try again.');
  // A commit or a rollback that stopped partway can be rolled back (again): the ledger knows what is done.
  const stopped = stoppedStep(batch);
  const interrupted = stopped === 'commit' || stopped === 'rollback';
  if (!interrupted) requireStatus(batch, ['COMMITTED'], 'be rolled back');
  const counts = batch.counts ?? {};
  return startStep(ctx, batch, 'ROLLING_BACK', 'rollback', { total: (counts.create ?? 0) + (counts.update ?? 0) + (batch.newValueCount ?? 0), refused: [], refusedCount: 0 });
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

/** GET /api/imports/{id}/rows: one class's rows, a page at a time from the dry run's chunks. */
export async function importRows(ctx: RequestContext, id: string, query: ImportRowsParams, source?: ImportSource, notFound?: string) {
  const batch = await batchOf(ctx, id, 'read', source, notFound);
  const total = batch.counts?.[query.class] ?? 0;
  const from = query.page * query.size;
  const to = Math.min(from + query.size, total);
  const content: ImportRow[] = [];
  for (let chunk = Math.floor(from / ROWS_PER_CHUNK); from < to && chunk * ROWS_PER_CHUNK < to; chunk++) {
    const rows = (await readImportJson<PlannedRow[]>(importKeys.rows(ctx.tenant, id, query.class, chunk))) ?? [];
    const start = Math.max(from - chunk * ROWS_PER_CHUNK, 0);
    const end = Math.min(to - chunk * ROWS_PER_CHUNK, rows.length);
    content.push(...rows.slice(start, end).map(({ input: _input, ...row }) => withLabel(row as Labelled<ImportRow>)));
  }
  return { content, totalElements: total, page: query.page, size: query.size };
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
