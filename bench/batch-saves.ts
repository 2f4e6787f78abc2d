import type { LocalStack } from '../infra/local/stack';
import { benchMuseum } from './bench-museum';
import { table } from './stats';

const slug = 'batchsavesbench';
const ROWS = Number(process.env.BENCH_BATCH_SAVES_ROWS ?? 10_000);
const FORM_SAVES = 200;
const BLOCK = 25;
const LANES = 8;

/**
 * Issue 30's save path: objects created by the form's save (a block of one, one at a time) beside
 * the same service saving blocks of 25 in 8 lanes, as an import commit does (docs/imports.md#saves-in-blocks),
 * in the same run and museum.
 */
export async function benchBatchSaves(stack: LocalStack): Promise<string> {
  Object.assign(process.env, stack.env);
  const { createObject, createObjects } = await import('../functions/catalogue/objects/object-saves');
  const { inLanes } = await import('../functions/catalogue/imports/job-steps');
  const ctx = await benchMuseum(slug);
  const input = (prefix: string, i: number) => ({ inventoryNumber: `${prefix}-${i}`, objectName: `Object ${i}`, available: i % 7 !== 0, country: ['Qatar', 'Egypt', 'Syria'][i % 3] });

  const formStart = performance.now();
  for (let i = 0; i < FORM_SAVES; i++) await createObject(ctx, input('FORM', i));
  const formRate = FORM_SAVES / ((performance.now() - formStart) / 1000);

  const blocks = Array.from({ length: Math.ceil(ROWS / BLOCK) }, (_, b) => Array.from({ length: Math.min(BLOCK, ROWS - b * BLOCK) }, (_, i) => ({ input: input('BLOCK', b * BLOCK + i) })));
  const blockStart = performance.now();
  await inLanes(blocks, LANES, (block) => createObjects(ctx, block));
  const blockSeconds = (performance.now() - blockStart) / 1000;
  return [
    `## Saves in blocks (issue 30): ${ROWS.toLocaleString('en')} objects`,
    table([
      ['save', 'objects', 'time', 'objects/s'],
      ['form save, a block of one at a time', String(FORM_SAVES), `${((FORM_SAVES / formRate)).toFixed(1)} s`, formRate.toFixed(0)],
      [`blocks of ${BLOCK} in ${LANES} lanes`, String(ROWS), `${blockSeconds.toFixed(1)} s`, (ROWS / blockSeconds).toFixed(0)],
    ]),
  ].join('\n\n');
}
