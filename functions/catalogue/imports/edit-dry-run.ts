import type { BatchChange } from '../../../shared/schemas/batch-change';
import { ImportBatchEntity, type ImportBatchItem } from '../../lib/entities/import-batch';
import type { Lease } from '../../lib/job-lease';
import { valueLookups } from './cells';
import { BLOCK_ROWS, classWriters } from './class-writer';
import { readImportJson } from './files';
import { importKind } from './kinds';

/**
 * A batch edit's preview (issue 30): the dry run of a batch whose rows are its selected ids (the
 * JSON file at `fileKey`) and its changes. The kind judges a block of records at a time as update
 * rows (`BatchEditHooks.judge`) and the rows are written in the chunks a file's dry run writes, so
 * the commit, the rows' pages and the rollback are the import's. Nothing is written to the museum.
 * Nothing when the run lost its lease.
 */
export async function judgeSelection(batch: ImportBatchItem, lease: Lease) {
  const { tenant } = batch;
  const kind = importKind(batch.kind);
  if (!kind.edit) throw new Error(`There is no batch edit of ${batch.kind}.`);
  const ids = (await readImportJson<string[]>(batch.fileKey)) ?? [];
  const changes = (batch.changes ?? []) as BatchChange[];
  const lookups = await valueLookups(tenant, await kind.valueTypes(tenant));
  const writers = classWriters(tenant, batch.id);
  for (let at = 0; at < ids.length; at += BLOCK_ROWS) {
    if (lease.lost) return undefined;
    const block = ids.slice(at, at + BLOCK_ROWS).map((id, i) => ({ row: at + i + 1, id }));
    for (const row of await kind.edit.judge(tenant, block, changes, lookups)) await writers.add(row);
    await ImportBatchEntity.patch({ tenant, id: batch.id }).set({ processed: at + block.length }).go();
  }
  await writers.flush();
  return { rows: ids.length, counts: writers.counts(), unmapped: [], newValues: [], newValueCount: 0, chunks: writers.chunks() };
}
