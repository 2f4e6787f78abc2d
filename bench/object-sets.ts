import type { LocalStack } from '../infra/local/stack';
import { batchWriter } from './batch-write';
import { seedCollection } from './seed-collection';
import { ms, percentile, table, timed } from './stats';

const OBJECTS = Number(process.env.BENCH_OBJECTS ?? 100_000);
const CALLS = 50;
const tenant = 'setsbench';

/**
 * Issue 29's set figure (docs/object-sets.md): at 100,000 objects, GET /api/objects's service with
 * a set of 10,000 as its filter beside the unfiltered page 1 of the same run, p95 of warm calls;
 * and the decision behind it: the set's members read as four chunk items, against one item per
 * member in a partition of the set's own.
 */
export async function benchObjectSets(stack: LocalStack): Promise<string> {
  const { listObjects } = await import('../functions/objects/service');
  const { createSet, addToSet } = await import('../functions/object-sets/set-changes');
  const { setChunks } = await import('../functions/catalogue/object-sets/set-reads');
  const { OBJECT_SET_MAX_OBJECTS } = await import('../shared/schemas/object-set');
  const { QueryCommand } = await import('../functions/lib/dynamodb/commands');
  const TableName = stack.env.TABLE_NAME;
  const data = await seedCollection(TableName, tenant, OBJECTS);
  const ctx = { tenant, user: { id: 'bench', username: 'bench' } } as Parameters<typeof listObjects>[0];

  // Every tenth object: a set spread over the whole list, so its page 1 is not the list's.
  const members = data.filter((_, n) => n % Math.ceil(OBJECTS / OBJECT_SET_MAX_OBJECTS) === 0).slice(0, OBJECT_SET_MAX_OBJECTS).map((o) => o.id);
  // A warm function: the index's load (the cold start, issue 29's other figure) is not an addition's cost.
  await listObjects(ctx, { page: 0, size: 10 });
  const set = await createSet(ctx, { name: 'Bench set', private: false });
  let filled = 0;
  const addMs = await timed(async () => {
    filled = (await addToSet(ctx, set.id, { ids: members })).added;
  });
  const searchSet = await createSet(ctx, { name: 'Bench search set', private: false });
  let searched = 0;
  const addSearchMs = await timed(async () => {
    searched = (await addToSet(ctx, searchSet.id, { search: { searchAll: 'bronze', classification: 'metal' } })).added;
  });

  // The other way: one item per member under the set's partition, read by Query.
  const { writeAll } = await batchWriter(TableName);
  const perMemberPk = `${tenant}#objectSetMember#bench`;
  await writeAll(members.map((id) => ({ pk: perMemberPk, sk: id })));
  const { dynamo } = await import('../functions/lib/aws');
  const perMemberRead = async () => {
    let ExclusiveStartKey: Record<string, unknown> | undefined;
    let count = 0;
    do {
      const page = await dynamo.send<{ Count?: number; LastEvaluatedKey?: Record<string, unknown> }>(
        new QueryCommand({ TableName, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': perMemberPk }, ConsistentRead: true, ExclusiveStartKey }),
      );
      count += page.Count ?? 0;
      ExclusiveStartKey = page.LastEvaluatedKey;
    } while (ExclusiveStartKey);
    if (count !== members.length) throw new Error(`read ${count} member items`);
  };

  const cases: [string, () => Promise<unknown>][] = [
    ['unfiltered page 1 (baseline)', () => listObjects(ctx, { page: 0, size: 10 })],
    ['setId (10,000), page 1', () => listObjects(ctx, { page: 0, size: 10, setId: set.id })],
    ['setId, last page', () => listObjects(ctx, { page: Math.floor((members.length - 1) / 10), size: 10, setId: set.id })],
    ['setId + searchAll=bronze + classification', () => listObjects(ctx, { page: 0, size: 10, setId: set.id, searchAll: 'bronze', classification: 'metal' })],
    ['setId + sort=objectName,desc', () => listObjects(ctx, { page: 0, size: 10, setId: set.id, sort: { field: 'objectName', descending: true } })],
    ['setId + sort=objectName,desc, last page', () => listObjects(ctx, { page: Math.floor((members.length - 1) / 10), size: 10, setId: set.id, sort: { field: 'objectName', descending: true } })],
    ['setId + bronze + classification + sort=location', () => listObjects(ctx, { page: 0, size: 10, setId: set.id, searchAll: 'bronze', classification: 'metal', sort: { field: 'location', descending: false } })],
    ['classification + sort=objectName (no set)', () => listObjects(ctx, { page: 0, size: 10, classification: 'metal', sort: { field: 'objectName', descending: false } })],
    ['bronze + sort=objectName, page 2,001 (no set)', () => listObjects(ctx, { page: 2000, size: 10, searchAll: 'bronze', sort: { field: 'objectName', descending: false } })],
    ['members: 4 chunk items (chosen)', () => setChunks(tenant, set.id)],
    ['members: 10,000 items, one per member', perMemberRead],
  ];
  const total = (await listObjects(ctx, { page: 0, size: 10, setId: set.id })).totalElements;
  if (total !== members.length) throw new Error(`the set lists ${total} objects, it holds ${members.length}`);
  // Warm: the index loaded and each order built once before the samples.
  for (const [, call] of cases) await call();
  const samples = cases.map(() => [] as number[]);
  for (let i = 0; i < CALLS; i++) for (const [c, [, call]] of cases.entries()) samples[c].push(await timed(call));
  const base = percentile(samples[0], 95);
  return [
    `Sets of objects at ${OBJECTS.toLocaleString('en')} objects, a set of ${filled.toLocaleString('en')} (DynamoDB Local in memory, ${CALLS} warm calls each, same run)`,
    `adding ${filled.toLocaleString('en')} ids at once (warm): ${ms(addMs)}; adding a search's ${searched.toLocaleString('en')} results: ${ms(addSearchMs)}`,
    table([
      ['GET /api/objects (service)', 'p50', 'p95', 'p95 / unfiltered'],
      ...cases.map(([name], c) => [name, ms(percentile(samples[c], 50)), ms(percentile(samples[c], 95)), `${(percentile(samples[c], 95) / base).toFixed(2)}x`]),
    ]),
  ].join('\n');
}
