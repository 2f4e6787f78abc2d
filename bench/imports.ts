import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import type { LocalStack } from '../infra/local/stack';
import { benchMuseum } from './bench-museum';
import { cpu, importStepInChild, mb, rate, seconds } from './import-child';
import { table } from './stats';

const slug = 'importbench';
const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);
/** The form's own save rate (createObject one at a time) and delete rate, the commit's and rollback's baselines. */
const BASELINE_SAVES = 300;
/** `BENCH_IMPORT_STEPS=dry-run` leaves out the commit and rollback (about 20 minutes each at 100,000 rows). */
const STEPS = (process.env.BENCH_IMPORT_STEPS ?? 'dry-run,commit').split(',');
const TEXT = 'Brass astrolabe with an engraved rete, a throne with foliate scrolls and a signed back plate. ';

/**
 * Issue 15's figures on a 100,000-row objects file (the export's columns a museum fills most):
 * the dry run's time beside reading the same file alone; the commit's rows per second beside the
 * form's save (createObject one at a time) in the same run; the rollback's beside a delete at a
 * time; and each job's peak memory (heap and RSS sampled every 50 ms; the bench process also
 * holds the stack's S3 and Cognito emulators, so RSS is an upper bound).
 */
export async function benchImports(stack: LocalStack): Promise<string> {
  Object.assign(process.env, stack.env, { IMPORT_SLICE_MS: String(60 * 60_000) });
  const { createObject, deleteObjects } = await import('../functions/catalogue/objects/object-saves');
  const { createImport, dryRun, commitImport, rollbackImport, getImport, importHeaders } = await import('../functions/imports/service');
  const { readSheet } = await import('../functions/catalogue/imports/read-file');
  const { putImportFile } = await import('../functions/catalogue/imports/files');
  const { runJobsInProcess } = await import('../functions/lib/jobs');
  const { ImportBatchEntity } = await import('../functions/lib/entities/import-batch');
  const ctx = await benchMuseum(slug);
  // The service starts each job; the bench runs it itself, to time and sample it alone.
  runJobsInProcess(async () => undefined);

  // The form's rate, the baseline: one save at a time, then one delete at a time.
  const made: { id: string; version: number }[] = [];
  const saveStart = performance.now();
  for (let i = 0; i < BASELINE_SAVES; i++) made.push(await createObject(ctx, { inventoryNumber: `BASE-${i}`, objectName: 'Baseline', available: true }));
  const formSaves = BASELINE_SAVES / ((performance.now() - saveStart) / 1000);
  const deleteStart = performance.now();
  for (const o of made) await deleteObjects(ctx, [o.id], [o.version]);
  const formDeletes = BASELINE_SAVES / ((performance.now() - deleteStart) / 1000);

  const header = ['Inventory Number', 'Object Name', 'Object Title', 'Classification', 'Category', 'Material', 'Registration Date', 'Length (cm)', 'Width (cm)', 'Height (cm)', 'Weight (gr)', 'Country', 'Century', 'Description'];
  const classes = [['Painting', ''], ['Ceramics', 'Pottery'], ['Sculpture', 'Bronze'], ['Textile', '']];
  const rows = Array.from({ length: ROWS }, (_, i) => {
    const [classification, category] = classes[i % classes.length];
    return [`IMP-${String(i).padStart(6, '0')}`, `Object ${i}`, `Title of object ${i}`, classification, category, i % 3 ? 'Wood' : 'Metal, Glass', `20${10 + (i % 15)}/0${1 + (i % 9)}/1${i % 10}`, (i % 90) + 0.5, 20, 30, 1250, ['Qatar', 'Egypt', 'Syria'][i % 3], `${8 + (i % 10)}th century`, TEXT];
  });
  const csv = Buffer.from(stringify([header, ...rows]), 'utf8');

  // Reading the file alone: the dry run's floor.
  const readStart = performance.now();
  let read = 0;
  for await (const _row of readSheet(csv, 'csv')) read++;
  const readMs = performance.now() - readStart;

  const inChild = (step: string, batchId: string) => importStepInChild(step, slug, batchId);
  const { batch } = await createImport(ctx, { kind: 'objects', fileName: 'bench.csv', size: csv.length, type: 'csv' });
  const item = (await ImportBatchEntity.get({ tenant: slug, id: batch.id }).go()).data!;
  await putImportFile(item.fileKey, csv, 'text/csv');
  // Every header is a field's label: the proposed mapping takes them all.
  const { mapping } = await importHeaders(ctx, batch.id);
  await dryRun(ctx, batch.id, { mapping, createValues: false });
  const dry = await inChild('dry-run', batch.id);
  const analysed = await getImport(ctx, batch.id);
  if (analysed.status !== 'ANALYSED') throw new Error(`dry run ended ${analysed.status}: ${analysed.message}`);

  const saving = STEPS.includes('commit');
  const none = { ms: 0, peakRss: 0, cpuMs: 0, dynamoDbCpuMs: 0 };
  if (saving) await commitImport(ctx, batch.id, { version: analysed.version });
  const commit = saving ? await inChild('commit', batch.id) : none;
  const committed = await getImport(ctx, batch.id);
  if (saving) await rollbackImport(ctx, batch.id, { version: committed.version });
  const rollback = saving ? await inChild('rollback', batch.id) : none;
  const rolled = await getImport(ctx, batch.id);

  // The same rows as .xlsx: the dry run's reading of a workbook (exceljs's streaming reader).
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Objects');
  sheet.addRow(header);
  for (const r of rows) sheet.addRow(r);
  const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
  const xlsxStart = performance.now();
  for await (const _row of readSheet(xlsx, 'xlsx')) void 0;
  const xlsxReadMs = performance.now() - xlsxStart;

  return [
    `Imports: a ${ROWS.toLocaleString('en')}-row objects CSV (${mb(csv.length)}, ${header.length} columns), in-memory DynamoDB Local; each job in a process of its own`,
    table([
      ['step', 'time', 'rate', 'baseline (same run)', 'peak RSS of the job', 'CPU: job / DynamoDB Local'],
      ['read the file alone (csv-parse)', seconds(readMs), rate(read - 1, readMs), '-', '-', '-'],
      [`dry run (${Object.entries(analysed.counts).map(([k, v]) => `${k} ${v}`).join(', ')})`, seconds(dry.ms), rate(ROWS, dry.ms), `${(dry.ms / readMs).toFixed(1)}x the read alone`, mb(dry.peakRss), cpu(dry)],
      ...(saving
        ? [
            [`commit (${committed.processed} saved, ${committed.failed} refused)`, seconds(commit.ms), rate(committed.processed, commit.ms), `form saves ${formSaves.toFixed(0)}/s: ${(committed.processed / (commit.ms / 1000) / formSaves).toFixed(1)}x`, mb(commit.peakRss), cpu(commit)],
            [`rollback (${rolled.refusedCount} refused)`, seconds(rollback.ms), rate(rolled.processed, rollback.ms), `form deletes ${formDeletes.toFixed(0)}/s: ${(rolled.processed / (rollback.ms / 1000) / formDeletes).toFixed(1)}x`, mb(rollback.peakRss), cpu(rollback)],
          ]
        : []),
      [`read the same rows as .xlsx (${mb(xlsx.length)})`, seconds(xlsxReadMs), rate(ROWS, xlsxReadMs), `${(xlsxReadMs / readMs).toFixed(1)}x the CSV`, '-', '-'],
    ]),
  ].join('\n');
}
