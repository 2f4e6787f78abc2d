import { gunzipSync } from 'node:zlib';
import type { Postings } from './memory-index';
import type { SearchDoc } from './search-doc';

/**
 * Reads a search index's snapshot as the index it was built into (written by index-snapshot-encode.ts;
 * docs/object-search.md, Cold start): the documents already in list order, the terms already
 * sorted, the postings as one array, and the sort orders built at the refresh. Layout, gzipped: a
 * 4-byte little-endian length, a JSON header of that length (`IndexHeader`), then the postings as
 * unsigned LEB128 numbers, term after term: its count, then its document numbers as gaps; then the
 * columns kept as bytes (codes, and text joined by NUL), in the header's order; then the orders. A
 * field added to SearchDoc travels in a column of its own with no change here (see `columns` in the
 * encoder). A layout that cannot be read so adds a version to the header, and its reader reads a
 * header without one as this layout. Loaded behind an `import()` by a cold function's first list.
 */

/**
 * A field's values, one per document in list order (null: absent); or a dictionary and its codes
 * (0: absent), the codes in the header (an older snapshot) or `c` bytes each after the postings;
 * or text, `s` bytes after the postings joined by NUL, the documents in `a` without it.
 */
export type Column = unknown[] | { d: unknown[]; c: number[] | number } | { s: number; a?: number[] };
/** An order's groups and blanks: then its group sizes and its documents' numbers (as signed gaps) follow the columns. */
export type OrderHeader = { g: number; b: number };
export type IndexHeader = { n: number; terms: string; postings: number; columns: Record<string, Column>; orders?: Record<string, OrderHeader> };

/** Documents of a loaded index carry no terms: its postings hold them (a refresh puts them back: `withTerms`). */
const NO_TERMS: string[] = [];

export const decodeSnapshot = (chunks: readonly Uint8Array[]) => decodeIndex(Buffer.concat(chunks));

export function decodeIndex(bytes: Uint8Array): { docs: SearchDoc[]; postings: Postings } {
  const raw = gunzipSync(bytes);
  const length = raw.readUInt32LE(0);
  const header = JSON.parse(raw.toString('utf8', 4, 4 + length)) as IndexHeader;
  const terms = header.terms ? header.terms.split(' ') : [];
  const postings = new Uint32Array(header.postings);
  const starts = new Uint32Array(terms.length + 1);
  let at = 4 + length;
  let p = 0;
  for (let t = 0; t < terms.length; t++) {
    starts[t] = p;
    // Read inline (this loop runs once per posting): LEB128, the term's count, then its gaps.
    let count = -1;
    for (let n = 0; count !== 0; ) {
      let value = 0;
      let byte: number;
      let shift = 0;
      do {
        byte = raw[at++];
        value |= (byte & 0x7f) << shift;
        shift += 7;
      } while (byte & 0x80);
      if (count < 0) count = value >>> 0;
      else {
        postings[p++] = n += value >>> 0;
        count--;
      }
    }
  }
  starts[terms.length] = p;

  const bytesOf = (size: number) => raw.subarray(at, (at += size));
  const read = () => {
    let value = 0;
    for (let shift = 0, byte = 0x80; byte & 0x80; shift += 7) value += ((byte = raw[at++]) & 0x7f) * 2 ** shift;
    return value;
  };
  // Each column as values, or a dictionary and codes, in the header's order (that of its bytes).
  const columns = Object.entries(header.columns).map(([path, column]) => {
    const dot = path.indexOf('.');
    const cells = { field: dot < 0 ? path : path.slice(0, dot), key: dot < 0 ? '' : path.slice(dot + 1), values: [] as unknown[], d: [] as unknown[], codes: undefined as ArrayLike<number> | undefined };
    if (Array.isArray(column)) cells.values = column;
    else if ('s' in column) {
      cells.values = raw.toString('utf8', at, (at += column.s)).split('\0');
      for (const n of column.a ?? []) cells.values[n] = null;
    } else {
      cells.d = column.d;
      cells.codes = typeof column.c !== 'number' ? column.c : column.c === 1 ? bytesOf(header.n) : new (column.c === 2 ? Uint16Array : Uint32Array)(Uint8Array.from(bytesOf(header.n * column.c)).buffer);
    }
    return cells;
  });
  const orders: Postings['orders'] = {};
  for (const [id, { g, b }] of Object.entries(header.orders ?? {})) {
    const groupStarts = new Uint32Array(g + 1);
    for (let i = 0; i < g; i++) groupStarts[i + 1] = groupStarts[i] + read();
    const numbers = new Uint32Array(groupStarts[g] + b);
    for (let i = 0, n = 0; i < numbers.length; i++) {
      const z = read();
      numbers[i] = n += z % 2 ? -(z + 1) / 2 : z / 2;
    }
    orders[id] = { order: numbers.subarray(0, groupStarts[g]), starts: groupStarts, blanks: numbers.subarray(groupStarts[g]) };
  }

  // Whole fields first, so a map field's object exists before its keys are set.
  columns.sort((a, b) => Number(Boolean(a.key)) - Number(Boolean(b.key)));
  // Document after document (each built whole, its fields in one order, is faster than field after field).
  const docs: Record<string, unknown>[] = new Array(header.n);
  for (let n = 0; n < header.n; n++) {
    const doc: Record<string, unknown> = { terms: NO_TERMS };
    for (const { field, key, values, d, codes } of columns) {
      const value = codes ? (codes[n] ? d[codes[n] - 1] : null) : values[n];
      if (value === null) continue;
      if (key) (doc[field] as Record<string, unknown>)[key] = value;
      // A map field's own column says the document has it: each document gets its own object.
      else doc[field] = typeof value === 'object' && !Array.isArray(value) ? {} : value;
    }
    docs[n] = doc;
  }
  return { docs: docs as unknown as SearchDoc[], postings: { terms, postings, starts, ...(header.orders && { orders }) } };
}
