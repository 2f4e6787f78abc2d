import { BatchWriteCommand } from '../functions/lib/dynamodb/commands';

const PARALLEL = 16;

/**
 * The benches' seeding: items written straight to the table in BatchWrites of 25, 16 at a time,
 * unprocessed items sent again. `itemOf` takes the item an ElectroDB `put` would write.
 */
export async function batchWriter(tableName: string) {
  const { dynamo } = await import('../functions/lib/aws');
  const writeAll = async (items: Record<string, unknown>[]) => {
    const batches = [];
    for (let i = 0; i < items.length; i += 25) batches.push(items.slice(i, i + 25));
    for (let i = 0; i < batches.length; i += PARALLEL) {
      await Promise.all(
        batches.slice(i, i + PARALLEL).map(async (batch) => {
          let pending = batch.map((Item) => ({ PutRequest: { Item } }));
          while (pending.length) {
            const out = await dynamo.send<{ UnprocessedItems?: Record<string, typeof pending> }>(new BatchWriteCommand({ RequestItems: { [tableName]: pending } }));
            pending = out.UnprocessedItems?.[tableName] ?? [];
          }
        }),
      );
    }
  };
  const itemOf = (op: { params: <T>() => T }) => op.params<{ Item: Record<string, unknown> }>().Item;
  return { dynamo, writeAll, itemOf };
}
