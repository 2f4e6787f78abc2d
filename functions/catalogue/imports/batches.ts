import { randomBytes } from 'node:crypto';
import { can, type Level } from '../../../shared/permissions';
import {
  type ImportBatch,
  type ImportKind,
  type ImportRow,
  type ImportRowsParams,
  type ImportSource,
  type ImportStatus,
  type ImportStep,
  CREATE_VALUES_AREA,
  IMPORT_CREATE_VALUES_MESSAGE,
} from '../../../shared/schemas/import';
import type { BatchChange } from '../../../shared/schemas/batch-change';
import { conditionFailed } from '../../lib/condition-failed';
import type { RequestContext } from '../../lib/context';
import { ImportBatchEntity, type ImportBatchItem } from '../../lib/entities/import-batch';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors';
import { leaseLapsed, leaseUntil } from '../../lib/job-lease';
import { IMPORT_JOB_STEPS, startJob } from '../../lib/jobs';
import type { PlannedRow } from './import-kind';
import { importKindArea } from './kind-areas';
import { importKeys, readImportJson, ROWS_PER_CHUNK } from './files';
import { keepUntil } from './job-steps';

/**
 * An import's batch and its steps' bookkeeping (issue 15), for a file's import and a batch edit
 * (issue 30) alike: who may handle it, how it reads, how a step starts its job; the commit and
 * rollback steps and the rows' pages, which are the same for both.
 */
export function timeId(now = Date.now()): string {
  const hex = now.toString(16).padStart(12, '0') + randomBytes(10).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-7${hex.slice(13, 16)}-${((parseInt(hex[16], 16) & 3) | 8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Refuses a kind the user may not work with at `level` (its area: objects, a record type's, settings for dropdowns). */
export function checkKind(ctx: RequestContext, kind: ImportKind, level: Level) {
  if (!can(ctx.grant, importKindArea(kind), level)) throw new ForbiddenError(`You do not have permission to ${level === 'read' ? 'see' : 'import'} ${kind}.`);
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
export const mayHandle = (ctx: RequestContext, batch: Pick<ImportBatchItem, 'createdById'>) => batch.createdById === ctx.user.id || can(ctx.grant, 'user', 'write');

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

export async function batchOf(ctx: RequestContext, id: string, level: Level = 'read', source?: ImportSource, notFound = `There is no import ${id}.`): Promise<ImportBatchItem> {
  const { data } = await ImportBatchEntity.get({ tenant: ctx.tenant, id }).go({ consistent: true });
  if (!data || !mayHandle(ctx, data) || (source && (data.source ?? 'file') !== source)) throw new NotFoundError(notFound);
  checkKind(ctx, data.kind, level);
  return data;
}

/** Creating the values a file names is what the Dropdowns and Settings screens allow: write on settings. */
export function mayCreateValues(ctx: RequestContext) {
  if (!can(ctx.grant, CREATE_VALUES_AREA, 'write')) throw new ForbiddenError(IMPORT_CREATE_VALUES_MESSAGE);
}

export async function getImport(ctx: RequestContext, id: string, source?: ImportSource, notFound?: string): Promise<ImportBatch> {
  return toBatch(await batchOf(ctx, id, 'read', source, notFound), ctx);
}

export function requireStatus(batch: ImportBatchItem, allowed: readonly ImportStatus[], doing: string) {
  if (!allowed.includes(batch.status)) throw new ConflictError(`The import is ${batch.status.toLowerCase().replace('_', ' ')}: it cannot ${doing} now.`);
}

export const STEP_JOBS = { 'dry-run': 'import-dry-run', commit: 'import-commit', rollback: 'import-rollback' } as const;

/**
 * Moves the batch from the version the caller saw to the step's status, then starts the step's
 * job. The lease starts here, so a job whose event never reaches a worker shows as stalled too.
 */
export async function startStep(ctx: RequestContext, batch: ImportBatchItem, status: ImportStatus, step: ImportStep, set: Partial<ImportBatchItem>) {
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
