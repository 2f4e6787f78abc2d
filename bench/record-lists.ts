import { ScanCommand } from '../functions/lib/dynamodb/commands';
import type { LocalStack } from '../infra/local/stack';
import { RECORD_TYPES, type RecordType } from '../shared/records/record-types';
import { batchWriter } from './batch-write';
import { ms, percentile, table, timed } from './stats';

const OBJECTS = Number(process.env.BENCH_OBJECTS ?? 100_000);
const RECORDS = Number(process.env.BENCH_RECORDS ?? 300_000);
const CALLS = 30;
const tenant = 'recbench';
const TYPES = Object.values(RECORD_TYPES) as RecordType[];

/** A deterministic generator, so every run lists the same collection. */
function random(seed: number) {
  return () => ((seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648);
}
const SYLLABLES = ['ka', 'ri', 'mo', 'ten', 'sal', 'vi', 'dor', 'lu', 'pa', 'nes', 'tri', 'go', 'ber', 'fa', 'zu', 'el'];
/** 40 staff names: a name is in about one record in 40 of its type. */
const STAFF = Array.from({ length: 40 }, (_, i) => `${SYLLABLES[i % 16]}${SYLLABLES[(i * 7) % 16]} ${SYLLABLES[(i * 3) % 16]}${SYLLABLES[(i * 5) % 16]}man`);
const FILTER_VALUES = Array.from({ length: 5 }, (_, i) => `v${i}`);

/**
 * Issue 11's figures: every record list at 100,000 objects and 300,000 records (50,000 per type)
 * in one museum. Per list: page 1 and the last page (GET /api/<records>'s service: ids and total
 * from the type's index, records and their objects by BatchGet), a searchText search with the
 * type's filter, beside one Scan with the same filter in the same run; and the object picker's
 * answer (GET /items/objectNumbers) for a 4-character prefix.
 */
export async function benchRecordLists(stack: LocalStack): Promise<string> {
  const { CollectionObjectEntity } = await import('../functions/lib/entities/collection-object');
  const { RelatedRecordEntity } = await import('../functions/lib/entities/related-record');
  const { ObjectSearchDocEntity } = await import('../functions/lib/entities/object-search-doc');
  const { numberOrder } = await import('../functions/catalogue/objects/number-order');
  const { objectSearchDoc } = await import('../functions/catalogue/objects/search/search-writes');
  const { forgetIndexes, scopeOf } = await import('../functions/lib/search/scoped-index');
  const { storedDoc } = await import('../functions/lib/search/search-writes');
  const { refreshSnapshot } = await import('../functions/lib/search/snapshot');
  const { recordSearchDoc } = await import('../functions/catalogue/records/search/record-search-doc');
  const { listRecords } = await import('../functions/catalogue/records/record-list');
  const { objectNumbers } = await import('../functions/objects/service');
  const { rebuildSearchIndex } = await import('../functions/catalogue/objects/search/object-snapshot');
  const TableName = stack.env.TABLE_NAME;
  const { dynamo, writeAll, itemOf } = await batchWriter(TableName);
  const rand = random(7);
  const word = () => Array.from({ length: 2 + Math.floor(rand() * 2) }, () => SYLLABLES[Math.floor(rand() * SYLLABLES.length)]).join('');
  const now = new Date().toISOString();
  const started = performance.now();
  const phase = (name: string) => process.stderr.write(`record lists bench: ${name} (${((performance.now() - started) / 1000).toFixed(0)} s)\n`);

  // The objects: their records (the lists show their number and name) and their search documents (the picker).
  const objects = Array.from({ length: OBJECTS }, (_, n) => ({ id: `obj-${String(n).padStart(6, '0')}`, inventoryNumber: `${'ABC'[n % 3]}-${String(n).padStart(6, '0')}`, objectName: `${word()} ${word()}` }));
  for (let i = 0; i < objects.length; i += 20_000) {
    const slice = objects.slice(i, i + 20_000);
    await writeAll(slice.map((o) => itemOf(CollectionObjectEntity.put({ tenant, ...o, numberOrder: numberOrder(o.inventoryNumber), available: true, version: 1, createdAt: now, recordUses: 3 }))));
    await writeAll(slice.map((o) => itemOf(ObjectSearchDocEntity.put({ scope: scopeOf(tenant, 'object'), id: o.id, ...storedDoc(objectSearchDoc(o.id, o)), updatedAt: now }))));
  }
  phase('objects seeded');

  // The records, spread evenly over the types and the objects, each with its search document.
  const perType = Math.floor(RECORDS / TYPES.length);
  for (const type of TYPES) {
    const filter = type.filters[0];
    const text = type.searched[0];
    for (let i = 0; i < perType; i += 10_000) {
      const items: Record<string, unknown>[] = [];
      for (let n = i; n < Math.min(perType, i + 10_000); n++) {
        const object = objects[(n * 7 + TYPES.indexOf(type)) % objects.length];
        const day = `20${String(10 + (n % 15)).padStart(2, '0')}-${String(1 + (n % 12)).padStart(2, '0')}-${String(1 + (n % 28)).padStart(2, '0')}`;
        const fields: Record<string, unknown> = { [type.dateField]: day, [text]: STAFF[n % STAFF.length] };
        if (type.reportId) fields.reportId = `${type.reportId.prefix}-${day.slice(0, 4)}-${String(n).padStart(5, '0')}`;
        if (filter) fields[filter] = `${recordFilterType(type, filter)}.${FILTER_VALUES[n % FILTER_VALUES.length]}`;
        const record = { tenant, type: type.name, id: `${type.name}-${String(n).padStart(6, '0')}`, objectId: object.id, order: day, fields, version: 1, createdAt: now, ...(fields.reportId ? { reportId: fields.reportId as string } : {}) };
        items.push(
          { ...itemOf(RelatedRecordEntity.put(record)), folded: `${STAFF[n % STAFF.length]} ${object.inventoryNumber} ${object.objectName}`.toLowerCase() },
          itemOf(ObjectSearchDocEntity.put({ scope: scopeOf(tenant, type.name), id: record.id, ...storedDoc(recordSearchDoc(type, { record, object })), updatedAt: now })),
        );
      }
      await writeAll(items);
    }
    phase(`${type.path} seeded`);
  }
  const seededSeconds = (performance.now() - started) / 1000;

  // Each collection's snapshot, as the refresh job builds it; then every function starts cold.
  for (const type of TYPES) await refreshSnapshot(scopeOf(tenant, type.name), { full: true });
  await rebuildSearchIndex(tenant, { full: true });
  forgetIndexes();
  phase('snapshots built');

  const ctx = { tenant } as Parameters<typeof listRecords>[0];
  const deepPage = Math.floor((perType - 1) / 10);
  const staff = STAFF[3].split(' ')[1];
  let scanMs: number | undefined;
  const rows: string[][] = [['list (size 10)', 'cold first page', 'page 1 p50 / p95', `page ${deepPage + 1} (last) p50 / p95`, 'searchText + filter p95', 'matches', 'one Scan / search p95']];
  for (const type of TYPES) {
    const filter = type.filters[0];
    // Staff name 3 is on records n = 3 (mod 40), whose filter value is n mod 5 = 3: both hold together.
    const filters = filter ? { [filter]: `${recordFilterType(type, filter)}.${FILTER_VALUES[3]}` } : {};
    const query = { page: 0, size: 10, searchText: staff, ...filters };
    const cold = await timed(() => listRecords(ctx, type, { page: 0, size: 10 }));
    const last = await listRecords(ctx, type, { page: deepPage, size: 10 });
    if (!last.content.length) throw new Error(`${type.path}: the last page is empty`);
    const found = await listRecords(ctx, type, query);
    const first: number[] = [];
    const deep: number[] = [];
    const searched: number[] = [];
    for (let i = 0; i < CALLS; i++) {
      first.push(await timed(() => listRecords(ctx, type, { page: 0, size: 10 })));
      deep.push(await timed(() => listRecords(ctx, type, { page: deepPage, size: 10 })));
      searched.push(await timed(() => listRecords(ctx, type, query)));
    }
    // The baseline: one Scan of the table with the same filter (the type, the staff name, the
    // filter value), made once, for the first list: every Scan reads the whole table alike.
    scanMs ??= await timed(async () => {
      let ExclusiveStartKey: Record<string, unknown> | undefined;
      let total = 0;
      const values: Record<string, unknown> = { ':pk': `${tenant}#record#${type.name}`, ':w': staff };
      if (filter) values[':f'] = filters[filter];
      do {
        const page = await dynamo.send<{ Count?: number; LastEvaluatedKey?: Record<string, unknown> }>(
          new ScanCommand({
            TableName,
            FilterExpression: `pk = :pk AND contains(folded, :w)${filter ? ' AND #fields.#f = :f' : ''}`,
            ...(filter ? { ExpressionAttributeNames: { '#fields': 'fields', '#f': filter } } : {}),
            ExpressionAttributeValues: values,
            ExclusiveStartKey,
            Limit: 2000,
          }),
        );
        total += page.Count ?? 0;
        ExclusiveStartKey = page.LastEvaluatedKey;
      } while (ExclusiveStartKey);
      if (total !== found.totalElements) throw new Error(`${type.path}: the Scan found ${total}, the index ${found.totalElements}`);
    });
    rows.push([
      type.path,
      ms(cold),
      `${ms(percentile(first, 50))} / ${ms(percentile(first, 95))}`,
      `${ms(percentile(deep, 50))} / ${ms(percentile(deep, 95))}`,
      ms(percentile(searched, 95)),
      String(found.totalElements),
      `${ms(scanMs)} / ${(scanMs / percentile(searched, 95)).toFixed(0)}x`,
    ]);
    phase(`${type.path} timed`);
  }

  // The object page (issue 32): one object's records of the six types at once, as the page asks
  // (GET /api/<type>?objectId=&size=100 each), from the object's own index; beside the same
  // lists through each type's search index, cold (its snapshot loaded first) and warm.
  const { searchRecordIds } = await import('../functions/catalogue/records/search/record-search');
  const { recordsById, recordDtos } = await import('../functions/catalogue/records/record-reads');
  const pageObjects = Array.from({ length: CALLS }, (_, i) => objects[(i * 3_331) % objects.length].id);
  const viaIndex = async (objectId: string) =>
    Promise.all(TYPES.map(async (type) => {
      const found = await searchRecordIds(tenant, type, { objectId, filters: {} }, 0, 100);
      return recordDtos(tenant, type, await recordsById(tenant, type, found.ids));
    }));
  const viaObject = (objectId: string) => Promise.all(TYPES.map((type) => listRecords(ctx, type, { page: 0, size: 100, objectId })));
  const held = (await viaObject(pageObjects[0])).reduce((sum, list) => sum + list.totalElements, 0);
  const indexed = (await viaIndex(pageObjects[0])).reduce((sum, list) => sum + list.length, 0);
  if (held !== indexed) throw new Error(`object page: the object's index lists ${held} records, the search indexes ${indexed}`);
  forgetIndexes();
  const indexCold = await timed(() => viaIndex(pageObjects[1]));
  const objectCold = await timed(() => viaObject(pageObjects[1]));
  const byObject: number[] = [];
  const byIndex: number[] = [];
  for (const objectId of pageObjects) {
    byObject.push(await timed(() => viaObject(objectId)));
    byIndex.push(await timed(() => viaIndex(objectId)));
  }
  phase('object page timed');

  // The object picker: GET /items/objectNumbers?search=<4 characters>&size=20.
  await objectNumbers(ctx, { search: 'kari', size: 20 });
  const picks: number[] = [];
  const prefixes = ['kari', 'A-00', 'dorl', 'B-01', 'salv'];
  for (let i = 0; i < CALLS * 2; i++) picks.push(await timed(() => objectNumbers(ctx, { search: prefixes[i % prefixes.length], size: 20 })));

  return [
    `Record lists at ${OBJECTS} objects and ${perType * TYPES.length} records (${perType} per type) in one museum (${CALLS} calls each; seeded in ${seededSeconds.toFixed(0)} s)`,
    table(rows),
    `Object picker (GET /items/objectNumbers, 4-character prefix, 20 options): p50 ${ms(percentile(picks, 50))}, p95 ${ms(percentile(picks, 95))} (budget 100 ms)`,
    `Object page, one object's records of the six types at once (${held} records on the first object; ${CALLS} objects): from the object's own index first call ${ms(objectCold)}, p50 ${ms(percentile(byObject, 50))}, p95 ${ms(percentile(byObject, 95))}; through the types' search indexes first call (snapshots loaded) ${ms(indexCold)}, p50 ${ms(percentile(byIndex, 50))}, p95 ${ms(percentile(byIndex, 95))}`,
  ].join('\n');
}

/** A filter's value ids carry their dropdown type (`condition.v1`). */
function recordFilterType(type: RecordType, filter: string): string {
  return type.fields.find((f) => f.name === filter)?.dropdownType ?? filter;
}
