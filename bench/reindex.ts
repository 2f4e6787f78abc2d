import { batchWriter } from './batch-write';
import { objects } from './object-search';
import type { LocalStack } from '../infra/local/stack';
import { table } from './stats';

const OBJECTS = Number(process.env.BENCH_REINDEX_OBJECTS ?? 10_000);
const tenant = 'reindexbench';

/**
 * `npm run reindex` at a museum's size: objects whose search documents were saved before sorting
 * (no `keys`), rewritten, then the second run that finds nothing to write.
 */
export async function benchReindex(stack: LocalStack): Promise<string> {
  const { objectSearchDoc, storedDoc } = await import('../functions/catalogue/objects/search/search-writes');
  const { ObjectSearchDocEntity } = await import('../functions/lib/entities/object-search-doc');
  const { CollectionObjectEntity } = await import('../functions/lib/entities/collection-object');
  const { numberOrder } = await import('../functions/catalogue/objects/number-order');
  const { reindex } = await import('../functions/catalogue/search-reindex/reindex');
  const { writeAll, itemOf } = await batchWriter(stack.env.TABLE_NAME);
  const now = new Date().toISOString();
  const data = objects(OBJECTS).map(({ changedAt: _changedAt, ...o }) => ({ ...o, tenant, numberOrder: numberOrder(o.inventoryNumber), available: true, version: 1, createdAt: now }));
  await writeAll(data.map((o) => itemOf(CollectionObjectEntity.put(o))));
  await writeAll(
    data.map((o) => {
      const { keys: _keys, ...before } = objectSearchDoc(o.id, o);
      return itemOf(ObjectSearchDocEntity.put({ scope: `${tenant}#object`, id: o.id, ...storedDoc(before), updatedAt: now }));
    }),
  );
  const run = async () => {
    const started = performance.now();
    const report = await reindex(tenant, { write: true });
    const seconds = (performance.now() - started) / 1000;
    return [`${report.read.toLocaleString('en')}`, `${report.rewritten.toLocaleString('en')}`, `${seconds.toFixed(1)} s`, `${Math.round(report.read / seconds).toLocaleString('en')}`];
  };
  const first = await run();
  const second = await run();
  return [
    `npm run reindex at ${OBJECTS.toLocaleString('en')} objects saved before sorting (DynamoDB Local in memory; the first run includes the snapshot's full build)`,
    table([
      ['run', 'documents read', 'rewritten', 'time', 'documents/s'],
      ['first', ...first],
      ['second', ...second],
    ]),
  ].join('\n');
}
