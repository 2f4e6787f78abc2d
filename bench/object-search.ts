import { QueryCommand, ScanCommand } from '../functions/lib/dynamodb/commands';
import { batchWriter } from './batch-write';
import type { LocalStack } from '../infra/local/stack';
import { coldStartFigures } from './search-cold-start';
import { ms, percentile, table, timed } from './stats';

const OBJECTS = Number(process.env.BENCH_OBJECTS ?? 100_000);
const CALLS = 50;
/** `BENCH_SEARCH_NO_SCAN=1`: neither the Scan nor the term index (A) is timed (their minutes spent on the index's figures). */
const BASELINES = !process.env.BENCH_SEARCH_NO_SCAN;
const SCANS = BASELINES ? 1 : 0;
const tenant = 'objsearch';

/** A deterministic generator, so every run searches the same collection. */
function random(seed: number) {
  return () => ((seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648);
}
const SYLLABLES = ['ka', 'ri', 'mo', 'ten', 'sal', 'vi', 'dor', 'lu', 'pa', 'nes', 'tri', 'go', 'ber', 'fa', 'zu', 'el'];
const CLASSES = ['metal', 'glass', 'ceramic', 'textile', 'wood', 'stone', 'paper', 'ivory'];
const COUNTRIES = ['Qatar', 'Syria', 'Egypt', 'Iran', 'Turkey', 'India', 'Spain', 'Iraq', 'Yemen', 'Morocco'];
const ARABIC = ['إِبْرِيقٌ نُحَاسِيٌّ', 'مخطوطة قرآنية', 'آنية فخارية', 'سيف مُذهّب', 'مِصْبَاح زجاجي'];

/** 100,000 objects (or `count`): `bronze` in one in five, `ceramic`/`ceremonial` (prefix `cer`) in about one in twelve, `zanzibar` in 10. */
export function objects(count = OBJECTS) {
  const rand = random(42);
  const word = () => Array.from({ length: 2 + Math.floor(rand() * 2) }, () => SYLLABLES[Math.floor(rand() * SYLLABLES.length)]).join('');
  return Array.from({ length: count }, (_, n) => {
    const extra = [rand() < 0.2 ? 'bronze' : '', rand() < 0.05 ? 'ceramic' : '', rand() < 0.03 ? 'Ceremonial' : '', n % (count / 10) === 7 ? 'Zanzibar' : ''];
    return {
      id: `obj-${String(n).padStart(6, '0')}`,
      inventoryNumber: `${'ABC'[n % 3]}-${String(n).padStart(5, '0')}/${2000 + (n % 25)}`,
      objectName: n % 10 === 0 ? ARABIC[n % ARABIC.length] : `${word()} ${word()}`,
      objectTitle: `The ${word()} of ${word()}`,
      author: `${word()} ${word()}`,
      description: [...Array.from({ length: 20 }, word), ...extra].join(' ').slice(0, 240),
      classification: CLASSES[n % CLASSES.length],
      country: COUNTRIES[Math.floor(rand() * COUNTRIES.length)],
      century: String(10 + (n % 11)),
      // Production years (issue 28): spans of 0 to 9 years from 1500 to 1999, one in twenty open-ended ('before').
      productionEarliestYear: n % 20 === 0 ? undefined : 1500 + ((n * 7) % 500),
      productionLatestYear: 1500 + ((n * 7) % 500) + (n % 20 === 0 ? 0 : n % 10),
      // What the list sorts by besides the above (issue 29); drawn from n, so the words above stay the same.
      category: `cat-${n % 40}`,
      location: `loc-${n % 25}`,
      locationArea: `area-${n % 60}`,
      registrationDate: `${2000 + (n % 25)}-${String(1 + (n % 12)).padStart(2, '0')}-${String(1 + (n % 28)).padStart(2, '0')}`,
      quantity: 1 + (n % 7),
      changedAt: new Date(Date.UTC(2025, 0, 1) + n * 1000).toISOString(),
    };
  });
}

const itemBytes = (item: Record<string, unknown>) =>
  Object.entries(item).reduce((sum, [k, v]) => sum + Buffer.byteLength(k) + Buffer.byteLength(typeof v === 'string' ? v : JSON.stringify(v)), 0);

/**
 * Issue 10's list and search figures at 100,000 objects in one museum, three ways over the same
 * data in the same run: (B) the chosen in-memory index (loaded from its snapshot, plus recent
 * changes), (A) a term index in the table (one item per term and object, prefix by begins_with),
 * and a Scan with a filter, the baseline. Also: GET /api/objects's page 1 beside a deep page, and
 * the snapshot's refresh and load.
 */
export async function benchObjectSearch(stack: LocalStack): Promise<string> {
  const { dynamo } = await import('../functions/lib/aws');
  const { normaliseText, queryTerms } = await import('../functions/lib/search/normalise');
  const { objectSearchDoc, storedDoc } = await import('../functions/catalogue/objects/search/search-writes');
  const { ObjectSearchDocEntity } = await import('../functions/lib/entities/object-search-doc');
  const { ObjectSearchChangeEntity } = await import('../functions/lib/entities/object-search-change');
  const { CollectionObjectEntity } = await import('../functions/lib/entities/collection-object');
  const { numberOrder } = await import('../functions/catalogue/objects/number-order');
  const { listObjects } = await import('../functions/objects/service');
  const { OBJECT_SORT_FIELDS } = await import('../shared/schemas/object');
  const search = await import('../functions/catalogue/objects/search/object-search');
  const { rebuildSearchIndex } = await import('../functions/catalogue/objects/search/object-snapshot');
  const TableName = stack.env.TABLE_NAME;
  const data = objects();

  const { writeAll, itemOf } = await batchWriter(TableName);
  const now = new Date().toISOString();

  const seedStart = performance.now();
  // The object records (as the list reads them), with their searched text folded once for the Scan.
  await writeAll(
    data.map((o) => ({
      ...itemOf(CollectionObjectEntity.put({ tenant, id: o.id, inventoryNumber: o.inventoryNumber, numberOrder: numberOrder(o.inventoryNumber), objectName: o.objectName, objectTitle: o.objectTitle, author: o.author, description: o.description, country: o.country, century: o.century, available: true, version: 1, createdAt: now })),
      folded: normaliseText(`${o.inventoryNumber} ${o.objectName} ${o.objectTitle} ${o.author} ${o.description}`),
    })),
  );
  // (B) one search document per object, exactly as searchTermWrites stores it.
  const docs = data.map((o) => objectSearchDoc(o.id, o, o.changedAt));
  const docItems = docs.map((d) => itemOf(ObjectSearchDocEntity.put({ scope: `${tenant}#object`, id: d.id, ...storedDoc(d), updatedAt: now })));
  await writeAll(docItems);
  // (A) term items: one per (term, object), keyed by the term's first letter so a prefix is a
  // begins_with. Only the terms the benchmark's queries read are written (2.5 million items
  // would take minutes to seed); a Query's time depends on the items it reads, not on the rest.
  const QUERIES = { rare: 'zanzibar', common: 'bronze', prefix: 'cer' };
  const benchTerms = Object.values(QUERIES);
  const termItems = docs.flatMap((d) =>
    d.terms.filter((t) => benchTerms.some((q) => t.startsWith(q))).map((t) => ({ pk: `${tenant}#objterm#${t[0]}`, sk: `${t}#${d.id}`, ...d.exact, country: d.text.country?.trim() })),
  );
  await writeAll(termItems);
  const seedSeconds = (performance.now() - seedStart) / 1000;
  const phase = (name: string) => process.stderr.write(`object search bench: ${name} (${((performance.now() - seedStart) / 1000).toFixed(0)} s)\n`);
  phase('seeded');

  // The snapshot: first built from every document (a museum's first refresh), then refreshed
  // after 300 saves (the usual refresh: the previous snapshot plus the changes since).
  const fullRefresh = performance.now();
  const built = await rebuildSearchIndex(tenant);
  const fullRefreshMs = performance.now() - fullRefresh;
  const saved = docs.slice(0, 300);
  const changedAt = Date.now() + 1000;
  await writeAll(saved.map((d, i) => itemOf(ObjectSearchChangeEntity.put({ scope: `${tenant}#object`, changedAt: new Date(changedAt + i).toISOString(), id: d.id, ...storedDoc(d), deleted: false, expiresAt: Math.floor(changedAt / 1000) + 86400 }))));
  const incremental = performance.now();
  const refreshed = await rebuildSearchIndex(tenant);
  const incrementalMs = performance.now() - incremental;
  if (refreshed.full || refreshed.changes !== saved.length) throw new Error(`the refresh replayed ${refreshed.changes} changes (full: ${refreshed.full})`);

  phase('snapshot built and refreshed');
  const termQuery = async (query: string, filters: Record<string, string> = {}) => {
    let ids: Set<string> | undefined;
    for (const prefix of queryTerms(query)) {
      const found = new Set<string>();
      let ExclusiveStartKey: Record<string, unknown> | undefined;
      const names = Object.keys(filters);
      do {
        const page = await dynamo.send<{ Items?: { sk: string }[]; LastEvaluatedKey?: Record<string, unknown> }>(
          new QueryCommand({
            TableName,
            KeyConditionExpression: 'pk = :pk AND begins_with(sk, :p)',
            ProjectionExpression: 'sk',
            // DynamoDB Local slows down page after page in 1 MB pages of a large partition; AWS does not.
            Limit: 2000,
            ...(names.length ? { FilterExpression: names.map((_, i) => `#f${i} = :f${i}`).join(' AND ') } : {}),
            ExpressionAttributeNames: names.length ? Object.fromEntries(names.map((n, i) => [`#f${i}`, n])) : undefined,
            ExpressionAttributeValues: { ':pk': `${tenant}#objterm#${prefix[0]}`, ':p': prefix, ...Object.fromEntries(names.map((n, i) => [`:f${i}`, filters[n].toLowerCase()])) },
            ExclusiveStartKey,
          }),
        );
        for (const item of page.Items ?? []) found.add(item.sk.slice(item.sk.lastIndexOf('#') + 1));
        ExclusiveStartKey = page.LastEvaluatedKey;
      } while (ExclusiveStartKey);
      ids = ids ? new Set([...ids].filter((id) => found.has(id))) : found;
    }
    const sorted = [...(ids ?? [])].sort();
    return { ids: sorted.slice(0, 10), total: sorted.length };
  };

  const scan = async (word: string) => {
    let ExclusiveStartKey: Record<string, unknown> | undefined;
    let total = 0;
    do {
      const page = await dynamo.send<{ Count?: number; LastEvaluatedKey?: Record<string, unknown> }>(
        new ScanCommand({ TableName, FilterExpression: 'pk = :pk AND contains(folded, :w)', ExpressionAttributeValues: { ':pk': `${tenant}#object`, ':w': word }, ExclusiveStartKey, Limit: 2000 }),
      );
      total += page.Count ?? 0;
      ExclusiveStartKey = page.LastEvaluatedKey;
    } while (ExclusiveStartKey);
    return total;
  };

  const filters = { classification: 'metal', country: 'Syria' };
  const cases: [string, string, Record<string, string>][] = [
    ['rare word', QUERIES.rare, {}],
    ['common word', QUERIES.common, {}],
    ['prefix', QUERIES.prefix, {}],
    ['word + two filters', QUERIES.common, filters],
  ];

  // A function starting cold: its first GET /api/objects (the snapshot's chunks, the changes since it, the records), in fresh processes.
  const ctx = { tenant } as Parameters<typeof listObjects>[0];
  const list = (page: number) => listObjects(ctx, { page, size: 10 });
  const coldStart = await coldStartFigures(tenant);
  phase('cold starts timed');
  const first = await search.searchObjectIds(tenant, QUERIES.rare, {}, 0, 10);
  // Both designs must agree on every total before their times mean anything.
  for (const [name, q, f] of cases) {
    const b = await search.searchObjectIds(tenant, q, f, 0, 10);
    const a = await termQuery(q, f);
    if (a.total !== b.total) throw new Error(`${name}: term index found ${a.total}, in-memory index ${b.total}`);
  }
  const totals = await Promise.all(cases.map(([, q, f]) => search.searchObjectIds(tenant, q, f, 0, 10).then((r) => r.total)));

  // GET /api/objects's service: page 1 and the last page of 10, the ids from the index, the records by BatchGet.
  const deepPage = Math.floor((OBJECTS - 1) / 10);
  if ((await list(deepPage)).content.length === 0) throw new Error('the deep page is empty');
  const pages = { first: [] as number[], deep: [] as number[] };

  // Issue 28's year filter beside the filters it joins, the index alone (the term index keeps no
  // years): without words every document is tested, as any filter without words is.
  const years = { producedFrom: 1800, producedTo: 1850 };
  const yearCases: [string, string, Parameters<typeof search.searchObjectIds>[2]][] = [
    ['classification + country, no words (the filters before)', '', filters],
    ['producedFrom=1800 & producedTo=1850', '', years],
    ['common word + the years', QUERIES.common, years],
  ];
  const overlapping = data.filter((o) => (o.productionLatestYear ?? Infinity) >= years.producedFrom && (o.productionEarliestYear ?? -Infinity) <= years.producedTo).length;
  const yearTotals = await Promise.all(yearCases.map(([, q, f]) => search.searchObjectIds(tenant, q, f, 0, 10).then((r) => r.total)));
  if (yearTotals[1] !== overlapping) throw new Error(`the year filter found ${yearTotals[1]}, the data holds ${overlapping}`);
  const yearSamples = yearCases.map(() => [] as number[]);
  // Sorted pages (issue 29): each field's first call builds its order (timed alone), then page 1
  // and the last page of every field, interleaved with the unsorted page 1 above.
  const sortedList = (field: (typeof OBJECT_SORT_FIELDS)[number], page: number) => listObjects(ctx, { page, size: 10, sort: { field, descending: false } });
  const builds = new Map<string, number>();
  for (const field of OBJECT_SORT_FIELDS) builds.set(field, await timed(() => sortedList(field, 0)));
  const sortedPages = OBJECT_SORT_FIELDS.map(() => ({ first: [] as number[], last: [] as number[] }));

  const samples = cases.map(() => ({ a: [] as number[], b: [] as number[] }));
  for (let i = 0; i < CALLS; i++) {
    for (const [k, [, q, f]] of cases.entries()) {
      samples[k].b.push(await timed(() => search.searchObjectIds(tenant, q, f, 0, 10)));
      if (BASELINES) samples[k].a.push(await timed(() => termQuery(q, f)));
    }
    for (const [k, [, q, f]] of yearCases.entries()) yearSamples[k].push(await timed(() => search.searchObjectIds(tenant, q, f, 0, 10)));
    pages.first.push(await timed(() => list(0)));
    pages.deep.push(await timed(() => list(deepPage)));
    for (const [k, field] of OBJECT_SORT_FIELDS.entries()) {
      sortedPages[k].first.push(await timed(() => sortedList(field, 0)));
      sortedPages[k].last.push(await timed(() => sortedList(field, deepPage)));
    }
  }
  phase('searches and pages timed');
  const scans: number[] = [];
  let scanTotal = 0;
  for (let i = 0; i < SCANS; i++) scans.push(await timed(async () => (scanTotal = await scan(QUERIES.rare))));
  if (SCANS && scanTotal !== first.total) throw new Error(`the Scan found ${scanTotal}, the index ${first.total}`);

  const avg = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
  const termsPerObject = avg(docs.map((d) => d.terms.length));
  const termItemBytes = avg(termItems.map(itemBytes));
  const docBytes = avg(docItems.map(itemBytes));
  const scanP50 = percentile(scans, 50);

  return [
    `Object list and search at ${OBJECTS} objects in one museum (${CALLS} calls each, interleaved; seeded in ${seedSeconds.toFixed(0)} s)`,
    table([
      ['GET /api/objects (size 10)', 'p50', 'p95'],
      ['page 1', ms(percentile(pages.first, 50)), ms(percentile(pages.first, 95))],
      [`page ${deepPage + 1} (the last)`, ms(percentile(pages.deep, 50)), ms(percentile(pages.deep, 95))],
      ['deep / page 1', `${(percentile(pages.deep, 50) / percentile(pages.first, 50)).toFixed(2)}x`, `${(percentile(pages.deep, 95) / percentile(pages.first, 95)).toFixed(2)}x`],
    ]),
    table([
      ['sort= (ascending, size 10)', 'first call (builds the order)', 'page 1 p50 / p95', 'last page p50 / p95', 'page 1 / unsorted page 1 (p95)', 'last page / unsorted page 1 (p95)'],
      ...OBJECT_SORT_FIELDS.map((field, k) => {
        const [first, last, unsorted] = [percentile(sortedPages[k].first, 95), percentile(sortedPages[k].last, 95), percentile(pages.first, 95)];
        const p50 = (xs: number[]) => ms(percentile(xs, 50));
        return [field, ms(builds.get(field)!), `${p50(sortedPages[k].first)} / ${ms(first)}`, `${p50(sortedPages[k].last)} / ${ms(last)}`, `${(first / unsorted).toFixed(2)}x`, `${(last / unsorted).toFixed(2)}x`];
      }),
    ]),
    table([
      ['query', 'matches', 'B in-memory p50', 'B p95', 'A term index p50', 'A p95', 'Scan p50 / B p95'],
      ...cases.map(([name, q, f], k) => [
        `${name} (${q}${Object.keys(f).length ? ` + ${Object.entries(f).map(([n, v]) => `${n}=${v}`).join(', ')}` : ''})`,
        String(totals[k]),
        ms(percentile(samples[k].b, 50)),
        ms(percentile(samples[k].b, 95)),
        ...(BASELINES ? [ms(percentile(samples[k].a, 50)), ms(percentile(samples[k].a, 95)), `${(scanP50 / percentile(samples[k].b, 95)).toFixed(0)}x`] : ['not run', 'not run', 'not run']),
      ]),
    ]),
    table([
      ['filter (in-memory index)', 'matches', 'p50', 'p95'],
      ...yearCases.map(([name], k) => [name, String(yearTotals[k]), ms(percentile(yearSamples[k], 50)), ms(percentile(yearSamples[k], 95))]),
    ]),
    SCANS ? `Scan with a filter over the same objects (${SCANS} runs): p50 ${ms(scanP50)}, max ${ms(Math.max(...scans))}` : 'Scan: not run (BENCH_SEARCH_NO_SCAN)',
    `B snapshot: first build from every document ${ms(fullRefreshMs)} (${built.docs} documents, ${built.chunks} chunks); refresh after ${saved.length} saves ${ms(incrementalMs)}`,
    coldStart,
    table([
      ['per saved object', 'items stored', 'bytes stored', 'items written per save'],
      ['B document + recent change', '1 (+1 for a day)', `${docBytes.toFixed(0)} (+ the same for a day)`, '2'],
      ['A term items', termsPerObject.toFixed(1), (termsPerObject * termItemBytes).toFixed(0), `${termsPerObject.toFixed(1)} on create; up to 2x on update`],
    ]),
  ].join('\n');
}
