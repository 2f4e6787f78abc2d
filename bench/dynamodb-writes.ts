import { randomUUID } from 'node:crypto';
import { BatchWriteItemCommand, DynamoDBClient, TransactWriteItemsCommand, type AttributeValue, type TransactWriteItem, type WriteRequest } from '@aws-sdk/client-dynamodb';
import type { LocalStack } from '../infra/local/stack';
import { dynamoDbCpuMs } from './import-child';
import { table } from './stats';

/**
 * Where an import commit's time goes on the local stack (issue 30, docs/imports.md#where-the-time-goes):
 * DynamoDB Local's own write rates with items the size and shape of an object save's (about 1 KB,
 * indexed), by call (TransactWriteItems, BatchWriteItem) and lanes, with and without the shared
 * counters every save moves, on an empty table and on one holding BENCH_DDB_FILL items.
 */
const FILL = Number(process.env.BENCH_DDB_FILL ?? 100_000);
const ITEMS = Number(process.env.BENCH_DDB_ITEMS ?? 4_000);
const TEXT = 'Brass astrolabe with an engraved rete, a throne with foliate scrolls and a signed back plate. '.repeat(9);

const s = (v: string): AttributeValue => ({ S: v });
const SHAPE = process.env.BENCH_DDB_SHAPE ?? 'indexed';
export function item(tenant: string): Record<string, AttributeValue> {
  const id = randomUUID();
  const key = { pk: s(`$bench#${tenant}#${id}`), sk: s('$item') };
  if (SHAPE === 'tiny') return key;
  if (SHAPE === 'unindexed') return { ...key, text: s(TEXT), n: { N: '1' } };
  return { ...key, gsi1pk: s(`$bench#${tenant}`), gsi1sk: s(id), text: s(TEXT), n: { N: '1' } };
}
export const put = (tableName: string, tenant: string): TransactWriteItem => ({ Put: { TableName: tableName, Item: item(tenant), ConditionExpression: 'attribute_not_exists(pk)' } });
export const counter = (tableName: string, tenant: string, name: string): TransactWriteItem => ({
  Update: { TableName: tableName, Key: { pk: s(`$counter#${tenant}`), sk: s(name) }, UpdateExpression: 'ADD #c :one', ExpressionAttributeNames: { '#c': 'count' }, ExpressionAttributeValues: { ':one': { N: '1' } } },
});

type Case = { name: string; perCall: number; counters: number; lanes: number; batch?: boolean };

export async function benchDynamoDbWrites(stack: LocalStack): Promise<string> {
  Object.assign(process.env, stack.env);
  const { inLanes } = await import('../functions/catalogue/imports/job-steps');
  const tableName = stack.env.TABLE_NAME;
  const client = new DynamoDBClient({ endpoint: stack.env.DYNAMODB_ENDPOINT, region: 'local', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  const tenant = 'ddbwrites';
  let retries = 0;
  async function transact(writes: TransactWriteItem[]) {
    for (;;) {
      try {
        return await client.send(new TransactWriteItemsCommand({ TransactItems: writes }));
      } catch (error) {
        if ((error as Error).name !== 'TransactionCanceledException' && (error as Error).name !== 'TransactionConflictException') throw error;
        retries++;
        await new Promise((r) => setTimeout(r, 5 + Math.random() * 20));
      }
    }
  }
  async function batchWrite(requests: WriteRequest[]) {
    let left = requests;
    while (left.length) {
      const out = await client.send(new BatchWriteItemCommand({ RequestItems: { [tableName]: left } }));
      left = out.UnprocessedItems?.[tableName] ?? [];
    }
  }
  async function run(c: Case): Promise<string[]> {
    retries = 0;
    const calls = Math.ceil(ITEMS / c.perCall);
    const cpuBefore = dynamoDbCpuMs();
    const started = performance.now();
    await inLanes(Array.from({ length: calls }), c.lanes, async () => {
      if (c.batch) return batchWrite(Array.from({ length: c.perCall }, () => ({ PutRequest: { Item: item(tenant) } })));
      return transact([...Array.from({ length: c.perCall }, () => put(tableName, tenant)), ...Array.from({ length: c.counters }, (_, i) => counter(tableName, tenant, `c${i}`))]);
    });
    const secondsTaken = (performance.now() - started) / 1000;
    const items = calls * (c.perCall + c.counters);
    return [c.name, String(c.lanes), (calls / secondsTaken).toFixed(0), (items / secondsTaken).toFixed(0), ((dynamoDbCpuMs() - cpuBefore) / items).toFixed(2), String(retries)];
  }
  const cases: Case[] = [
    { name: 'TransactWriteItems, 7 puts + 4 counters (an object save)', perCall: 7, counters: 4, lanes: 1 },
    { name: 'TransactWriteItems, 7 puts + 4 counters (an object save)', perCall: 7, counters: 4, lanes: 8 },
    { name: 'TransactWriteItems, 7 puts, no counter', perCall: 7, counters: 0, lanes: 8 },
    { name: 'TransactWriteItems, 84 puts + 12 counters (12 objects)', perCall: 84, counters: 12, lanes: 1 },
    { name: 'TransactWriteItems, 84 puts + 12 counters (12 objects)', perCall: 84, counters: 12, lanes: 8 },
    { name: 'TransactWriteItems, 96 puts, no counter', perCall: 96, counters: 0, lanes: 8 },
    { name: 'BatchWriteItem, 25 puts', perCall: 25, counters: 0, lanes: 1 },
    { name: 'BatchWriteItem, 25 puts', perCall: 25, counters: 0, lanes: 8 },
  ];
  const rows: string[][] = [];
  for (const c of cases) rows.push(await run(c));
  // The table's growth: the same calls with FILL more items in it (written by BatchWriteItem).
  const fillCalls = Math.ceil(FILL / 25);
  await inLanes(Array.from({ length: fillCalls }), 8, () => batchWrite(Array.from({ length: 25 }, () => ({ PutRequest: { Item: item('ddbfill') } }))));
  for (const c of [cases[1], cases[4], cases[7]]) rows.push(await run({ ...c, name: `${c.name}, ${FILL.toLocaleString('en')} more items in the table` }));
  return [
    `## DynamoDB Local's write rates (${ITEMS.toLocaleString('en')} items of about 1 KB each case, in memory)`,
    table([['call', 'lanes', 'calls/s', 'items/s', 'DynamoDB Local CPU ms per item', 'retried (conflicts)'], ...rows]),
  ].join('\n\n');
}
