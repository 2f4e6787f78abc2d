import { beforeAll, describe, expect, inject, it } from 'vitest';
import { unique } from './context';

type Search = typeof import('../../functions/catalogue/objects/search/object-search');
type SearchDoc = import('../../functions/lib/search/search-doc').SearchDoc;

/**
 * A function starting cold (issue 29, docs/object-search.md, Cold start): the index it loads from
 * the snapshot (the built index) plus the changes saved after it answers every page, total and
 * sorted order exactly as the warm index that saw those saves; so does one loaded from a snapshot
 * of the first format (a museum not refreshed since), and the refresh that rewrites it. This
 * process is the cold function: its museum of its own (onboarded, as every key's tenant must be)
 * holds search documents only.
 */
describe('a cold function answers as a warm one', () => {
  const tenant = unique('coldstart').toLowerCase().slice(0, 30);
  let search: Search;
  let rebuildSearchIndex: typeof import('../../functions/catalogue/objects/search/object-snapshot').rebuildSearchIndex;
  let save: (id: string, doc: SearchDoc | null) => Promise<void>;
  let answers: () => Promise<unknown[]>;
  let scope: string;
  /** Whether the head names chunks of the built index (binary), not of the first format (text). */
  const builtIndexChunks = async () => {
    const { chunkReader, readHead } = await import('../../functions/lib/search/snapshot');
    const { readChunks } = await import('../../functions/lib/search/snapshot-load');
    const head = (await readHead(scope)) as { generation: string; chunks: number };
    return (await readChunks(head.chunks, chunkReader(scope, head)))!.every((c) => c instanceof Uint8Array);
  };

  beforeAll(async () => {
    process.env.TABLE_NAME = inject('stack').env.TABLE_NAME;
    process.env.DYNAMODB_ENDPOINT = inject('stack').env.DYNAMODB_ENDPOINT;
    Object.assign(process.env, inject('stack').env);
    const { createTenant } = await import('../../functions/onboarding/service');
    await createTenant({ slug: tenant, admin: { username: 'admin', password: 'Cold-Start-Admin-1a' } });
    search = await import('../../functions/catalogue/objects/search/object-search');
    ({ rebuildSearchIndex } = await import('../../functions/catalogue/objects/search/object-snapshot'));
    const { objectSearchDoc, storedDoc } = await import('../../functions/catalogue/objects/search/search-writes');
    const { ObjectSearchDocEntity } = await import('../../functions/lib/entities/object-search-doc');
    const { ObjectSearchChangeEntity } = await import('../../functions/lib/entities/object-search-change');
    const { objectSortField } = await import('../../functions/catalogue/objects/search/object-sort');
    const { sortedSearch } = await import('../../functions/lib/search/sorted-search');
    const { filterTest } = await import('../../functions/catalogue/objects/search/search-doc');
    scope = search.objectsScope(tenant);

    // What an object's save writes for search (search-writes.ts), the change stamped now.
    save = async (id, doc) => {
      const now = new Date();
      const change = { scope, changedAt: now.toISOString(), id, expiresAt: Math.floor(now.getTime() / 1000) + 3600 };
      if (doc) {
        await ObjectSearchDocEntity.put({ scope, id, ...storedDoc(doc), updatedAt: change.changedAt }).go();
        await ObjectSearchChangeEntity.put({ ...change, ...storedDoc(doc), deleted: false }).go();
      } else {
        await ObjectSearchDocEntity.delete({ scope, id }).go();
        await ObjectSearchChangeEntity.put({ ...change, deleted: true }).go();
      }
    };
    const object = (n: number, name = n % 4 ? `Bronze cup ${n % 9}` : 'إبريق نحاسي') =>
      objectSearchDoc(`o${n}`, { inventoryNumber: `A-${n}`, objectName: name, objectTitle: n % 3 ? `Title ${n % 5}` : undefined, classification: `c${n % 3}`, country: n % 2 ? 'Syria' : 'Egypt', registrationDate: `20${10 + (n % 10)}-01-0${1 + (n % 9)}`, quantity: n % 4, productionEarliestYear: 1800 + n }, `2026-01-01T00:00:${String(n % 60).padStart(2, '0')}.000Z`);
    for (let n = 1; n <= 60; n++) await save(`o${n}`, object(n));

    const fields = ['inventoryNumber', 'objectName', 'objectTitle', 'registrationDate', 'quantity', 'updatedAt'] as const;
    const sorted = fields.flatMap((field) => [false, true].map((descending) => ({ field, descending })));
    const cases: [string, Record<string, string | number>, number][] = [['', {}, 0], ['', {}, 5], ['bronze', {}, 1], ['bro cup', { country: 'syria' }, 0], ['', { classification: 'c1', producedFrom: 1830 }, 0], ['a-1', {}, 0], ['ابريق', {}, 0]];
    answers = async () => {
      const { state } = await search.currentIndex(tenant);
      const page = (r: { docs: SearchDoc[]; total: number }) => ({ ids: r.docs.map((d) => d.id), total: r.total });
      const unsorted = await Promise.all(cases.map(([q, f, p]) => search.searchObjectIds(tenant, q, f, p, 7).then(({ ids, total }) => ({ ids, total }))));
      const inOrder = [];
      for (const { field, descending } of sorted) {
        const sortField = await objectSortField(tenant, field);
        for (const [q, f, p] of cases) inOrder.push(page(sortedSearch(state, q, filterTest(f), p, 7, sortField, descending)));
      }
      return [...unsorted, ...inOrder, await search.allInventoryNumbers(tenant)];
    };
    await rebuildSearchIndex(tenant, { full: true });
    // A warm function that loaded the snapshot, then the saves after it: an edit, a new object, deletes.
    search.forgetIndexes();
    await search.searchObjectIds(tenant, '', {}, 0, 1);
    await save('o3', object(3, 'Glass bowl'));
    await save('o61', object(61));
    await save('o7', null);
    await save('o40', null);
  });

  it('loads the built index and the changes since it: the same pages, totals and orders', async () => {
    const warm = await answers();
    expect((warm[0] as { total: number }).total).toBe(59);
    search.forgetIndexes();
    expect(await builtIndexChunks()).toBe(true);
    expect(await answers()).toEqual(warm);
    // It answered sorted from the orders the snapshot carries, every one the list sorts by.
    expect(Object.keys((await search.currentIndex(tenant)).state.index.orders ?? {})).toHaveLength(10);
  });

  it("loads a snapshot of the first format, and the refresh rewrites it as the built index", async () => {
    const warm = await answers();
    const { chunkReader, readHead } = await import('../../functions/lib/search/snapshot');
    const { readChunks } = await import('../../functions/lib/search/snapshot-load');
    const { decodeSnapshot } = await import('../../functions/lib/search/index-snapshot');
    const { withTerms } = await import('../../functions/lib/search/index-snapshot-encode');
    const { encodeDocs } = await import('../../functions/lib/search/legacy-snapshot');
    const { ObjectSearchSnapshotEntity } = await import('../../functions/lib/entities/object-search-snapshot');
    // The same snapshot as a museum not refreshed since this change holds it: documents as base64 JSON, a head without a format.
    const head = (await readHead(scope))!;
    const docs = withTerms(decodeSnapshot((await readChunks(head.chunks!, chunkReader(scope, head as Required<typeof head>))) as Uint8Array[]));
    const data = encodeDocs(docs);
    const generation = String(Number(head.generation) - 1).padStart(15, '0');
    await ObjectSearchSnapshotEntity.put({ scope, part: `${generation}#00000`, data }).go();
    await ObjectSearchSnapshotEntity.patch({ scope, part: 'head' }).set({ generation, chunks: 1 }).go();
    expect(await builtIndexChunks()).toBe(false);

    search.forgetIndexes();
    expect(await answers()).toEqual(warm);
    // The replay reads from 5 s before the snapshot's time: the seeding's saves too, then the four after.
    const refreshed = await rebuildSearchIndex(tenant);
    expect(refreshed).toMatchObject({ full: false, docs: 59 });
    expect(refreshed.changes).toBeGreaterThanOrEqual(4);
    expect(await readHead(scope)).toMatchObject({ docs: 59 });
    expect(await builtIndexChunks()).toBe(true);
    search.forgetIndexes();
    expect(await answers()).toEqual(warm);
  });
});
