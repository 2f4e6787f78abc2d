import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stringify } from 'csv-stringify/sync';
import type { LocalStack } from '../infra/local/stack';
import { benchMuseum } from './bench-museum';
import { rate, seconds } from './import-child';
import { table } from './stats';

const ROWS = Number(process.env.BENCH_RESUME_ROWS ?? 3_000);
const POLL_MS = 25;

/**
 * Issue 27, jobs never stick: a commit of a few thousand rows whose worker process is killed
 * (SIGKILL) a third of the way in, marked FAILED by the local stack's failure path and resumed
 * through the service, beside the same file committed uninterrupted in another museum in the same
 * run. Both run in the stack's own worker machinery (`infra/local/jobs-worker-process.ts`), with
 * the product's chunks and slices, so a resume pays what it pays there: a fresh worker process.
 */
export async function benchJobResume(stack: LocalStack): Promise<string> {
  Object.assign(process.env, stack.env);
  const { createImport, dryRun, commitImport, resumeImport, getImport, importHeaders } = await import('../functions/imports/service');
  const { putImportFile } = await import('../functions/catalogue/imports/files');
  const { runJobsInProcess } = await import('../functions/lib/jobs');
  const { reportJobFailure } = await import('../functions/lib/job-failure');
  const { ImportBatchEntity } = await import('../functions/lib/entities/import-batch');
  const { CollectionObjectEntity } = await import('../functions/lib/entities/collection-object');
  const { DataChangeEntity } = await import('../functions/lib/entities/data-change');
  const { LocalJobsWorker } = await import('../infra/local/jobs-worker-process');

  // Other sections leave the jobs runner to themselves: this one runs the stack's worker process.
  const pidFile = join(tmpdir(), `bench-job-resume-${process.pid}.pid`);
  const worker = new LocalJobsWorker({ onFailure: reportJobFailure, pidFile });
  runJobsInProcess(async (event) => worker.invoke(event));

  const header = ['Inventory Number', 'Object Name', 'Material', 'Country', 'Quantity'];
  const rows = Array.from({ length: ROWS }, (_, i) => [`RES-${String(i).padStart(6, '0')}`, `Object ${i}`, ['Wood', 'Gold', 'Glass'][i % 3], ['Qatar', 'Oman', ''][i % 3], String(1 + (i % 4))]);
  const csv = Buffer.from(stringify([header, ...rows]), 'utf8');

  type Batch = Awaited<ReturnType<typeof getImport>>;
  const until = async (ctx: Parameters<typeof getImport>[0], id: string, done: (b: Batch) => boolean): Promise<Batch> => {
    for (;;) {
      const batch = await getImport(ctx, id);
      if (done(batch)) return batch;
      await new Promise((r) => setTimeout(r, POLL_MS));
    }
  };
  async function analysed(slug: string) {
    const ctx = await benchMuseum(slug);
    const { batch } = await createImport(ctx, { kind: 'objects', fileName: 'resume.csv', size: csv.length, type: 'csv' });
    const item = (await ImportBatchEntity.get({ tenant: slug, id: batch.id }).go()).data!;
    await putImportFile(item.fileKey, csv, 'text/csv');
    const { mapping } = await importHeaders(ctx, batch.id);
    // The values the file names are new to the museum: the commit creates them first, as a move-in's does.
    await dryRun(ctx, batch.id, { mapping, createValues: true });
    const ready = await until(ctx, batch.id, (b) => b.status !== 'ANALYSING');
    if (ready.status !== 'ANALYSED') throw new Error(`dry run ended ${ready.status}: ${ready.message}`);
    if (ready.counts.create !== ROWS) throw new Error(`the dry run found ${JSON.stringify(ready.counts)}, not ${ROWS} rows to create`);
    return { ctx, batch: ready };
  }
  const objectsIn = async (tenant: string) => (await CollectionObjectEntity.query.byId({ tenant }).go({ pages: 'all', attributes: ['id'] })).data.length;
  const createsLogged = async (tenant: string) =>
    (await DataChangeEntity.query.byTime({ tenant }).go({ pages: 'all' })).data.filter((e) => e.entityType === 'object' && e.action === 'CREATE').length;

  try {
    // The baseline: the same file committed with nothing in its way.
    const whole = await analysed('resumebase');
    const wholeStart = performance.now();
    await commitImport(whole.ctx, whole.batch.id, { version: whole.batch.version });
    const wholeDone = await until(whole.ctx, whole.batch.id, (b) => b.status !== 'COMMITTING');
    const wholeMs = performance.now() - wholeStart;
    if (wholeDone.status !== 'COMMITTED') throw new Error(`uninterrupted commit ended ${wholeDone.status}: ${wholeDone.reason}`);

    const broken = await analysed('resumekill');
    const tenant = broken.ctx.tenant;
    const commitStart = performance.now();
    await commitImport(broken.ctx, broken.batch.id, { version: broken.batch.version });
    // A third of the way in: a chunk or more is done, and some rows of the next one are saved.
    const atCursor = await until(broken.ctx, broken.batch.id, (b) => b.processed >= ROWS / 3 || b.status !== 'COMMITTING');
    while ((await objectsIn(tenant)) < atCursor.processed + 20) await new Promise((r) => setTimeout(r, POLL_MS));
    process.kill(Number(readFileSync(pidFile, 'utf8')), 'SIGKILL');
    const killedAt = performance.now();
    const failed = await until(broken.ctx, broken.batch.id, (b) => b.status !== 'COMMITTING');
    const markedAt = performance.now();
    if (failed.status !== 'FAILED') throw new Error(`the killed commit reads ${failed.status}`);
    // Saved past the cursor before the kill: the resumed run walks them again and meets their ledger entries.
    const savedAtKill = await objectsIn(tenant);
    const resumeStart = performance.now();
    await resumeImport(broken.ctx, broken.batch.id, { version: failed.version });
    const resumed = await until(broken.ctx, broken.batch.id, (b) => b.status !== 'COMMITTING');
    const resumedAt = performance.now();
    if (resumed.status !== 'COMMITTED') throw new Error(`the resumed commit ended ${resumed.status}: ${resumed.reason}`);

    const [objects, creates, baseObjects, baseCreates] = [await objectsIn(tenant), await createsLogged(tenant), await objectsIn('resumebase'), await createsLogged('resumebase')];
    const resumedRows = ROWS - failed.processed;
    const resumeMs = resumedAt - resumeStart;
    return [
      `Jobs never stick: a ${ROWS.toLocaleString('en')}-row objects commit, its worker process SIGKILLed a third of the way in and resumed, beside the same file committed uninterrupted (same run, in-memory DynamoDB Local, the stack's worker process)`,
      table([
        ['run', 'rows', 'time', 'rate', 'objects / creations logged'],
        ['uninterrupted commit (baseline)', String(ROWS), seconds(wholeMs), rate(ROWS, wholeMs), `${baseObjects} / ${baseCreates}`],
        [`killed commit, start to kill (cursor at row ${failed.processed}, ${savedAtKill} saved)`, String(savedAtKill), seconds(killedAt - commitStart), rate(savedAtKill, killedAt - commitStart), '-'],
        ['kill to marked FAILED (the worker process exit reported)', '-', seconds(markedAt - killedAt), '-', '-'],
        [`resumed commit, resume to done (a fresh worker process)`, String(resumedRows), seconds(resumeMs), `${rate(resumedRows, resumeMs)} (${((resumedRows / resumeMs) / (ROWS / wholeMs)).toFixed(2)}x the baseline)`, '-'],
        ['kill to resumed completion', '-', seconds(resumedAt - killedAt), '-', '-'],
        [`rows saved twice`, String(creates - ROWS), '-', '-', `${objects} / ${creates}`],
      ]),
      `The resumed run walked ${savedAtKill - failed.processed} rows already saved in the chunk it was in; each met its ledger entry and was counted as done.`,
    ].join('\n');
  } finally {
    await worker.stop();
  }
}
