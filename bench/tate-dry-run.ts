import type { LocalStack } from '../infra/local/stack';
import { benchMuseum } from './bench-museum';
import { importStepInChild, mb, rate, seconds } from './import-child';
import { table } from './stats';
import { tateFullCsv } from './tate-collection';

const slug = 'tatebench';

/** A reason without the cell it quotes: "Date: … "c.1830-5" …" and "… "1890s" …" count as one. */
const shapeOf = (why: string) => why.replace(/"[^"]*"/gu, '"…"');

/**
 * Issue 28's figure: the dry run of Tate's whole collection (69,202 artworks, CC0; the committed
 * `test/fixtures/tate/tate-artworks.csv.gz`, test/fixtures/tate/NOTICE.md) as a new museum's first
 * import, with no hand mapping: its time and rate, the invalid share and its reasons. Twice: as
 * the file comes, and again with "Create these values" (the museum has none of Tate's
 * classifications), each in a process of its own as the worker Lambda runs it.
 */
export async function benchTateDryRun(stack: LocalStack): Promise<string> {
  Object.assign(process.env, stack.env, { IMPORT_SLICE_MS: String(60 * 60_000) });
  const { createImport, dryRun, getImport, importHeaders, importRows } = await import('../functions/imports/service');
  const { putImportFile } = await import('../functions/catalogue/imports/files');
  const { runJobsInProcess } = await import('../functions/lib/jobs');
  const { ImportBatchEntity } = await import('../functions/lib/entities/import-batch');
  const ctx = await benchMuseum(slug);
  runJobsInProcess(async () => undefined);

  const csv = tateFullCsv();
  const { batch } = await createImport(ctx, { kind: 'objects', fileName: 'tate-artworks.csv', size: csv.length, type: 'csv' });
  const item = (await ImportBatchEntity.get({ tenant: slug, id: batch.id }).go()).data!;
  await putImportFile(item.fileKey, csv, 'text/csv');
  const { headers, mapping } = await importHeaders(ctx, batch.id);

  const run = async (createValues: boolean) => {
    await dryRun(ctx, batch.id, { mapping, createValues });
    const step = await importStepInChild('dry-run', slug, batch.id);
    const done = await getImport(ctx, batch.id);
    if (done.status !== 'ANALYSED') throw new Error(`dry run ended ${done.status}: ${done.message}`);
    const reasons = new Map<string, number>();
    for (let page = 0; page * 1000 < done.counts.invalid; page++) {
      const { content } = await importRows(ctx, batch.id, { class: 'invalid', page, size: 1000 });
      for (const row of content) for (const why of new Set((row.reasons ?? []).map(shapeOf))) reasons.set(why, (reasons.get(why) ?? 0) + 1);
    }
    return { ...step, done, reasons: [...reasons].sort((a, b) => b[1] - a[1]) };
  };
  const asItComes = await run(false);
  const withValues = await run(true);

  const share = (n: number, of: number) => `${((100 * n) / of).toFixed(2)}%`;
  const rowsOf = (r: typeof asItComes) => [
    seconds(r.ms),
    rate(r.done.rows, r.ms),
    `${r.done.counts.invalid.toLocaleString('en')} (${share(r.done.counts.invalid, r.done.rows)})`,
    r.reasons.slice(0, 6).map(([why, n]) => `${n.toLocaleString('en')}x ${why}`).join('; ') || '-',
    mb(r.peakRss),
  ];
  return [
    `Tate's collection as a new museum's first import: ${asItComes.done.rows.toLocaleString('en')} rows, ${headers.length} columns (${mb(csv.length)} CSV), in-memory DynamoDB Local, the job in a process of its own`,
    `proposed: ${headers.map((h, i) => `${h} -> ${mapping[i] || '(not mapped)'}`).join(', ')}`,
    `not mapped: ${withValues.done.unmapped.map((u) => `${u.header} (${u.rows.toLocaleString('en')} rows)`).join(', ')}; new values listed: ${asItComes.done.newValues.length}`,
    table([
      ['dry run', 'time', 'rate', 'invalid', 'reasons (rows)', 'peak RSS of the job'],
      ['as the file comes', ...rowsOf(asItComes)],
      ['with "Create these values"', ...rowsOf(withValues)],
    ]),
  ].join('\n');
}
