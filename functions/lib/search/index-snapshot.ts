import { gunzipSync } from 'node:zlib';
import type { Postings } from './memory-index';
import type { SearchDoc } from './search-doc';

/**
 * Reads a search index's snapshot as the index it was built into (written by index-snapshot-encode.ts;
 * docs/object-search.md, Cold start): the documents already in list order, the terms already
 * sorted, the postings as one array. Layout, gzipped: a 4-byte little-endian length, a JSON
 * header of that length (`IndexHeader`), then the postings as unsigned LEB128 numbers, term after
 * term: its count, then its document numbers as gaps. A field added to SearchDoc travels in a
 * column of its own with no change here (see `columns` in the encoder). A layout that cannot be
 * read so adds a version to the header, and its reader reads a header without one as this layout.
 * Loaded behind an `import()` by a cold function's first list, as the sort code is by the first sorted one.
 */

/** A field's values, one per document in list order (null: absent), or a dictionary and codes (0: absent). */
export type Column = unknown[] | { d: unknown[]; c: number[] };
export type IndexHeader = { n: number; terms: string; postings: number; columns: Record<string, Column> };

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

  // Whole fields first, so a map field's object exists before its keys are set.
  const columns = Object.entries(header.columns)
    .sort(([a], [b]) => Number(a.includes('.')) - Number(b.includes('.')))
    .map(([path, column]) => {
      const dot = path.indexOf('.');
      return { field: dot < 0 ? path : path.slice(0, dot), key: dot < 0 ? '' : path.slice(dot + 1), values: Array.isArray(column) ? column : column.c.map((c) => (c ? column.d[c - 1] : null)) };
    });
  // Document after document (each built whole, its fields in one order, is faster than field after field).
  const docs: Record<string, unknown>[] = new Array(header.n);
  for (let n = 0; n < header.n; n++) {
    const doc: Record<string, unknown> = { terms: NO_TERMS };
    for (const { field, key, values } of columns) {
      const value = values[n];
      if (value === null) continue;
      if (key) (doc[field] as Record<string, unknown>)[key] = value;
      // A map field's own column says the document has it: each document gets its own object.
      else doc[field] = typeof value === 'object' && !Array.isArray(value) ? {} : value;
    }
    docs[n] = doc;
  }
  return { docs: docs as unknown as SearchDoc[], postings: { terms, postings, starts } };
}
