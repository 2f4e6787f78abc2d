/**
 * One cold start of search-cold-start.ts in a process of its own, as a Lambda starting cold has
 * it (a fresh heap, nothing loaded): `node --expose-gc --import tsx bench/search-cold-child.ts <mode> <tenant>`.
 * The code is imported before the clock starts (its load is the lambda-bundles bench's figure);
 * prints one JSON line of milliseconds, and the heap the loaded index holds.
 */
type Timing = Record<string, number>;

export async function coldStep(mode: string, tenant: string): Promise<Timing> {
  const search = await import('../functions/catalogue/objects/search/object-search');
  const { listObjects } = await import('../functions/objects/service');
  const { objectPage } = await import('../functions/catalogue/objects/object-reads');
  // The sorted call's code, as a warm container has it after its first sorted call: the cold start is the index's load.
  await import('../functions/catalogue/objects/object-saves');
  const snapshot = await import('../functions/lib/search/snapshot');
  const load = await import('../functions/lib/search/snapshot-load');
  const current = await import('../functions/lib/search/index-snapshot');
  const legacy = await import('../functions/lib/search/legacy-snapshot');
  const { MemoryIndex } = await import('../functions/lib/search/memory-index');
  const { ObjectSearchSnapshotEntity } = await import('../functions/lib/entities/object-search-snapshot');
  const gc = (globalThis as { gc?: () => void }).gc ?? (() => undefined);
  const scope = search.objectsScope(tenant);
  let start = performance.now();
  const lap = () => {
    const ms = performance.now() - start;
    start = performance.now();
    return ms;
  };
  // The heap and the buffers outside it (a loaded snapshot's bytes are a Buffer).
  const used = () => {
    gc();
    const { heapUsed, arrayBuffers } = process.memoryUsage();
    return heapUsed + arrayBuffers;
  };
  const heap = used();
  const held = () => used() - heap;
  start = performance.now();
  switch (mode) {
    case 'list': {
      // GET /api/objects page 1 as listObjects answers it: the index's page, then its records.
      const found = await search.searchObjectIds(tenant, '', {}, 0, 10);
      const index = lap();
      await objectPage(tenant, found, 0, 10);
      const records = lap();
      return { ms: index + records, index, records, heap: held() };
    }
    case 'sorted':
      await listObjects({ tenant } as Parameters<typeof listObjects>[0], { page: 0, size: 10, sort: { field: 'inventoryNumber', descending: false } });
      return { ms: lap() };
    case 'search':
      await search.searchObjectIds(tenant, '', {}, 0, 10);
      return { ms: lap(), heap: held() };
    case 'parts': {
      const head = (await snapshot.readHead(scope)) as { generation: string; chunks: number };
      const chunks = (await load.readChunks(head.chunks, snapshot.chunkReader(scope, head))) as Uint8Array[];
      const read = lap();
      const { rows, postings } = current.decodeSnapshot(chunks);
      const decode = lap();
      new MemoryIndex(rows, postings);
      return { read, decode, build: lap() };
    }
    case 'first-parts': {
      // Read as the previous code did: one Query, in DynamoDB's 1 MB pages (two chunks a page).
      const head = (await snapshot.readHead(scope))!;
      const { data } = await ObjectSearchSnapshotEntity.query.byPart({ scope }).begins({ part: `${head.generation}#` }).go({ pages: 'all', consistent: true });
      const read = lap();
      const { rows } = legacy.decodeSnapshot(data.map((c) => c.data ?? ''));
      const decode = lap();
      new MemoryIndex(rows);
      return { read, decode, build: lap() };
    }
  }
  throw new Error(`unknown mode ${mode}`);
}

coldStep(process.argv[2], process.argv[3]).then(
  (timing) => process.stdout.write(`${JSON.stringify(timing)}\n`),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
    process.exit(1);
  },
);
