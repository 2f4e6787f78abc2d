import { marshall as sdkMarshall, unmarshall as sdkUnmarshall } from '@aws-sdk/util-dynamodb';
import type { AttributeValue as SdkAttributeValue } from '@aws-sdk/client-dynamodb';

/**
 * Plain values to DynamoDB's JSON wire format and back (`"x"` <-> `{ "S": "x" }`), by the SDK's
 * own `@aws-sdk/util-dynamodb` with the options this project uses (undefined attributes left out,
 * class instances stored as maps). The one thing the SDK's protocol layer adds, and our client
 * must too: binary travels as base64 in DynamoDB's JSON protocol.
 */
export type AttributeValue = Record<string, unknown>;

const OPTIONS = { removeUndefinedValues: true, convertClassInstanceToMap: true };

type Plain = Record<string, unknown>;

const toBase64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
const fromBase64 = (text: string) => new Uint8Array(Buffer.from(text, 'base64'));

/** Walks attribute values, converting the binary ones with `convert`. */
function mapBinary(value: AttributeValue, convert: (b: never) => unknown): AttributeValue {
  if ('B' in value) return { B: convert(value.B as never) };
  if ('BS' in value) return { BS: (value.BS as never[]).map(convert) };
  if ('L' in value) return { L: (value.L as AttributeValue[]).map((v) => mapBinary(v, convert)) };
  if ('M' in value) return { M: mapRecord(value.M as Record<string, AttributeValue>, convert) };
  return value;
}

function mapRecord(record: Record<string, AttributeValue>, convert: (b: never) => unknown): Record<string, AttributeValue> {
  return Object.fromEntries(Object.entries(record).map(([k, v]) => [k, mapBinary(v, convert)]));
}

/** A record's attributes in the wire format (the top level of an item, a key or expression values). */
export function marshall(values: Plain): Record<string, AttributeValue> {
  return mapRecord(sdkMarshall(values, OPTIONS) as unknown as Record<string, AttributeValue>, toBase64);
}

export function unmarshall(item: Record<string, AttributeValue>): Plain {
  return sdkUnmarshall(mapRecord(item, fromBase64) as unknown as Record<string, SdkAttributeValue>);
}
