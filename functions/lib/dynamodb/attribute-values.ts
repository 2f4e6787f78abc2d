/**
 * Plain values to DynamoDB's JSON wire format and back (`"x"` ⇄ `{ "S": "x" }`), as the SDK's
 * `marshall`/`unmarshall` do with the options this project uses (undefined attributes left out,
 * class instances stored as maps), binary sent as the base64 the JSON protocol carries. Our own
 * because the SDK's helper package is over three times the size in every function.
 */
export type AttributeValue =
  | { S: string }
  | { N: string }
  | { BOOL: boolean }
  | { NULL: true }
  | { B: string }
  | { L: AttributeValue[] }
  | { M: Record<string, AttributeValue> }
  | { SS: string[] }
  | { NS: string[] }
  | { BS: string[] };

type Plain = Record<string, unknown>;

/** A record's attributes in the wire format (the top level of an item, a key or expression values). */
export function marshall(values: Plain): Record<string, AttributeValue> {
  const out: Record<string, AttributeValue> = {};
  for (const [name, value] of Object.entries(values)) {
    // Left out, as the SDK leaves them: undefined and functions (methods of class instances).
    if (value !== undefined && typeof value !== 'function') out[name] = toAttribute(value);
  }
  return out;
}

export function unmarshall(item: Record<string, AttributeValue>): Plain {
  const out: Plain = {};
  for (const [name, value] of Object.entries(item)) out[name] = fromAttribute(value);
  return out;
}

function toAttribute(value: unknown): AttributeValue {
  switch (typeof value) {
    case 'string':
      return { S: value };
    case 'number':
      if (!Number.isFinite(value)) throw new Error(`Special numeric value ${value} is not allowed`);
      // As the SDK: a number beyond what a double holds exactly is refused, not stored rounded.
      if (Math.abs(value) > Number.MAX_SAFE_INTEGER) throw new Error(`Number ${value} is outside Number.MAX_SAFE_INTEGER; store it as a bigint.`);
      return { N: String(value) };
    case 'bigint':
      return { N: value.toString() };
    case 'boolean':
      return { BOOL: value };
    case 'object':
      if (value === null) return { NULL: true };
      if (Array.isArray(value)) return { L: value.filter((v) => v !== undefined).map(toAttribute) };
      if (value instanceof Set) return toSet([...value].filter((v) => v !== undefined));
      if (isBinary(value)) return { B: base64(value) };
      if (value instanceof Map) return { M: marshall(Object.fromEntries(value)) };
      return { M: marshall(value as Plain) };
    default:
      throw new Error(`DynamoDB cannot store a value of type ${typeof value}.`);
  }
}

/** As the SDK: the first member decides the set's type. */
function toSet(members: unknown[]): AttributeValue {
  if (members.length === 0) throw new Error('Pass a non-empty set, or options.convertEmptyValues=true.');
  const first = members[0];
  if (typeof first === 'number' || typeof first === 'bigint') {
    return { NS: members.map((m) => (toAttribute(m) as { N?: string }).N ?? String(m)) };
  }
  if (typeof first === 'string') return { SS: members.map(String) };
  if (isBinary(first)) return { BS: members.map((m) => base64(m as ArrayBufferView | ArrayBuffer)) };
  throw new Error('Only Set of numbers, strings or binaries is supported.');
}

function fromAttribute(value: AttributeValue): unknown {
  if ('S' in value) return value.S;
  if ('N' in value) return toNumber(value.N);
  if ('BOOL' in value) return value.BOOL;
  if ('NULL' in value) return null;
  if ('M' in value) return unmarshall(value.M);
  if ('L' in value) return value.L.map(fromAttribute);
  if ('SS' in value) return new Set(value.SS);
  if ('NS' in value) return new Set(value.NS.map(toNumber));
  if ('B' in value) return new Uint8Array(Buffer.from(value.B, 'base64'));
  if ('BS' in value) return new Set(value.BS.map((b) => new Uint8Array(Buffer.from(b, 'base64'))));
  throw new Error(`Unsupported attribute value: ${JSON.stringify(value)}`);
}

/** As the SDK: a stored number beyond what a double holds exactly comes back as a bigint. */
function toNumber(n: string): number | bigint {
  const value = Number(n);
  if (Math.abs(value) > Number.MAX_SAFE_INTEGER && Number.isFinite(value)) {
    try {
      return BigInt(n);
    } catch {
      throw new Error(`${n} can't be converted to BigInt.`);
    }
  }
  return value;
}

function isBinary(value: unknown): value is ArrayBufferView | ArrayBuffer {
  return ArrayBuffer.isView(value) || value instanceof ArrayBuffer;
}

function base64(value: ArrayBufferView | ArrayBuffer): string {
  const bytes = ArrayBuffer.isView(value) ? Buffer.from(value.buffer, value.byteOffset, value.byteLength) : Buffer.from(value);
  return bytes.toString('base64');
}
