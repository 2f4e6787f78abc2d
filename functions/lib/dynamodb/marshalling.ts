import { randomUUID } from 'node:crypto';
import { marshall, unmarshall } from './attribute-values';

/**
 * DynamoDB's wire format types every value (`{ "S": "x" }`); callers and ElectroDB work with plain
 * values, as with the SDK's document client. These maps say, per operation, which parts of the
 * request and the response hold values, and convert exactly those.
 */
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const toWire = (values: Json | undefined) => (values ? marshall(values) : undefined);
const fromWire = (values: Json | undefined) => (values ? unmarshall(values) : undefined);

/** Converts the named fields of `object` with `convert`, leaving every other field as it is. */
function convertFields(object: Json | undefined, fields: readonly string[], convert: (value: any) => unknown) {
  if (!object) return object;
  const out: Json = { ...object };
  for (const field of fields) if (out[field] !== undefined) out[field] = convert(out[field]);
  return out;
}

const KEY_AND_VALUES = ['Key', 'ExpressionAttributeValues'] as const;
const ITEM_AND_VALUES = ['Item', 'ExpressionAttributeValues'] as const;

const transactWrite = (entry: Json) => ({
  ...entry,
  ...(entry.Put && { Put: convertFields(entry.Put, ITEM_AND_VALUES, toWire) }),
  ...(entry.Update && { Update: convertFields(entry.Update, KEY_AND_VALUES, toWire) }),
  ...(entry.Delete && { Delete: convertFields(entry.Delete, KEY_AND_VALUES, toWire) }),
  ...(entry.ConditionCheck && { ConditionCheck: convertFields(entry.ConditionCheck, KEY_AND_VALUES, toWire) }),
});

const mapTables = (tables: Json | undefined, convert: (entry: any) => unknown) =>
  tables && Object.fromEntries(Object.entries(tables).map(([table, entry]) => [table, convert(entry)]));

const batchGetKeys = (tables: Json | undefined, convert: (value: any) => unknown) =>
  mapTables(tables, (entry: Json) => ({ ...entry, Keys: entry.Keys.map(convert) }));

const batchWrites = (tables: Json | undefined, convert: (value: any) => unknown) =>
  mapTables(tables, (writes: Json[]) =>
    writes.map((write) => ({
      ...(write.PutRequest && { PutRequest: { ...write.PutRequest, Item: convert(write.PutRequest.Item) } }),
      ...(write.DeleteRequest && { DeleteRequest: { ...write.DeleteRequest, Key: convert(write.DeleteRequest.Key) } }),
    })),
  );

export const OPERATIONS = {
  GetItem: {
    request: (input: Json) => convertFields(input, ['Key'], toWire),
    response: (output: Json) => convertFields(output, ['Item'], fromWire),
  },
  PutItem: {
    request: (input: Json) => convertFields(input, ITEM_AND_VALUES, toWire),
    response: (output: Json) => convertFields(output, ['Attributes'], fromWire),
  },
  UpdateItem: {
    request: (input: Json) => convertFields(input, KEY_AND_VALUES, toWire),
    response: (output: Json) => convertFields(output, ['Attributes'], fromWire),
  },
  DeleteItem: {
    request: (input: Json) => convertFields(input, KEY_AND_VALUES, toWire),
    response: (output: Json) => convertFields(output, ['Attributes'], fromWire),
  },
  Query: {
    request: (input: Json) => convertFields(input, ['ExpressionAttributeValues', 'ExclusiveStartKey'], toWire),
    response: (output: Json) => ({ ...convertFields(output, ['LastEvaluatedKey'], fromWire), Items: output.Items?.map(fromWire) }),
  },
  Scan: {
    request: (input: Json) => convertFields(input, ['ExpressionAttributeValues', 'ExclusiveStartKey'], toWire),
    response: (output: Json) => ({ ...convertFields(output, ['LastEvaluatedKey'], fromWire), Items: output.Items?.map(fromWire) }),
  },
  BatchGetItem: {
    request: (input: Json) => ({ ...input, RequestItems: batchGetKeys(input.RequestItems, toWire) }),
    response: (output: Json) => ({
      ...output,
      Responses: mapTables(output.Responses, (items: Json[]) => items.map(fromWire)),
      UnprocessedKeys: batchGetKeys(output.UnprocessedKeys, fromWire),
    }),
  },
  BatchWriteItem: {
    request: (input: Json) => ({ ...input, RequestItems: batchWrites(input.RequestItems, toWire) }),
    response: (output: Json) => ({ ...output, UnprocessedItems: batchWrites(output.UnprocessedItems, fromWire) }),
  },
  TransactWriteItems: {
    // The idempotency token the SDK fills in too: a retry after a lost answer is then recognised
    // by DynamoDB as the same transaction, not refused by its own conditions.
    request: (input: Json) => ({ ClientRequestToken: randomUUID(), ...input, TransactItems: input.TransactItems.map(transactWrite) }),
    response: (output: Json) => output,
  },
  TransactGetItems: {
    request: (input: Json) => ({
      ...input,
      TransactItems: input.TransactItems.map((entry: Json) => ({ ...entry, Get: convertFields(entry.Get, ['Key'], toWire) })),
    }),
    response: (output: Json) => ({ ...output, Responses: output.Responses?.map((entry: Json) => convertFields(entry, ['Item'], fromWire)) }),
  },
} as const;

export type Operation = keyof typeof OPERATIONS;
