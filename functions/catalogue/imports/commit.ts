import type { RowClass } from '../../../shared/schemas/import';
import type { RequestContext } from '../../lib/context';
import { ImportBatchEntity, type ImportBatchItem } from '../../lib/entities/import-batch';
import { ImportRowEntity } from '../../lib/entities/import-row';
import { ConflictError, HttpError } from '../../lib/errors';
import { AlreadyApplied } from './import-ledger';
import { STEP_FAILED_MESSAGES } from '../../lib/job-failure';
import { clipReason } from '../../lib/job-reason';
import type { Lease } from '../../lib/job-lease';
import { startJob } from '../../lib/jobs';
import { logger } from '../../lib/logger';
import type { ImportKindModule, PlannedRow, PlannedValue, RowLedger } from './import-kind';
import { importKind } from './kinds';
import { importKeys, readImportJson, ROWS_PER_CHUNK } from './files';
import { actingAs, advance, blocksOf, finish, IMPORT_LANES, IMPORT_SLICE_MS, inLanes, keepUntil, REFUSALS_LISTED, rowKey, rowObjectId, SAVE_BLOCK_ROWS, valueKey, withLease, type RowRefusal } from './job-steps';

/**
 * The commit (issue 15), a job: the dry run's create and update rows, a chunk at a time, each
 * saved by its kind's service (`import-kind.ts`) as the form saves it (its change log entry, counters, search
 * document) with the batch's ledger entry in the same transaction. The ledger makes a retried
 * or repeated run skip what is done; the cursor moves after each chunk, and after
 * IMPORT_SLICE_MS the job hands on to its next run. A row whose object changed since the dry
 * run (or whose number was taken meanwhile) is refused and listed; the others go on.
 */

/** The chunks the commit walks: the create rows' chunks, then the update rows'. */
export function planChunks(batch: Pick<ImportBatchItem, 'counts'>): { rowClass: RowClass; chunk: number }[] {
  const chunksOf = (rowClass: 'create' | 'update') =>
    Array.from({ length: Math.ceil((batch.counts?.[rowClass] ?? 0) / ROWS_PER_CHUNK) }, (_, chunk) => ({ rowClass, chunk }));
  return [...chunksOf('create'), ...chunksOf('update')];
}

async function ledgerHolds(tenant: string, batchId: string, key: string): Promise<boolean> {
  const { data } = await ImportRowEntity.get({ tenant, batchId, key }).go({ consistent: true });
  return Boolean(data);
}

const ledgerKeyOf = (kind: ImportKindModule, row: PlannedRow) => kind.ledgerKey?.(row) ?? rowKey(row.row);

const ledgerOf =
  (kind: ImportKindModule, batch: ImportBatchItem, row: PlannedRow): RowLedger =>
  (action, entityId, version, previous) => ({
    tenant: batch.tenant, batchId: batch.id, key: ledgerKeyOf(kind, row), action, row: row.row, entityId, label: row.label, version, previous, expiresAt: keepUntil(),
  });

/** Saves one row; a refusal says why, `undefined` when it is saved (now or by an earlier run). */
async function commitRow(ctx: RequestContext, kind: ImportKindModule, batch: ImportBatchItem, row: PlannedRow): Promise<RowRefusal | undefined> {
  try {
    await kind.save(ctx, row, rowObjectId(batch.id, row.row), ledgerOf(kind, batch, row));
    return undefined;
  } catch (error) {
    if (error instanceof AlreadyApplied) return undefined;
    if (!(error instanceof HttpError) || error.status >= 500) throw error;
    // An earlier run may have saved it before its cursor moved: then the object has moved on too.
    if (await ledgerHolds(batch.tenant, batch.id, ledgerKeyOf(kind, row))) return undefined;
    return { row: row.row, label: row.label, reason: error.debugMessage };
  }
}

/**
 * Saves a block of rows (all of one class: a chunk holds one) at once; when any is refused (or was saved by an earlier run, or
 * the shared counters stayed busy) the block's rows are saved one by one, each with its own
 * outcome and ledger condition, so the outcome per row is exactly the row-by-row commit's.
 */
async function commitBlock(ctx: RequestContext, kind: ImportKindModule, batch: ImportBatchItem, rows: PlannedRow[]): Promise<(RowRefusal | undefined)[]> {
  if (!kind.saveBlock || rows.length < 2) return Promise.all(rows.map((row) => commitRow(ctx, kind, batch, row)));
  try {
    await kind.saveBlock(ctx, rows.map((row) => ({ row, id: rowObjectId(batch.id, row.row), ledger: ledgerOf(kind, batch, row) })));
    return rows.map(() => undefined);
  } catch (error) {
    if (error instanceof HttpError && error.status >= 500) throw error;
    const outcomes: (RowRefusal | undefined)[] = [];
    for (const row of rows) outcomes.push(await commitRow(ctx, kind, batch, row));
    return outcomes;
  }
}

/** The values the dry run listed as new, parents first; each is created once, by its planned id. */
async function createValues(ctx: RequestContext, kind: ImportKindModule, batch: ImportBatchItem): Promise<void> {
  const values = (await readImportJson<PlannedValue[]>(importKeys.newValues(batch.tenant, batch.id))) ?? [];
  const ordered = [...values].sort((a, b) => Number(Boolean(a.parentId)) - Number(Boolean(b.parentId)));
  for (const value of ordered) {
    // The ledger first: a value it names but that was never made is simply not there to roll back.
    await ImportRowEntity.put({
      tenant: batch.tenant, batchId: batch.id, key: valueKey(value.id), action: 'value', row: 0, entityId: value.id,
      label: value.title, version: 1, previous: { list: value.type }, expiresAt: keepUntil(),
    }).go();
    try {
      await kind.createValue(ctx, value);
    } catch (error) {
      // Made by an earlier run, or the title was added meanwhile: the rows naming it say so when saved.
      if (!(error instanceof ConflictError)) throw error;
    }
  }
}

/** `version`: the batch's version the event was sent for; an event of a run since resumed is dropped. */
export async function runCommit(tenant: string, batchId: string, logIdentifier: string, version?: number): Promise<void> {
  const { data: batch } = await ImportBatchEntity.get({ tenant, id: batchId }).go({ consistent: true });
  if (!batch || batch.status !== 'COMMITTING' || (version !== undefined && version !== batch.version)) return;
  await withLease(batch, (lease) => commitChunks(batch, lease, logIdentifier));
}

async function commitChunks(batch: ImportBatchItem, lease: Lease, logIdentifier: string): Promise<void> {
  const { tenant, id: batchId } = batch;
  const started = Date.now();
  try {
    const ctx = await actingAs(batch, logIdentifier);
    const kind = importKind(batch.kind);
    const chunks = planChunks(batch);
    let { processed = 0, failed = 0 } = batch;
    let refused = (batch.refused as RowRefusal[] | undefined) ?? [];
    if ((batch.cursor ?? 0) === 0 && batch.createValues) await createValues(ctx, kind, batch);
    const first = batch.cursor ?? 0;
    for (let at = first; at < chunks.length; at++) {
      // Resumed or failed elsewhere meanwhile: that run goes on, this one stops.
      if (lease.lost) return;
      // Every run does at least one chunk, so the job always moves on.
      if (at > first && Date.now() - started > IMPORT_SLICE_MS) {
        await startJob({ kind: 'import-commit', tenant, jobId: batchId, version: batch.version });
        return;
      }
      const { rowClass, chunk } = chunks[at];
      const rows = (await readImportJson<PlannedRow[]>(importKeys.rows(tenant, batchId, rowClass, chunk))) ?? [];
      const outcomes = kind.saveBlock
        ? (await inLanes(blocksOf(rows, SAVE_BLOCK_ROWS), kind.lanes ?? IMPORT_LANES, (block) => commitBlock(ctx, kind, batch, block))).flat()
        : await inLanes(rows, kind.lanes ?? IMPORT_LANES, (row) => commitRow(ctx, kind, batch, row));
      const refusals = outcomes.filter((o): o is RowRefusal => Boolean(o));
      processed += rows.length;
      failed += refusals.length;
      refused = [...refused, ...refusals].slice(0, REFUSALS_LISTED);
      if (!(await advance(batch, at, { processed, failed, refused, refusedCount: failed }))) return;
    }
    await finish(batch, 'COMMITTING', { status: 'COMMITTED', committedAt: new Date().toISOString() });
    logger.info('import committed', { tenant, batchId, processed, failed, ms: Date.now() - started });
  } catch (error) {
    logger.error('import commit failed', { tenant, batchId, error: error as Error });
    await finish(batch, 'COMMITTING', { status: 'FAILED', message: STEP_FAILED_MESSAGES.commit, reason: clipReason(String(error)) });
  }
}
