import { gzipSync } from 'node:zlib';
import { byListOrder, invert, type StoredOrder } from './memory-index';
import type { Column, IndexHeader } from './index-snapshot';
import type { SearchDoc } from './search-doc';
import type { Snapshot } from './snapshot-load';

/**
 * Writes a search index's snapshot as the index is built (index-snapshot.ts reads it back): the
 * documents in list order, field by field, and the sorted terms with their postings, so a cold
 * function skips the sort, the terms' map and 64 MB of JSON (docs/object-search.md, Cold start).
 * Used by the refresh only: a list's bundle carries the reader alone.
 */
export function encodeIndex(input: Iterable<SearchDoc>, sortOrders: Record<string, StoredOrder> = {}): Uint8Array {
  const docs = [...input].sort(byListOrder);
  const { terms, postings, starts } = invert(docs);
  const out = new Varints();
  for (let t = 0; t < terms.length; t++) {
    out.push(starts[t + 1] - starts[t]);
    // Document numbers ascend within a term: each is stored as its gap to the one before.
    for (let i = starts[t]; i < starts[t + 1]; i++) out.push(i > starts[t] ? postings[i] - postings[i - 1] : postings[i]);
  }
  const { columns: byPath, bytes } = columns(docs);
  const header: IndexHeader = { n: docs.length, terms: terms.join(' '), postings: postings.length, columns: byPath };
  // The orders the list sorts by, built over these documents in list order (sort-groups.ts), so a cold function's first sorted call skips the build.
  if (Object.keys(sortOrders).length) header.orders = {};
  const orders = new Varints();
  for (const [id, { order, starts: groupStarts, blanks }] of Object.entries(sortOrders)) {
    header.orders![id] = { g: groupStarts.length - 1, b: blanks.length };
    for (let g = 1; g < groupStarts.length; g++) orders.push(groupStarts[g] - groupStarts[g - 1]);
    // Signed gaps (zigzag): a group's members ascend, and an order close to the list's is mostly +1.
    let previous = 0;
    for (const numbers of [order, blanks])
      for (const n of numbers) {
        orders.push(n >= previous ? (n - previous) * 2 : (previous - n) * 2 - 1);
        previous = n;
      }
  }
  const json = Buffer.from(JSON.stringify(header));
  const length = Buffer.alloc(4);
  length.writeUInt32LE(json.length);
  // Level 1, as the previous format: at 100,000 documents level 6 saved little and cost refresh time.
  return gzipSync(Buffer.concat([length, json, out.bytes(), ...bytes, orders.bytes()]), { level: 1 });
}

/** A loaded snapshot's documents with their terms again (a refresh encodes them anew). */
export function withTerms({ rows, postings }: Snapshot): SearchDoc[] {
  if (!postings) return [...rows.all()];
  const { terms, postings: numbers, starts } = postings;
  const restored = rows.all().map((doc) => ({ ...doc, terms: [] as string[] }));
  for (let t = 0; t < terms.length; t++) for (let i = starts[t]; i < starts[t + 1]; i++) restored[numbers[i]].terms.push(terms[t]);
  return restored;
}

/**
 * One column per field of SearchDoc but `terms` (the postings hold them), named by its path: a
 * plain field (`sort`, `years`, any field added later) is one column of its values, a field that
 * is a map (`exact`, `text`, `keys`) is a column saying whether the document has it plus one per
 * key (`exact.category`). A new field of the document needs no code here. Codes and text go as
 * bytes after the postings (`bytes`, in the columns' order): a JSON array of 100,000 strings or
 * numbers is the slowest part of a cold start to parse.
 */
function columns(docs: readonly SearchDoc[]): { columns: Record<string, Column>; bytes: Uint8Array[] } {
  const values = new Map<string, unknown[]>();
  const column = (path: string) => {
    let list = values.get(path);
    if (!list) values.set(path, (list = new Array<unknown>(docs.length).fill(null)));
    return list;
  };
  docs.forEach((doc, n) => {
    for (const [field, value] of Object.entries(doc)) {
      if (field === 'terms' || value === undefined) continue;
      if (value && typeof value === 'object' && !Array.isArray(value)) {
        column(field)[n] = {};
        for (const [key, inner] of Object.entries(value)) if (inner !== undefined) column(`${field}.${key}`)[n] = inner;
      } else column(field)[n] = value;
    }
  });
  const bytes: Uint8Array[] = [];
  const byPath = Object.fromEntries(
    [...values].map(([path, list]) => {
      const { column: kept, bytes: stored } = compact(list);
      if (stored) bytes.push(stored);
      return [path, kept];
    }),
  );
  return { columns: byPath, bytes };
}

/**
 * A column of few distinct values (a dropdown's ids, a quantity) as a dictionary and codes (0 is
 * absent) of 1, 2 or 4 bytes; text without NUL as its values joined by NUL; anything else as JSON.
 */
function compact(list: unknown[]): { column: Column; bytes?: Uint8Array } {
  const codes = new Map<unknown, number>();
  const dictionary: unknown[] = [];
  const coded = new Uint32Array(list.length);
  for (let n = 0; n < list.length; n++) {
    const value = list[n];
    if (value === null) continue;
    const key = typeof value === 'object' ? JSON.stringify(value) : value;
    let code = codes.get(key);
    if (code === undefined) {
      if (dictionary.push(value) * 4 > list.length) return joined(list);
      codes.set(key, (code = dictionary.length));
    }
    coded[n] = code;
  }
  const width = dictionary.length < 0x100 ? 1 : dictionary.length < 0x10000 ? 2 : 4;
  const narrow = width === 1 ? Uint8Array.from(coded) : width === 2 ? Uint16Array.from(coded) : coded;
  return { column: { d: dictionary, c: width }, bytes: new Uint8Array(narrow.buffer) };
}

function joined(list: unknown[]): { column: Column; bytes?: Uint8Array } {
  if (!list.every((value) => value === null || (typeof value === 'string' && !value.includes('\0')))) return { column: list };
  const absent = list.flatMap((value, n) => (value === null ? [n] : []));
  const bytes = Buffer.from(list.map((value) => value ?? '').join('\0'));
  return { column: { s: bytes.length, ...(absent.length && { a: absent }) }, bytes };
}

/** Unsigned LEB128: 7 bits a byte, the high bit set on every byte but a number's last. */
class Varints {
  private buffer = new Uint8Array(1 << 16);
  private length = 0;

  push(value: number) {
    if (this.length + 5 > this.buffer.length) {
      const grown = new Uint8Array(this.buffer.length * 2);
      grown.set(this.buffer);
      this.buffer = grown;
    }
    while (value > 0x7f) {
      this.buffer[this.length++] = (value & 0x7f) | 0x80;
      value >>>= 7;
    }
    this.buffer[this.length++] = value;
  }

  bytes() {
    return this.buffer.subarray(0, this.length);
  }
}
