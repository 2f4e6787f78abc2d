import { gunzipSync } from 'node:zlib';
import { codeCells, ColumnRows, TextCells, valueCells } from './column-rows';
import type { Postings, StoredOrder } from './memory-index';

/**
 * Reads a search index's snapshot as the index it was built into (written by index-snapshot-encode.ts;
 * docs/object-search.md, Cold start): the documents in list order as columns, the terms already
 * sorted with their postings, and the sort orders built at the refresh. Layout, gzipped: a
 * 4-byte little-endian length, a JSON header of that length (`IndexHeader`), then the postings as
 * unsigned LEB128 numbers, term after term: its count, then its document numbers as gaps; then the
 * columns kept as bytes (codes, and text joined by NUL), in the header's order; then the orders. A
 * field added to SearchDoc travels in a column of its own with no change here (see `columns` in the
 * encoder). A layout that cannot be read so adds a version to the header, and its reader reads a
 * header without one as this layout. Loaded behind an `import()` by a cold function's first list.
 *
 * Nothing is built at load (docs/object-search.md, The columnar index): the columns are read in
 * place (column-rows.ts), the postings are decoded by the first search with words, an order by the
 * first call sorted by its field. Their places in the bytes are found by counting the numbers'
 * last bytes, so the layout is the one the code before this wrote and reads.
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

export const decodeSnapshot = (chunks: readonly Uint8Array[]) => decodeIndex(Buffer.concat(chunks));

export function decodeIndex(bytes: Uint8Array): { rows: ColumnRows; postings: Postings } {
  const raw = gunzipSync(bytes);
  const length = raw.readUInt32LE(0);
  const header = JSON.parse(raw.toString('utf8', 4, 4 + length)) as IndexHeader;
  const { n } = header;
  const termCount = header.terms ? countOf(header.terms, ' ') + 1 : 0;
  const postingsAt = 4 + length;
  // Each term's count, then its numbers.
  let at = skip(raw, postingsAt, termCount + header.postings);

  const bytesOf = (size: number) => raw.subarray(at, (at += size));
  const columns = Object.entries(header.columns).map(([path, column]) => {
    const dot = path.indexOf('.');
    const [field, key] = dot < 0 ? [path, ''] : [path.slice(0, dot), path.slice(dot + 1)];
    if (Array.isArray(column)) return { field, key, cells: valueCells(column) };
    if ('s' in column) return { field, key, cells: new TextCells(raw, at, (at += column.s), n, column.a) };
    const { d, c } = column;
    const codes = typeof c !== 'number' ? c : c === 1 ? bytesOf(n) : new (c === 2 ? Uint16Array : Uint32Array)(Uint8Array.from(bytesOf(n * c)).buffer);
    return { field, key, cells: codeCells(d, codes) };
  });

  // Each order's place: its group sizes, then a number for every document (its groups' and its blanks').
  const orders: Record<string, StoredOrder> = {};
  for (const [id, { g, b }] of Object.entries(header.orders ?? {})) {
    const from = at;
    at = skip(raw, at, g + n);
    lazily(orders, id, () => decodeOrder(raw, from, g, b));
  }

  let inverted: Pick<Postings, 'terms' | 'postings' | 'starts'> | undefined;
  const postings = () => (inverted ??= decodePostings(raw, postingsAt, header.terms, termCount, header.postings));
  const built: Postings = {
    get terms() {
      return postings().terms;
    },
    get postings() {
      return postings().postings;
    },
    get starts() {
      return postings().starts;
    },
  };
  if (header.orders) built.orders = orders;
  return { rows: new ColumnRows(n, columns), postings: built };
}

/** The sorted terms and their postings, as one array with each term's start. */
function decodePostings(raw: Buffer, from: number, joined: string, termCount: number, count: number) {
  const terms = termCount ? joined.split(' ') : [];
  const postings = new Uint32Array(count);
  const starts = new Uint32Array(termCount + 1);
  let at = from;
  let p = 0;
  for (let t = 0; t < termCount; t++) {
    starts[t] = p;
    // Read inline (this loop runs once per posting): LEB128, the term's count, then its gaps.
    let left = -1;
    for (let n = 0; left !== 0; ) {
      let value = 0;
      let byte: number;
      let shift = 0;
      do {
        byte = raw[at++];
        value |= (byte & 0x7f) << shift;
        shift += 7;
      } while (byte & 0x80);
      if (left < 0) left = value >>> 0;
      else {
        postings[p++] = n += value >>> 0;
        left--;
      }
    }
  }
  starts[termCount] = p;
  return { terms, postings, starts };
}

function decodeOrder(raw: Buffer, from: number, g: number, b: number): StoredOrder {
  let at = from;
  const read = () => {
    let value = 0;
    for (let shift = 0, byte = 0x80; byte & 0x80; shift += 7) value += ((byte = raw[at++]) & 0x7f) * 2 ** shift;
    return value;
  };
  const groupStarts = new Uint32Array(g + 1);
  for (let i = 0; i < g; i++) groupStarts[i + 1] = groupStarts[i] + read();
  const numbers = new Uint32Array(groupStarts[g] + b);
  for (let i = 0, n = 0; i < numbers.length; i++) {
    const z = read();
    numbers[i] = n += z % 2 ? -(z + 1) / 2 : z / 2;
  }
  return { order: numbers.subarray(0, groupStarts[g]), starts: groupStarts, blanks: numbers.subarray(groupStarts[g]) };
}

/** Where `count` LEB128 numbers from `at` end: a number's last byte is the one without the high bit. */
function skip(raw: Uint8Array, at: number, count: number): number {
  for (let left = count; left > 0; ) if (!(raw[at++] & 0x80)) left--;
  return at;
}

function countOf(text: string, char: string): number {
  let count = 0;
  for (let i = text.indexOf(char); i >= 0; i = text.indexOf(char, i + 1)) count++;
  return count;
}

/** An enumerable property computed on its first read, then kept. */
function lazily<T>(target: Record<string, T>, key: string, make: () => T) {
  Object.defineProperty(target, key, {
    enumerable: true,
    configurable: true,
    get: () => {
      const value = make();
      Object.defineProperty(target, key, { enumerable: true, value });
      return value;
    },
  });
}
