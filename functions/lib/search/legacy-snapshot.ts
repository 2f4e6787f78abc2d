import { gunzipSync, gzipSync } from 'node:zlib';
import { DocRows } from './rows';
import type { SearchDoc } from './search-doc';

/**
 * The snapshot's first format (issue 10 to 29): every document as one gzipped JSON array, base64,
 * in the chunks' `data`. Read only where a museum's head still names it (until its next refresh
 * writes index-snapshot.ts's format), so it loads behind an `import()`. The encoder stays for the
 * tests and the bench that measure the old path beside the new one.
 */

// `years`, then `keys`, then `present`, last: a snapshot written before them reads as documents without them.
type Row = [id: string, sort: string, number: string, name: string, date: string, terms: string, exact: SearchDoc['exact'], text: SearchDoc['text'], years?: SearchDoc['years'] | 0, keys?: SearchDoc['keys'] | 0, present?: number];

export function encodeDocs(docs: Iterable<SearchDoc>): string {
  const rows: Row[] = [];
  for (const d of docs) {
    const row: Row = [d.id, d.sort, d.number, d.name ?? '', d.date ?? '', d.terms.join(' '), d.exact, d.text];
    if (d.years || d.keys) row.push(d.years ?? 0);
    if (d.keys) row.push(d.keys);
    // The minimum record's presence bits (issue 29), apart: 0 is a value, so the gaps before it are filled.
    if (d.present !== undefined) row.push(...Array(10 - row.length).fill(0), d.present);
    rows.push(row);
  }
  // Level 1: at 100,000 documents (64 MB of JSON) 12.4 MB in 1.4 s; level 6 gave 10.8 MB in 2.0 s.
  // Load time (fewer chunks) and refresh time weigh about the same; the faster refresh won.
  return gzipSync(JSON.stringify(rows), { level: 1 }).toString('base64');
}

export function decodeDocs(encoded: string): SearchDoc[] {
  const rows = JSON.parse(gunzipSync(Buffer.from(encoded, 'base64')).toString('utf8')) as Row[];
  // An absent part stays absent (`&&` spreads nothing for '', undefined or 0).
  return rows.map(([id, sort, number, name, date, terms, exact, text, years, keys, present]) => ({ id, sort, number, ...(name && { name }), ...(date && { date }), ...(years && { years }), terms: terms ? terms.split(' ') : [], exact, text, ...(keys && { keys }), ...(present !== undefined && { present }) }));
}

/** The chunks' `data` as the documents they hold (no postings: the index builds them). */
export const decodeSnapshot = (chunks: readonly string[]) => ({ rows: new DocRows(decodeDocs(chunks.join(''))) });
