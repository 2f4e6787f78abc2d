import { createHash } from 'node:crypto';
import { IMPORT_KEEP_DAYS } from '../../../shared/schemas/import';
import { conditionFailed } from '../../lib/condition-failed';
import type { RequestContext } from '../../lib/context';
import { ImportBatchEntity, type ImportBatchItem } from '../../lib/entities/import-batch';
import { holdLease, leaseUntil, type Lease } from '../../lib/job-lease';
import { runWithOwnCredentials } from '../../lib/tenant-credentials';
import { tenantBySlug } from '../../lib/tenants';

/**
 * What the commit and the rollback jobs share: who they act as, how many saves run at once, how
 * long one invocation works before handing on to the next, and the batch's bookkeeping.
 */

/**
 * Saves in flight at once. Each save is its own transaction that moves the museum's shared
 * counters, so more lanes mostly meet more retries: 1, 4 and 8 lanes gave 80, 94 and 114
 * creates a second on DynamoDB Local (docs/imports.md).
 */
export const IMPORT_LANES = Number(process.env.IMPORT_LANES ?? 8);
/**
 * Rows saved or undone a block at a time (`saveBlock`, `undoBlock`): a block's lanes meet on the
 * shared counters once per block, not per row (docs/imports.md#saves-in-blocks).
 */
export const SAVE_BLOCK_ROWS = Number(process.env.IMPORT_SAVE_BLOCK_ROWS ?? 25);

export const blocksOf = <T>(items: readonly T[], size: number): T[][] => Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

/**
 * One invocation works this long, then starts the next with its cursor: Lambda stops a run at
 * 15 minutes, and 100,000 rows take longer. Lowered by configuration in the tests.
 */
export const IMPORT_SLICE_MS = Number(process.env.IMPORT_SLICE_MS ?? 10 * 60_000);

export const keepUntil = () => Math.floor(Date.now() / 1000) + IMPORT_KEEP_DAYS * 86_400;

/** The ledger key of a row of the file (sorted by row) and of a value the import created. */
export const rowKey = (row: number) => `r${String(row).padStart(7, '0')}`;
export const valueKey = (id: string) => `v${id}`;

/** The id the object created from a row of a batch has: the same in every run of the job. */
export function rowObjectId(batchId: string, row: number): string {
  const h = createHash('sha256').update(`${batchId}#${row}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** The job acts as the user who started the step: the change log names them. */
export async function actingAs(batch: ImportBatchItem, logIdentifier: string): Promise<RequestContext> {
  const registry = await runWithOwnCredentials(() => tenantBySlug(batch.tenant));
  if (!registry) throw new Error(`There is no museum ${batch.tenant}`);
  const user = { id: batch.actorId ?? batch.createdById, username: batch.actor ?? batch.createdBy, groupId: '', permissions: {}, enabledFeatures: [] };
  return { tenant: batch.tenant, registry, user, grant: { permissions: {}, enabledFeatures: [] }, logIdentifier };
}

/** Runs `work` over `items` with at most `lanes` at once; results in the items' order. */
export async function inLanes<T, R>(items: readonly T[], lanes: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(lanes, items.length) }, lane));
  return results;
}

/** A row a step could not do, and why. */
/** `label` names the row as its kind does: the inventory number, the report id, the value. */
export type RowRefusal = { row: number; label: string; reason: string };
/** The batch lists this many refusals; the count holds them all. */
export const REFUSALS_LISTED = 200;

/**
 * Renews the run's lease, on the condition that the batch is still in the run's step at the
 * run's version (a resume moves the version on): false when it is not, and the run stops.
 */
async function renewLease(batch: ImportBatchItem): Promise<boolean> {
  try {
    await ImportBatchEntity.patch({ tenant: batch.tenant, id: batch.id })
      .set({ leaseUntil: leaseUntil() })
      .where(({ status, version }, { eq }) => `${eq(status, batch.status)} AND ${eq(version, batch.version)}`)
      .go();
    return true;
  } catch (error) {
    if (conditionFailed(error)) return false;
    throw error;
  }
}

/** Runs a step's `work` holding the batch's lease: claimed first, renewed by a heartbeat until it returns. */
export async function withLease(batch: ImportBatchItem, work: (lease: Lease) => Promise<void>): Promise<void> {
  if (!(await renewLease(batch))) return;
  const lease = holdLease(() => renewLease(batch));
  try {
    await work(lease);
  } finally {
    lease.stop();
  }
}

/**
 * Moves the step's cursor from `at` to `at + 1` with its progress (and the lease on), on the
 * condition that no other run of the job moved it first (Lambda may run an event twice, a
 * resumed job runs at a new version): false when one did.
 */
export async function advance(batch: ImportBatchItem, at: number, set: Partial<Pick<ImportBatchItem, 'processed' | 'failed' | 'refused' | 'refusedCount' | 'pageCursor'>>): Promise<boolean> {
  try {
    await ImportBatchEntity.patch({ tenant: batch.tenant, id: batch.id })
      .set({ cursor: at + 1, leaseUntil: leaseUntil(), ...set })
      .where(({ cursor, status, version }, { eq }) => `${eq(cursor, at)} AND ${eq(status, batch.status)} AND ${eq(version, batch.version)}`)
      .go();
    return true;
  } catch (error) {
    if (conditionFailed(error)) return false;
    throw error;
  }
}

/**
 * Ends the step: the batch moves from `from` to its outcome. Another run of the same job that
 * got there first (or a resumed run, at a newer version) has already moved it, which is no failure.
 */
export async function finish(batch: ImportBatchItem, from: ImportBatchItem['status'], set: Partial<ImportBatchItem>): Promise<void> {
  try {
    await ImportBatchEntity.patch({ tenant: batch.tenant, id: batch.id })
      .set({ ...set, expiresAt: keepUntil() })
      .where(({ status, version }, { eq }) => `${eq(status, from)} AND ${eq(version, batch.version)}`)
      .go();
  } catch (error) {
    if (!conditionFailed(error)) throw error;
  }
}
