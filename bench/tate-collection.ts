import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { stringify } from 'csv-stringify/sync';

/**
 * Tate's collection metadata (CC0, github.com/tategallery/collection, snapshot of October 2014)
 * exported as a museum's collection system exports it (issue 28): one row per artwork, under the
 * headers a registrar's export carries, the cells as Tate's own records write them. The
 * migration test imports a trimmed file of it (`test/fixtures/tate/`), the bench the whole.
 *
 * `node --import tsx bench/tate-collection.ts fixture` writes both files again from the mirror:
 * the trimmed CSV and the whole export gzipped (21.7 MB of CSV, 2.5 MB gzipped), which the bench
 * reads, so neither needs the mirror.
 */
export const TATE_MIRROR = process.env.TATE_MIRROR ?? '/work/.mirror/tategallery+collection/repo';

export const TATE_HEADERS = [
  'Accession Number', 'Artist', 'Artist Role', 'Title', 'Date', 'Medium', 'Dimensions', 'Acquisition Date', 'Credit Line', 'Classification',
  'Inscription', 'Subjects', 'URL',
] as const;

type Artwork = {
  acno: string; all_artists?: string | null; contributors?: { role?: string }[]; title?: string | null; dateText?: string | null; medium?: string | null;
  dimensions?: string | null; acquisitionYear?: number | null; creditLine?: string | null; classification?: string | null; inscription?: string | null;
  subjects?: { children?: { name: string }[] }; url?: string | null;
};

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** An artwork as its export row, in TATE_HEADERS' order. */
function rowOf(a: Artwork): string[] {
  const roles = [...new Set((a.contributors ?? []).map((c) => c.role).filter(Boolean))].join('; ');
  const subjects = (a.subjects?.children ?? []).map((s) => s.name).join('; ');
  return [a.acno, a.all_artists, roles, a.title, a.dateText, a.medium, a.dimensions, a.acquisitionYear, a.creditLine, a.classification, a.inscription, subjects, a.url].map(text);
}

/** Every artwork of the mirror (a git directory without a work tree), in accession-number order. */
export async function tateRows(gitDir = TATE_MIRROR): Promise<string[][]> {
  const listed = spawnSync('git', ['-C', gitDir, 'ls-tree', '-r', '--name-only', 'HEAD', 'artworks'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (listed.status !== 0) throw new Error(`Cannot list ${gitDir}: ${listed.stderr}`);
  const paths = listed.stdout.split('\n').filter((p) => p.endsWith('.json'));
  const cat = spawn('git', ['-C', gitDir, 'cat-file', '--batch']);
  const chunks: Buffer[] = [];
  cat.stdout.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve, reject) => cat.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`git cat-file exited ${code}`)))));
  cat.stdin.end(paths.map((p) => `HEAD:${p}\n`).join(''));
  await done;
  const out = Buffer.concat(chunks);
  const rows: string[][] = [];
  for (let at = 0; at < out.length; ) {
    const eol = out.indexOf(10, at);
    const size = Number(out.subarray(at, eol).toString('latin1').split(' ')[2]);
    rows.push(rowOf(JSON.parse(out.subarray(eol + 1, eol + 1 + size).toString('utf8')) as Artwork));
    at = eol + 1 + size + 1;
  }
  return rows.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
}

/** The trimmed file's rule: every 23rd artwork in accession-number order, the first 3,000 of them. */
export const trimmed = (rows: readonly string[][]) => rows.filter((_, i) => i % 23 === 0).slice(0, 3000);

export const tateCsv = (rows: readonly string[][]) => Buffer.from(stringify([[...TATE_HEADERS], ...rows]), 'utf8');

const FOLDER = join(import.meta.dirname, '..', 'test', 'fixtures', 'tate');
export const TATE_FIXTURE = join(FOLDER, 'tate-artworks-3000.csv');
export const TATE_FULL = join(FOLDER, 'tate-artworks.csv.gz');

/** The whole collection's export as a CSV file's bytes. */
export const tateFullCsv = () => gunzipSync(readFileSync(TATE_FULL));

if (process.argv[2] === 'fixture') {
  if (!existsSync(TATE_MIRROR)) throw new Error(`No Tate mirror at ${TATE_MIRROR} (set TATE_MIRROR).`);
  void tateRows().then((rows) => {
    writeFileSync(TATE_FIXTURE, tateCsv(trimmed(rows)));
    writeFileSync(TATE_FULL, gzipSync(tateCsv(rows), { level: 9 }));
    process.stdout.write(`${rows.length} artworks to ${TATE_FULL}; ${trimmed(rows).length} of them to ${TATE_FIXTURE}\n`);
  });
}
