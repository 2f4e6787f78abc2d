import { kb, ms, percentile, table } from './stats';

const RUNS = 5;
/** The first format's chunk size, as it was written (base64 characters). */
const FIRST_FORMAT_CHUNK_CHARS = 350_000;

const since = (start: number) => performance.now() - start;

/**
 * A function starting cold (issue 29, budget 1 s): its first answer from the current snapshot
 * (the built index) beside the first format's (the documents) in the same run, over the same
 * documents, each `RUNS` times interleaved, with the parts of each load. The first format is
 * written beside the current one under a museum of its own (`<tenant>-v1`), with no changes to replay.
 */
export async function coldStartFigures(tenant: string, firstAnswer: () => Promise<unknown>): Promise<string> {
  const { INDEX_FORMAT, readChunks, readHead, usable } = await import('../functions/lib/search/snapshot');
  const { decodeSnapshot } = await import('../functions/lib/search/index-snapshot');
  const legacy = await import('../functions/lib/search/legacy-snapshot');
  const { MemoryIndex } = await import('../functions/lib/search/memory-index');
  const { ObjectSearchSnapshotEntity } = await import('../functions/lib/entities/object-search-snapshot');
  const search = await import('../functions/catalogue/objects/search/object-search');

  const scope = search.objectsScope(tenant);
  const head = await readHead(scope);
  if (!usable(head) || head.format !== INDEX_FORMAT) throw new Error(`${scope} has no snapshot of the current format`);
  const chunks = (await readChunks(scope, head)) as Uint8Array[];
  const bytes = chunks.reduce((sum, c) => sum + c.length, 0);

  // The same documents in the first format, as a museum not refreshed since this change holds them.
  const firstTenant = `${tenant}-v1`;
  const firstScope = search.objectsScope(firstTenant);
  const encoded = legacy.encodeDocs(decodeSnapshot(chunks, true).docs);
  const firstHead = { generation: head.generation, asOf: head.asOf, chunks: Math.ceil(encoded.length / FIRST_FORMAT_CHUNK_CHARS), docs: head.docs };
  for (let n = 0; n < firstHead.chunks; n++) {
    const data = encoded.slice(n * FIRST_FORMAT_CHUNK_CHARS, (n + 1) * FIRST_FORMAT_CHUNK_CHARS);
    await ObjectSearchSnapshotEntity.put({ scope: firstScope, part: `${head.generation}#${String(n).padStart(5, '0')}`, data }).go();
  }
  await ObjectSearchSnapshotEntity.put({ scope: firstScope, part: 'head', ...firstHead }).go();

  const runs = { list: [] as number[], search: [] as number[], first: [] as number[] };
  const parts = { read: [] as number[], decode: [] as number[], build: [] as number[] };
  const firstParts = { read: [] as number[], decode: [] as number[], build: [] as number[] };
  for (let i = 0; i < RUNS; i++) {
    search.forgetIndexes();
    let start = performance.now();
    await firstAnswer();
    runs.list.push(since(start));

    search.forgetIndexes();
    start = performance.now();
    await search.searchObjectIds(tenant, '', {}, 0, 10);
    runs.search.push(since(start));

    search.forgetIndexes();
    start = performance.now();
    await search.searchObjectIds(firstTenant, '', {}, 0, 10);
    runs.first.push(since(start));

    // The loads' parts, one by one (the head's read counted with the chunks').
    start = performance.now();
    const read = (await readChunks(scope, (await readHead(scope)) as typeof head)) as Uint8Array[];
    parts.read.push(since(start));
    start = performance.now();
    const decoded = decodeSnapshot(read, false);
    parts.decode.push(since(start));
    start = performance.now();
    new MemoryIndex(decoded.docs, decoded.postings);
    parts.build.push(since(start));

    start = performance.now();
    // Read as the previous code did: one Query, in DynamoDB's 1 MB pages (two chunks a page).
    const { data } = await ObjectSearchSnapshotEntity.query.byPart({ scope: firstScope }).begins({ part: `${head.generation}#` }).go({ pages: 'all', consistent: true });
    const firstChunks = data.map((c) => c.data ?? '');
    firstParts.read.push(since(start));
    start = performance.now();
    const { docs } = legacy.decodeSnapshot(firstChunks);
    firstParts.decode.push(since(start));
    start = performance.now();
    new MemoryIndex(docs);
    firstParts.build.push(since(start));
  }
  // What a loaded index keeps on the heap: the current format's load, held.
  search.forgetIndexes();
  const heapBefore = process.memoryUsage().heapUsed;
  const held = await search.searchObjectIds(tenant, '', {}, 0, 10);
  const indexHeap = process.memoryUsage().heapUsed - heapBefore;
  if (!held.total) throw new Error('the loaded index is empty');

  const p50 = (xs: number[]) => ms(percentile(xs, 50));
  const range = (xs: number[]) => `${p50(xs)} (${ms(Math.min(...xs))} to ${ms(Math.max(...xs))})`;
  return [
    `Cold start at ${head.docs} documents (${RUNS} runs each, interleaved; median, min to max)`,
    table([
      ['first answer of a cold function', 'current snapshot (the built index)', 'first format (the documents)'],
      ['GET /api/objects page 1 (index, changes since, records)', range(runs.list), ''],
      ['the index alone (searchObjectIds page 1)', range(runs.search), range(runs.first)],
      ['  read (head and chunks at once; first format: one Query, as before)', p50(parts.read), p50(firstParts.read)],
      ['  decode', p50(parts.decode), p50(firstParts.decode)],
      ['  build (terms, postings, list order)', p50(parts.build), p50(firstParts.build)],
      ['snapshot', `${head.chunks} chunks, ${kb(bytes)} binary`, `${firstHead.chunks} chunks, ${kb(encoded.length)} base64`],
    ]),
    `Index heap (the current format's load, held): about ${kb(indexHeap)}`,
  ].join('\n');
}
