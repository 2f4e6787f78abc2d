import { execFile } from 'node:child_process';
import { kb, ms, percentile, table } from './stats';

const RUNS = 5;
/** The first format's chunk size, as it was written (base64 characters). */
const FIRST_FORMAT_CHUNK_CHARS = 350_000;

/**
 * A function starting cold (issue 29, budget 1 s): its first answer from the current snapshot
 * (the built index) beside the first format's (the documents) in the same run, over the same
 * documents, each `RUNS` times interleaved, each in a fresh process (search-cold-child.ts), with
 * the parts of each load. The first format is
 * written beside the current one under a museum of its own (`<tenant>-v1`), with no changes to replay.
 */
export async function coldStartFigures(tenant: string): Promise<string> {
  const { chunkReader, readHead, usable } = await import('../functions/lib/search/snapshot');
  const { readChunks } = await import('../functions/lib/search/snapshot-load');
  const { decodeSnapshot } = await import('../functions/lib/search/index-snapshot');
  const { withTerms } = await import('../functions/lib/search/index-snapshot-encode');
  const legacy = await import('../functions/lib/search/legacy-snapshot');
  const { ObjectSearchSnapshotEntity } = await import('../functions/lib/entities/object-search-snapshot');
  const search = await import('../functions/catalogue/objects/search/object-search');

  const scope = search.objectsScope(tenant);
  const head = await readHead(scope);
  const chunks = usable(head) ? await readChunks(head.chunks, chunkReader(scope, head)) : undefined;
  if (!usable(head) || !chunks?.every((c) => c instanceof Uint8Array)) throw new Error(`${scope} has no snapshot of the built index`);
  const bytes = chunks.reduce((sum, c) => sum + c.length, 0);

  // The same documents in the first format, as a museum not refreshed since this change holds them.
  const firstTenant = `${tenant}-v1`;
  const firstScope = search.objectsScope(firstTenant);
  const encoded = legacy.encodeDocs(withTerms(decodeSnapshot(chunks)));
  const firstHead = { generation: head.generation, asOf: head.asOf, chunks: Math.ceil(encoded.length / FIRST_FORMAT_CHUNK_CHARS), docs: head.docs };
  for (let n = 0; n < firstHead.chunks; n++) {
    const data = encoded.slice(n * FIRST_FORMAT_CHUNK_CHARS, (n + 1) * FIRST_FORMAT_CHUNK_CHARS);
    await ObjectSearchSnapshotEntity.put({ scope: firstScope, part: `${head.generation}#${String(n).padStart(5, '0')}`, data }).go();
  }
  await ObjectSearchSnapshotEntity.put({ scope: firstScope, part: 'head', ...firstHead }).go();

  // `BENCH_COLD_BEFORE=<a checkout of other code>`: its first call too, interleaved, over the same snapshot (before and after a change, in one run).
  const before = process.env.BENCH_COLD_BEFORE;
  const child = async (mode: string, museum: string, cwd?: string): Promise<Record<string, number>> => {
    const out = await new Promise<string>((resolve, reject) =>
      execFile(process.execPath, ['--expose-gc', '--import', 'tsx', 'bench/search-cold-child.ts', mode, museum], { maxBuffer: 1 << 20, cwd }, (error, stdout) => (error ? reject(error) : resolve(stdout))),
    );
    return JSON.parse(out.trim().split('\n').pop()!);
  };
  const runs = { list: [] as number[], index: [] as number[], records: [] as number[], sorted: [] as number[], search: [] as number[], first: [] as number[], heap: [] as number[], firstHeap: [] as number[] };
  const other = { list: [] as number[], index: [] as number[], records: [] as number[], heap: [] as number[] };
  const parts = { read: [] as number[], decode: [] as number[], build: [] as number[] };
  const firstParts = { read: [] as number[], decode: [] as number[], build: [] as number[] };
  for (let i = 0; i < RUNS * 2; i++) {
    const list = await child('list', tenant);
    runs.list.push(list.ms);
    runs.index.push(list.index);
    runs.records.push(list.records);
    runs.sorted.push((await child('sorted', tenant)).ms);
    if (before) {
      const then = await child('list', tenant, before);
      for (const part of ['index', 'records', 'heap'] as const) other[part].push(then[part]);
      other.list.push(then.ms);
    }
  }
  for (let i = 0; i < RUNS; i++) {
    const current = await child('search', tenant);
    runs.search.push(current.ms);
    runs.heap.push(current.heap);
    const first = await child('search', firstTenant);
    runs.first.push(first.ms);
    runs.firstHeap.push(first.heap);
    for (const [into, mode, museum] of [[parts, 'parts', tenant], [firstParts, 'first-parts', firstTenant]] as const) {
      const timing = await child(mode, museum);
      for (const part of ['read', 'decode', 'build'] as const) into[part].push(timing[part]);
    }
  }

  const p50 = (xs: number[]) => ms(percentile(xs, 50));
  const range = (xs: number[]) => `${p50(xs)} (${ms(Math.min(...xs))} to ${ms(Math.max(...xs))})`;
  return [
    `Cold start at ${head.docs} documents (${RUNS} runs each, interleaved; median, min to max)`,
    table([
      ['first answer of a cold function', 'current snapshot (the built index)', 'first format (the documents)'],
      [`GET /api/objects page 1, the whole first call (${runs.list.length} runs; p95 ${ms(percentile(runs.list, 95))})`, range(runs.list), ''],
      [`  the index's page (head, chunks and changes since, decode, walk; p95 ${ms(percentile(runs.index, 95))})`, range(runs.index), ''],
      [`  the page's records (one BatchGet; p95 ${ms(percentile(runs.records, 95))})`, range(runs.records), ''],
      [`GET /api/objects?sort=inventoryNumber page 1, the first call (the order from the snapshot; p95 ${ms(percentile(runs.sorted, 95))})`, range(runs.sorted), ''],
      ['the index alone (searchObjectIds page 1)', range(runs.search), range(runs.first)],
      ['  read (head and chunks at once; first format: one Query, as before)', p50(parts.read), p50(firstParts.read)],
      ['  decode', p50(parts.decode), p50(firstParts.decode)],
      ['  build (terms, postings, list order)', p50(parts.build), p50(firstParts.build)],
      ['snapshot', `${head.chunks} chunks, ${kb(bytes)} binary`, `${firstHead.chunks} chunks, ${kb(encoded.length)} base64`],
    ]),
    `Heap the loaded index holds (median): ${kb(percentile(runs.heap, 50))}; from the first format ${kb(percentile(runs.firstHeap, 50))}`,
    ...(before
      ? [
          `The same first call by the code in ${before} (BENCH_COLD_BEFORE), interleaved with the above`,
          table([
            ['GET /api/objects page 1, the whole first call', 'this code', 'that code'],
            [`the whole first call (p95 ${ms(percentile(runs.list, 95))} / ${ms(percentile(other.list, 95))})`, range(runs.list), range(other.list)],
            ["  the index's page", range(runs.index), range(other.index)],
            ["  the page's records", range(runs.records), range(other.records)],
            ['heap after the call (median)', kb(percentile(runs.heap, 50)), kb(percentile(other.heap, 50))],
          ]),
        ]
      : []),
  ].join('\n');
}
