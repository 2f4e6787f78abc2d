import type { LocalStack } from '../infra/local/stack';
import { benchMuseum } from './bench-museum';
import { importStepInChild, mb, rate, seconds } from './import-child';
import { table } from './stats';

const slug = 'batchedit';
const OBJECTS = Number(process.env.BENCH_BATCH_EDIT_OBJECTS ?? 10_000);
const BASELINE_SAVES = 100;

/**
 * Issue 30: a batch edit of one field (Object Title) on 10,000 objects of a museum seeded by the
 * bulk writer, selected by id list: the request (changes and selection checked, ids stored), the
 * preview (the dry-run job), the commit and the rollback, each job in a process of its own as the
 * worker runs it, beside the form's save of one object (updateObject, one at a time) in the same run.
 */
export async function benchBatchEdit(stack: LocalStack): Promise<string> {
  Object.assign(process.env, stack.env, { IMPORT_SLICE_MS: String(60 * 60_000) });
  const { bulkSeedObjects } = await import('../infra/local/bulk-objects');
  const { tenantBySlug } = await import('../functions/lib/tenants');
  const { CollectionObjectEntity } = await import('../functions/lib/entities/collection-object');
  const { ObjectUpdateSchema } = await import('../shared/schemas/object');
  const { toObjectDto } = await import('../functions/catalogue/objects/object-record');
  const { updateObject } = await import('../functions/catalogue/objects/object-saves');
  const { createBatchEdit, commitBatchEdit, rollbackBatchEdit, getBatchEdit } = await import('../functions/batch-edits/service');
  const { runJobsInProcess } = await import('../functions/lib/jobs');
  const { runAsTenant } = await import('../functions/lib/tenant-credentials');
  const ctx = await benchMuseum(slug);
  runJobsInProcess(async () => undefined);
  await bulkSeedObjects((await tenantBySlug(slug))!, OBJECTS);
  const { data: all } = await CollectionObjectEntity.query.byId({ tenant: slug }).go({ pages: 'all', attributes: ['id'] });
  const ids = all.map((o) => o.id).slice(0, OBJECTS);

  // The form's save: one object at a time, a new title each time.
  const saveStart = performance.now();
  for (let i = 0; i < BASELINE_SAVES; i++) {
    const { data } = await CollectionObjectEntity.get({ tenant: slug, id: ids[0] }).go({ consistent: true });
    await updateObject(ctx, ObjectUpdateSchema.parse({ ...toObjectDto(data!), objectTitle: `Baseline ${i}`, id: data!.id, version: data!.version }));
  }
  const formMs = (performance.now() - saveStart) / BASELINE_SAVES;

  const changes = [{ field: 'objectTitle', op: 'set' as const, value: 'Inventory 2026' }];
  const requestStart = performance.now();
  const started = await runAsTenant(slug, () => createBatchEdit(ctx, { kind: 'objects', select: { idList: ids }, changes }));
  const requestMs = performance.now() - requestStart;
  const preview = await importStepInChild('dry-run', slug, started.id);
  const previewed = await getBatchEdit(ctx, started.id);
  if (previewed.status !== 'ANALYSED') throw new Error(`preview ended ${previewed.status}: ${previewed.message}`);
  await commitBatchEdit(ctx, started.id, { version: previewed.version });
  const commit = await importStepInChild('commit', slug, started.id);
  const committed = await getBatchEdit(ctx, started.id);
  await rollbackBatchEdit(ctx, started.id, { version: committed.version });
  const rollback = await importStepInChild('rollback', slug, started.id);
  const rolled = await getBatchEdit(ctx, started.id);

  const rows = (n: number, ms: number) => `${rate(n, ms)} (${(ms / n).toFixed(1)} ms a row)`;
  return [
    `Batch edit: Object Title set on ${OBJECTS.toLocaleString('en')} objects (id list), in-memory DynamoDB Local; the form's save of one object: ${formMs.toFixed(1)} ms`,
    table([
      ['step', 'time', 'rate', 'beside the form save (same run)', 'peak RSS of the job'],
      ['POST /api/batch-edits (checked, ids stored)', seconds(requestMs), '-', '-', '-'],
      [`preview (${Object.entries(previewed.counts).map(([k, v]) => `${k} ${v}`).join(', ')})`, seconds(preview.ms), rows(OBJECTS, preview.ms), `${(preview.ms / OBJECTS / formMs).toFixed(2)}x a form save per object`, mb(preview.peakRss)],
      [`commit (${committed.processed} saved, ${committed.failed} refused)`, seconds(commit.ms), rows(committed.processed, commit.ms), `${(commit.ms / committed.processed / formMs).toFixed(2)}x a form save per object`, mb(commit.peakRss)],
      [`rollback (${rolled.refusedCount} refused)`, seconds(rollback.ms), rows(rolled.processed, rollback.ms), `${(rollback.ms / rolled.processed / formMs).toFixed(2)}x a form save per object`, mb(rollback.peakRss)],
    ]),
  ].join('\n');
}
