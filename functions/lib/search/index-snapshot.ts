import { gunzipSync } from 'node:zlib';
import type { Postings } from './memory-index';
import type { SearchDoc } from './search-doc';

/**
 * Reads a search index's snapshot as the index it was built into (written by index-snapshot-encode.ts;
 * docs/object-search.md, Cold start): the documents already in list order, the terms already
 * sorted, the postings as one array. Layout, gzipped: a 4-byte little-endian length, a JSON
 * header of that length (`IndexHeader`), then the postings as unsigned LEB128 numbers, term after
 * term: its count, then its document numbers as gaps. A field added to SearchDoc travels in a
 * column of its own with no change here (see `columns` in the encoder); a layout that cannot be
 * read so is a new format, named by the snapshot's head (`INDEX_FORMAT`, snapshot.ts). Loaded
 * behind an `import()` by a cold function's first list, as the sort code is by the first sorted one.
 */

/** A field's values, one per document in list order (null: absent), or a dictionary and codes (0: absent). */
export type Column = unknown[] | { d: unknown[]; c: number[] };
export type IndexHeader = { n: number; terms: string; postings: number; columns: Record<string, Column> };

/** Documents of a loaded index carry no terms (its postings hold them) unless a refresh asks. */
const NO_TERMS: string[] = [];

export const decodeSnapshot = (chunks: readonly Uint8Array[], withTerms: boolean) => decodeIndex(Buffer.concat(chunks), withTerms);

export function decodeIndex(bytes: Uint8Array, withTerms = false): { docs: SearchDoc[]; postings: Postings } {
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

  const docs = Array.from({ length: header.n }, () => ({ terms: withTerms ? [] : NO_TERMS }) as Record<string, unknown>);
  // Whole fields first, so a map field's object exists before its keys are set.
  const paths = Object.keys(header.columns).sort((a, b) => Number(a.includes('.')) - Number(b.includes('.')));
  for (const path of paths) {
    const column = header.columns[path];
    const dot = path.indexOf('.');
    const [field, key] = dot < 0 ? [path, ''] : [path.slice(0, dot), path.slice(dot + 1)];
    for (let n = 0; n < docs.length; n++) {
      const value = Array.isArray(column) ? column[n] : column.c[n] ? column.d[column.c[n] - 1] : null;
      if (value === null) continue;
      if (key) (docs[n][field] as Record<string, unknown>)[key] = value;
      // A map field's own column says the document has it: each document gets its own object.
      else docs[n][field] = typeof value === 'object' && !Array.isArray(value) ? {} : value;
    }
  }
  if (withTerms) for (let t = 0; t < terms.length; t++) for (let i = starts[t]; i < starts[t + 1]; i++) (docs[postings[i]].terms as string[]).push(terms[t]);
  return { docs: docs as unknown as SearchDoc[], postings: { terms, postings, starts } };
}
