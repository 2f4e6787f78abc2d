import type { LocalStack } from '../infra/local/stack';
import { benchMuseum } from './bench-museum';
import { table } from './stats';

const slug = 'batchsavesbench';
const ROWS = Number(process.env.BENCH_BATCH_SAVES_ROWS ?? 10_000);
const FORM_SAVES = 200;
const BLOCK = 25;
const LANES = 8;

/**
 * Issue 30's save path: objects created, updated and deleted by the form's saves (a block of one,
 * one at a time) beside the same service saving blocks of 25 in 8 lanes, as an import commit and
 * rollback do (docs/imports.md#saves-in-blocks), in the same run and museum.
 */
export async function benchBatchSaves(stack: LocalStack): Promise<string> {
  Object.assign(process.env, stack.env);
  const { createObject, createObjects, updateObject, updateObjects, deleteObjects, removeObjects } = await import('../functions/catalogue/objects/object-saves');
  const { inLanes, blocksOf } = await import('../functions/catalogue/imports/job-steps');
  const ctx = await benchMuseum(slug);
  const input = (prefix: string, i: number) => ({ inventoryNumber: `${prefix}-${i}`, objectName: `Object ${i}`, available: i % 7 !== 0, country: ['Qatar', 'Egypt', 'Syria'][i % 3] });
  const edited = <T extends { objectName: string; available?: boolean }>(o: T) => ({ ...o, objectName: `${o.objectName} (edited)`, available: !o.available });
  const timed = async (work: () => Promise<unknown>) => {
    const start = performance.now();
    await work();
    return (performance.now() - start) / 1000;
  };
  const row = (save: string, n: number, s: number) => [save, n.toLocaleString('en'), `${s.toFixed(1)} s`, (n / s).toFixed(0)];

  const formMade: { id: string; version: number }[] = [];
  const formCreate = await timed(async () => {
    for (let i = 0; i < FORM_SAVES; i++) formMade.push(await createObject(ctx, input('FORM', i)));
  });
  const formEdited: { id: string; version: number }[] = [];
  const formUpdate = await timed(async () => {
    for (const [i, o] of formMade.entries()) formEdited.push(await updateObject(ctx, { ...edited(input('FORM', i)), id: o.id, version: o.version }));
  });
  const formDelete = await timed(async () => {
    for (const o of formEdited) await deleteObjects(ctx, [o.id], [o.version]);
  });

  const inputs = Array.from({ length: ROWS }, (_, i) => input('BLOCK', i));
  const made: Awaited<ReturnType<typeof createObjects>>[] = [];
  const blockCreate = await timed(() => inLanes(blocksOf(inputs, BLOCK), LANES, async (block) => made.push(await createObjects(ctx, block.map((i) => ({ input: i }))))));
  const records = made.flat();
  const updated: typeof records = [];
  const blockUpdate = await timed(() =>
    inLanes(blocksOf(records, BLOCK), LANES, async (block) => updated.push(...(await updateObjects(ctx, block.map((o) => ({ input: { ...edited(input('BLOCK', Number(o.inventoryNumber.slice(6)))), id: o.id, version: o.version } })))))),
  );
  const blockDelete = await timed(() => inLanes(blocksOf(updated, BLOCK), LANES, (block) => removeObjects(ctx, block.map((current) => ({ current })))));
  return [
    `## Saves in blocks (issue 30): ${ROWS.toLocaleString('en')} objects in blocks of ${BLOCK}, ${LANES} lanes, beside ${FORM_SAVES} form saves one at a time`,
    table([
      ['save', 'objects', 'time', 'objects/s'],
      row('form: create, a block of one at a time', FORM_SAVES, formCreate),
      row('form: update, a block of one at a time', FORM_SAVES, formUpdate),
      row('form: delete, one at a time', FORM_SAVES, formDelete),
      row('blocks: create', ROWS, blockCreate),
      row('blocks: update (two fields)', ROWS, blockUpdate),
      row('blocks: delete', ROWS, blockDelete),
    ]),
  ].join('\n\n');
}
