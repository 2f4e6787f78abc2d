import { BatchWriteCommand, QueryCommand, ScanCommand } from '../functions/lib/dynamodb/commands';
import type { LocalStack } from '../infra/local/stack';
import { kb, ms, percentile, table, timed } from './stats';

const OBJECTS = Number(process.env.BENCH_OBJECTS ?? 100_000);
const CALLS = 50;
const SCANS = 2;
const PARALLEL = 16;
const tenant = 'objsearch';

/** A deterministic generator, so every run searches the same collection. */
function random(seed: number) {
  return () => ((seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648);
}
const SYLLABLES = ['ka', 'ri', 'mo', 'ten', 'sal', 'vi', 'dor', 'lu', 'pa', 'nes', 'tri', 'go', 'ber', 'fa', 'zu', 'el'];
const CLASSES = ['metal', 'glass', 'ceramic', 'textile', 'wood', 'stone', 'paper', 'ivory'];
const COUNTRIES = ['Qatar', 'Syria', 'Egypt', 'Iran', 'Turkey', 'India', 'Spain', 'Iraq', 'Yemen', 'Morocco'];
const ARABIC = ['إِبْرِيقٌ نُحَاسِيٌّ', 'مخطوطة قرآنية', 'آنية فخارية', 'سيف مُذهّب', 'مِصْبَاح زجاجي'];

/** 100,000 objects: `bronze` in one in five, `ceramic`/`ceremonial` (prefix `cer`) in about one in twelve, `zanzibar` in 10. */
function objects() {
  const rand = random(42);
  const word = () => Array.from({ length: 2 + Math.floor(rand() * 2) }, () => SYLLABLES[Math.floor(rand() * SYLLABLES.length)]).join('');
  return Array.from({ length: OBJECTS }, (_, n) => {
    const extra = [rand() < 0.2 ? 'bronze' : '', rand() < 0.05 ? 'ceramic' : '', rand() < 0.03 ? 'Ceremonial' : '', n % (OBJECTS / 10) === 7 ? 'Zanzibar' : ''];
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
    };
  });
}

const itemBytes = (item: Record<string, unknown>) =>
  Object.entries(item).reduce((sum, [k, v]) => sum + Buffer.byteLength(k) + Buffer.byteLength(typeof v === 'string' ? v : JSON.stringify(v)), 0);

/**
 * Issue 10's search figures at 100,000 objects in one museum, three ways over the same data in
 * the same run: (B) the chosen in-memory index fed by a search document per object plus recent
 * changes, (A) a term index in the table (one item per term and object, prefix by begins_with),
 * and a Scan with a filter, the baseline.
 */
export async function benchObjectSearch(stack: LocalStack): Promise<string> {
  const { dynamo } = await import('../functions/lib/aws');
  const { normaliseText, queryTerms } = await import('../functions/objects/search/normalise');
  const { objectSearchDoc } = await import('../functions/objects/search/search-doc');
  const { ObjectSearchDocEntity } = await import('../functions/lib/entities/object-search-doc');
  const search = await import('../functions/objects/search/object-search');
  const TableName = stack.env.TABLE_NAME;
  const data = objects();

  const writeAll = async (items: Record<string, unknown>[]) => {
    const batches = [];
    for (let i = 0; i < items.length; i += 25) batches.push(items.slice(i, i + 25));
    for (let i = 0; i < batches.length; i += PARALLEL) {
      await Promise.all(
        batches.slice(i, i + PARALLEL).map(async (batch) => {
          let pending = batch.map((Item) => ({ PutRequest: { Item } }));
          while (pending.length) {
            const out = await dynamo.send<{ UnprocessedItems?: Record<string, typeof pending> }>(new BatchWriteCommand({ RequestItems: { [TableName]: pending } }));
            pending = out.UnprocessedItems?.[TableName] ?? [];
          }
        }),
      );
    }
  };

  const seedStart = performance.now();
  // The records as a Scan would read them, with their searched text folded once.
  await writeAll(data.map((o) => ({ pk: `${tenant}#object`, sk: o.id, ...o, folded: normaliseText(`${o.inventoryNumber} ${o.objectName} ${o.objectTitle} ${o.author} ${o.description}`) })));
  // (B) one search document per object, exactly as searchTermWrites stores it.
  const docs = data.map((o) => objectSearchDoc(o.id, o));
  const docItems = docs.map((d) => {
    const params = ObjectSearchDocEntity.put({ tenant, id: d.id, terms: d.terms.join(' '), facets: d.facets, sort: d.sort, updatedAt: new Date().toISOString() }).params<{ Item: Record<string, unknown> }>();
    return params.Item;
  });
  await writeAll(docItems);
  // (A) term items: one per (term, object), keyed by the term's first letter so a prefix is a
  // begins_with. Only the terms the benchmark's queries read are written (2.5 million items
  // would take minutes to seed); a Query's time depends on the items it reads, not on the rest.
  const QUERIES = { rare: 'zanzibar', common: 'bronze', prefix: 'cer' };
  const benchTerms = Object.values(QUERIES);
  const termItems = docs.flatMap((d) =>
    d.terms.filter((t) => benchTerms.some((q) => t.startsWith(q))).map((t) => ({ pk: `${tenant}#objterm#${t[0]}`, sk: `${t}#${d.id}`, ...d.facets })),
  );
  await writeAll(termItems);
  const seedSeconds = (performance.now() - seedStart) / 1000;

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
            ...(names.length ? { FilterExpression: names.map((_, i) => `#f${i} = :f${i}`).join(' AND ') } : {}),
            ExpressionAttributeNames: names.length ? Object.fromEntries(names.map((n, i) => [`#f${i}`, n])) : undefined,
            ExpressionAttributeValues: { ':pk': `${tenant}#objterm#${prefix[0]}`, ':p': prefix, ...Object.fromEntries(names.map((n, i) => [`:f${i}`, filters[n]])) },
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
        new ScanCommand({ TableName, FilterExpression: 'pk = :pk AND contains(folded, :w)', ExpressionAttributeValues: { ':pk': `${tenant}#object`, ':w': word }, ExclusiveStartKey }),
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

  search.forgetIndexes();
  const coldStart = performance.now();
  const first = await search.searchObjectIds(tenant, QUERIES.rare, {}, 0, 10);
  const coldMs = performance.now() - coldStart;
  // Both designs must agree on every total before their times mean anything.
  for (const [name, q, f] of cases) {
    const b = await search.searchObjectIds(tenant, q, f, 0, 10);
    const a = await termQuery(q, f);
    if (a.total !== b.total) throw new Error(`${name}: term index found ${a.total}, in-memory index ${b.total}`);
  }
  const totals = await Promise.all(cases.map(([, q, f]) => search.searchObjectIds(tenant, q, f, 0, 10).then((r) => r.total)));

  const samples = cases.map(() => ({ a: [] as number[], b: [] as number[] }));
  for (let i = 0; i < CALLS; i++) {
    for (const [k, [, q, f]] of cases.entries()) {
      samples[k].b.push(await timed(() => search.searchObjectIds(tenant, q, f, 0, 10)));
      samples[k].a.push(await timed(() => termQuery(q, f)));
    }
  }
  const scans: number[] = [];
  let scanTotal = 0;
  for (let i = 0; i < SCANS; i++) scans.push(await timed(async () => (scanTotal = await scan(QUERIES.rare))));
  if (scanTotal !== first.total) throw new Error(`the Scan found ${scanTotal}, the index ${first.total}`);

  const avg = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
  const termsPerObject = avg(docs.map((d) => d.terms.length));
  const termItemBytes = avg(termItems.map(itemBytes));
  const docBytes = avg(docItems.map(itemBytes));
  const scanP50 = percentile(scans, 50);
  const heap = process.memoryUsage().heapUsed;

  return [
    `Object search at ${OBJECTS} objects in one museum (${CALLS} calls each, interleaved; seeded in ${seedSeconds.toFixed(0)} s)`,
    table([
      ['query', 'matches', 'B in-memory p50', 'B p95', 'A term index p50', 'A p95', 'Scan p50 / B p95'],
      ...cases.map(([name, q, f], k) => [
        `${name} (${q}${Object.keys(f).length ? ` + ${Object.entries(f).map(([n, v]) => `${n}=${v}`).join(', ')}` : ''})`,
        String(totals[k]),
        ms(percentile(samples[k].b, 50)),
        ms(percentile(samples[k].b, 95)),
        ms(percentile(samples[k].a, 50)),
        ms(percentile(samples[k].a, 95)),
        `${(scanP50 / percentile(samples[k].b, 95)).toFixed(0)}x`,
      ]),
    ]),
    `Scan with a filter over the same objects (${SCANS} runs): p50 ${ms(scanP50)}, max ${ms(Math.max(...scans))}`,
    `B cold start (query ${OBJECTS} documents, build the index): ${ms(coldMs)}; process heap after the run ${kb(heap)}`,
    table([
      ['per saved object', 'items stored', 'bytes stored', 'items written per save'],
      ['B document + recent change', '1 (+1 for an hour)', `${docBytes.toFixed(0)} (+ the same for an hour)`, '2'],
      ['A term items', termsPerObject.toFixed(1), (termsPerObject * termItemBytes).toFixed(0), `${termsPerObject.toFixed(1)} on create; up to 2x on update`],
    ]),
  ].join('\n');
}
