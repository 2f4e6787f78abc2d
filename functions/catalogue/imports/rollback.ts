import type { RequestContext } from '../../lib/context';
import { ImportBatchEntity, type ImportBatchItem } from '../../lib/entities/import-batch';
import { ImportRowEntity, type ImportRowItem } from '../../lib/entities/import-row';
import { HttpError } from '../../lib/errors';
import { AlreadyApplied, type LedgerWrite } from './import-ledger';
import { STEP_FAILED_MESSAGES } from '../../lib/job-failure';
import { clipReason } from '../../lib/job-reason';
import type { Lease } from '../../lib/job-lease';
import { startJob } from '../../lib/jobs';
import { logger } from '../../lib/logger';
import type { ImportKindModule } from './import-kind';
import { importKind } from './kinds';
import { actingAs, advance, blocksOf, finish, IMPORT_LANES, IMPORT_SLICE_MS, inLanes, REFUSALS_LISTED, SAVE_BLOCK_ROWS, withLease, type RowRefusal } from './job-steps';

/**
 * The rollback of a committed batch (issue 15), a job: walks the batch's ledger (rows in the
 * order of their keys, then the vocabulary values it created) and undoes each through its kind's
 * service (`import-kind.ts`), as staff would by hand: a created record is deleted, an updated one
 * saved back to what it was, a new value deleted once nothing uses it. A record someone saved
 * after the import (its version is not the one the import left) is refused and listed; the rest
 * go on. Each undo marks its ledger entry in the same transaction, so a retried run does nothing
 * twice.
 */
const LEDGER_PAGE = 200;

function markRolledBack(item: ImportRowItem): LedgerWrite {
  return (e) =>
    e.importRow
      .patch({ tenant: item.tenant, batchId: item.batchId, key: item.key })
      .set({ rolledBack: true })
      .where(({ rolledBack }, { notExists }) => notExists(rolledBack))
      .commit();
}

const rowOf = (item: ImportRowItem, reason: string | undefined): RowRefusal | undefined => (reason ? { row: item.row, label: item.label, reason } : undefined);

async function undo(ctx: RequestContext, kind: ImportKindModule, item: ImportRowItem): Promise<RowRefusal | undefined> {
  if (item.rolledBack) return undefined;
  try {
    return rowOf(item, item.action === 'value' ? await kind.undoValue(ctx, item) : await kind.undo(ctx, item, markRolledBack(item)));
  } catch (error) {
    if (error instanceof AlreadyApplied) return undefined;
    if (!(error instanceof HttpError) || error.status >= 500) throw error;
    return { row: item.row, label: item.label, reason: error.debugMessage };
  }
}

/**
 * Undoes a block of rows at once (`undoBlock`); when any is refused, the block's rows are undone
 * one by one, each with its own outcome. A transaction of the block may have gone through before
 * another was refused: the ledger is read again first, so what it marked is not undone twice.
 */
async function undoRows(ctx: RequestContext, kind: ImportKindModule, items: ImportRowItem[]): Promise<(RowRefusal | undefined)[]> {
  const open = items.filter((item) => !item.rolledBack);
  if (!kind.undoBlock || open.length < 2) return Promise.all(open.map((item) => undo(ctx, kind, item)));
  try {
    const reasons = await kind.undoBlock(ctx, open, markRolledBack);
    return open.map((item, i) => rowOf(item, reasons[i]));
  } catch (error) {
    if (!(error instanceof HttpError) || error.status >= 500) throw error;
    const { data: fresh } = await ImportRowEntity.get(open.map(({ tenant, batchId, key }) => ({ tenant, batchId, key }))).go({ consistent: true });
    const outcomes: (RowRefusal | undefined)[] = [];
    for (const item of fresh.sort((a, b) => a.key.localeCompare(b.key))) outcomes.push(await undo(ctx, kind, item));
    return outcomes;
  }
}

/** `version`: the batch's version the event was sent for; an event of a run since resumed is dropped. */
export async function runRollback(tenant: string, batchId: string, logIdentifier: string, version?: number): Promise<void> {
  const { data: batch } = await ImportBatchEntity.get({ tenant, id: batchId }).go({ consistent: true });
  if (!batch || batch.status !== 'ROLLING_BACK' || (version !== undefined && version !== batch.version)) return;
  await withLease(batch, (lease) => undoPages(batch, lease, logIdentifier));
}

async function undoPages(batch: ImportBatchItem, lease: Lease, logIdentifier: string): Promise<void> {
  const { tenant, id: batchId } = batch;
  const started = Date.now();
  try {
    const ctx = await actingAs(batch, logIdentifier);
    const kind = importKind(batch.kind);
    let { processed = 0, refusedCount = 0 } = batch;
    let refused = (batch.refused as RowRefusal[] | undefined) ?? [];
    const first = batch.cursor ?? 0;
    let at = first;
    let cursor: string | null = batch.pageCursor ?? null;
    do {
      // Resumed or failed elsewhere meanwhile: that run goes on, this one stops.
      if (lease.lost) return;
      // Every run does at least one page, so the job always moves on.
      if (at > first && Date.now() - started > IMPORT_SLICE_MS) {
        await startJob({ kind: 'import-rollback', tenant, jobId: batchId, version: batch.version });
        return;
      }
      const page: { data: ImportRowItem[]; cursor: string | null } = await ImportRowEntity.query.byBatch({ tenant, batchId }).go({ cursor, limit: LEDGER_PAGE, consistent: true });
      // Rows first (ledger keys sort them before values), then the values their objects no longer
      // use, one at a time in key order: `vcategory.` before `vclassification.`, so a category
      // goes before the classification it belongs to.
      const rows = page.data.filter((item) => item.action !== 'value');
      const values = page.data.filter((item) => item.action === 'value');
      const lanes = kind.lanes ?? IMPORT_LANES;
      const outcomes = kind.undoBlock
        ? (await inLanes(blocksOf(rows, SAVE_BLOCK_ROWS), lanes, (block) => undoRows(ctx, kind, block))).flat()
        : await inLanes(rows, lanes, (item) => undo(ctx, kind, item));
      for (const item of values) outcomes.push(await undo(ctx, kind, item));
      const refusals = outcomes.filter((o): o is RowRefusal => Boolean(o));
      processed += page.data.length;
      refusedCount += refusals.length;
      refused = [...refused, ...refusals].slice(0, REFUSALS_LISTED);
      cursor = page.cursor;
      if (!(await advance(batch, at, { processed, refused, refusedCount, ...(cursor ? { pageCursor: cursor } : {}) }))) return;
      at++;
    } while (cursor);
    await finish(batch, 'ROLLING_BACK', { status: 'ROLLED_BACK', rolledBackAt: new Date().toISOString(), rolledBackBy: batch.actor ?? batch.createdBy });
    logger.info('import rolled back', { tenant, batchId, processed, refusedCount, ms: Date.now() - started });
  } catch (error) {
    logger.error('import rollback failed', { tenant, batchId, error: error as Error });
    await finish(batch, 'ROLLING_BACK', { status: 'FAILED', message: STEP_FAILED_MESSAGES.rollback, reason: clipReason(String(error)) });
  }
}
