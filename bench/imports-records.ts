import { stringify } from 'csv-stringify/sync';
import type { LocalStack } from '../infra/local/stack';
import { benchMuseum } from './bench-museum';
import { cpu, importStepInChild, mb, rate, seconds } from './import-child';
import { table } from './stats';

const slug = 'importrecords';
const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);
/** Rows committed and rolled back: the rate is the figure, and it is the form's (see imports.ts). */
const SAVED_ROWS = Math.min(Number(process.env.BENCH_IMPORT_RECORD_SAVES ?? 2_000), ROWS);
const BASELINE_SAVES = 300;

/**
 * Issue 15 for related records: a museum of 100,000 objects (the seed's bulk writer), and a
 * condition-report file with a row for each object. The dry run's time and peak RSS beside
 * reading the file alone; then a slice committed and rolled back twice, row by row in lanes (blocks
 * of one: `IMPORT_SAVE_BLOCK_ROWS=1`, the path before issue 30's record blocks) and in blocks,
 * beside the form's save of a condition report (createRecord one at a time) in the same run.
 */
export async function benchImportRecords(stack: LocalStack): Promise<string> {
  Object.assign(process.env, stack.env, { IMPORT_SLICE_MS: String(60 * 60_000) });
  const { bulkSeedObjects, bulkNumber } = await import('../infra/local/bulk-objects');
  const { tenantBySlug } = await import('../functions/lib/tenants');
  const { createRecord, deleteRecords } = await import('../functions/catalogue/records/service');
  const { RECORD_TYPES } = await import('../shared/records/record-types');
  const { createImport, dryRun, commitImport, rollbackImport, getImport, importHeaders } = await import('../functions/imports/service');
  const { readSheet } = await import('../functions/catalogue/imports/read-file');
  const { putImportFile } = await import('../functions/catalogue/imports/files');
  const { runJobsInProcess } = await import('../functions/lib/jobs');
  const { ImportBatchEntity } = await import('../functions/lib/entities/import-batch');
  const { CollectionObjectEntity } = await import('../functions/lib/entities/collection-object');
  const { createDropdown } = await import('../functions/dropdowns/service');
  const ctx = await benchMuseum(slug);
  runJobsInProcess(async () => undefined);
  await bulkSeedObjects((await tenantBySlug(slug))!, ROWS);
  await createDropdown(ctx, { dropdownType: 'condition', title: 'Bench stable' });

  // The form's rate: one condition report at a time on one object, then deleted one at a time.
  const { data: someObject } = await CollectionObjectEntity.query.byId({ tenant: slug }).go({ limit: 1 });
  const type = RECORD_TYPES.condition;
  const made: { id: string; version: number }[] = [];
  const saveStart = performance.now();
  for (let i = 0; i < BASELINE_SAVES; i++) made.push(await createRecord(ctx, type, { objectId: someObject[0].id, examinedBy: `Baseline ${i}`, conditionDate: '2025-01-02' }));
  const formSaves = BASELINE_SAVES / ((performance.now() - saveStart) / 1000);
  for (const r of made) await deleteRecords(ctx, type, [r.id], [r.version]);

  const header = ['Inventory Number', 'Condition', 'Condition Date', 'Examined By', 'City', 'Humidity (RH)', 'Condition Summary'];
  const row = (i: number) => [bulkNumber(i + 1), 'Bench stable', `2025/0${1 + (i % 9)}/1${i % 10}`, `Conservator ${i % 12}`, 'Doha', 40 + (i % 20), 'Surface stable; minor abrasion on the rim, no active corrosion.'];
  const csvOf = (n: number) => Buffer.from(stringify([header, ...Array.from({ length: n }, (_, i) => row(i))]), 'utf8');
  const csv = csvOf(ROWS);

  const readStart = performance.now();
  let read = 0;
  for await (const _row of readSheet(csv, 'csv')) read++;
  const readMs = performance.now() - readStart;

  const start = async (bytes: Buffer) => {
    const { batch } = await createImport(ctx, { kind: 'conditions', fileName: 'conditions.csv', size: bytes.length, type: 'csv' });
    const item = (await ImportBatchEntity.get({ tenant: slug, id: batch.id }).go()).data!;
    await putImportFile(item.fileKey, bytes, 'text/csv');
    const { mapping } = await importHeaders(ctx, batch.id);
    await dryRun(ctx, batch.id, { mapping, createValues: false });
    return batch.id;
  };
  const all = await start(csv);
  const dry = await importStepInChild('dry-run', slug, all);
  const analysed = await getImport(ctx, all);
  if (analysed.status !== 'ANALYSED') throw new Error(`dry run ended ${analysed.status}: ${analysed.message}`);

  // Each rollback leaves the objects as they were, so the second slice saves the same rows again.
  const commitAndRollback = async (blockRows: number) => {
    const env = { IMPORT_SAVE_BLOCK_ROWS: String(blockRows) };
    const slice = await start(csvOf(SAVED_ROWS));
    await importStepInChild('dry-run', slug, slice);
    await commitImport(ctx, slice, { version: (await getImport(ctx, slice)).version });
    const commit = await importStepInChild('commit', slug, slice, env);
    const committed = await getImport(ctx, slice);
    await rollbackImport(ctx, slice, { version: committed.version });
    const rollback = await importStepInChild('rollback', slug, slice, env);
    return { commit, committed, rollback, rolled: await getImport(ctx, slice) };
  };
  const steps = [
    { how: 'row by row in lanes', ...(await commitAndRollback(1)) },
    { how: 'in blocks of 25', ...(await commitAndRollback(25)) },
  ];
  const commitRate = (s: (typeof steps)[number]) => s.committed.processed / (s.commit.ms / 1000);

  return [
    `Imports of records: a ${ROWS.toLocaleString('en')}-row condition-report CSV (${mb(csv.length)}), one row per object of a ${ROWS.toLocaleString('en')}-object museum, in-memory DynamoDB Local`,
    table([
      ['step', 'time', 'rate', 'baseline (same run)', 'peak RSS of the job', 'CPU: job / DynamoDB Local'],
      ['read the file alone (csv-parse)', seconds(readMs), rate(read - 1, readMs), '-', '-', '-'],
      [`dry run (${Object.entries(analysed.counts).map(([k, v]) => `${k} ${v}`).join(', ')})`, seconds(dry.ms), rate(ROWS, dry.ms), `${(dry.ms / readMs).toFixed(1)}x the read alone`, mb(dry.peakRss), cpu(dry)],
      ...steps.flatMap((s) => [
        [`commit of ${SAVED_ROWS} rows ${s.how} (${s.committed.processed} saved, ${s.committed.failed} refused)`, seconds(s.commit.ms), rate(s.committed.processed, s.commit.ms), `form saves ${formSaves.toFixed(0)}/s: ${(commitRate(s) / formSaves).toFixed(1)}x`, mb(s.commit.peakRss), cpu(s.commit)],
        [`rollback of it (${s.rolled.refusedCount} refused)`, seconds(s.rollback.ms), rate(s.rolled.processed, s.rollback.ms), '-', mb(s.rollback.peakRss), cpu(s.rollback)],
      ]),
    ]),
  ].join('\n');
}
