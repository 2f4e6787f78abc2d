import { randomUUID } from 'node:crypto';
import type { ObjectCreate, ObjectUpdate } from '../../../shared/schemas/object';
import { loggable, writeWithLog, type Committed, type Tx } from '../../lib/change-log';
import type { RequestContext } from '../../lib/context';
import { checkDeleteVersions } from '../../lib/delete-versions';
import { CollectionObjectEntity } from '../../lib/entities/collection-object';
import { CounterEntity } from '../../lib/entities/counter';
import { UniqueValueEntity } from '../../lib/entities/unique-value';
import { VocabularyValueEntity } from '../../lib/entities/vocabulary-value';
import { ConflictError, StaleVersionError, ValidationError } from '../../lib/errors';
import { ImportRowEntity } from '../../lib/entities/import-row';
import { addLedger, type SaveOptions } from '../imports/import-ledger';
import { Plan } from '../../lib/write-plan';
import { planCounterMoves } from '../dashboard-figures/counter-moves';
import { addFactMoves, factsOf, type CounterMove } from '../dashboard-figures/object-facts';
import { reindexObjectRecords } from '../records/search/reindex-object';
import { countUses, usageDeltas } from '../vocabularies/engine';
import { missingValue, objectFields, OPTIONAL_FIELDS, referencesOf, type ObjectFields, type ObjectRecord } from './object-record';
import { getObject, objectRecord } from './object-reads';
import { deleteDroppedImages } from './images';
import { requestThumbnail } from './thumbnails/request-thumbnail';
import { searchEntities, searchTermWrites } from './search/search-writes';

/**
 * Collection objects (spec 2 sections 3, 4, 5 and 7). A save is one transaction: the object, the
 * claim on its inventory number (unique per museum), the use counts of the dropdown values it
 * references (so a value in use cannot be deleted), the object count and the other dashboard
 * counters its facts move (functions/catalogue/dashboard-figures/object-facts.ts), and the activity log.
 */
export const OBJECT_ENTITY_TYPE = 'object';
const INVENTORY_NUMBER_KIND = 'inventoryNumber';

const OBJECT_WRITES = {
  collectionObject: CollectionObjectEntity,
  uniqueValue: UniqueValueEntity,
  vocabularyValue: VocabularyValueEntity,
  counter: CounterEntity,
  importRow: ImportRowEntity,
  ...searchEntities,
};
type Writes = Tx<'collectionObject' | 'uniqueValue' | 'vocabularyValue' | 'counter' | 'objectSearchDoc' | 'objectSearchChange' | 'importRow'>;


function numberTaken(inventoryNumber: string): ConflictError {
  const message = `Inventory Number ${inventoryNumber} is already used by another object.`;
  return new ConflictError(message, { field: 'inventoryNumber', fieldErrors: { inventoryNumber: message } });
}

function claimNumber(e: Writes, tenant: string, inventoryNumber: string, ownerId: string): Committed {
  return e.uniqueValue.create({ tenant, kind: INVENTORY_NUMBER_KIND, value: inventoryNumber, ownerId }).commit();
}

function releaseNumber(e: Writes, tenant: string, inventoryNumber: string): Committed {
  return e.uniqueValue.delete({ tenant, kind: INVENTORY_NUMBER_KIND, value: inventoryNumber }).commit();
}

/** Like an in-use vocabulary value (vocabularies/engine.ts): the message names how many records. */
function inUse(record: ObjectRecord): ConflictError {
  const n = record.recordUses ?? 0;
  return new ConflictError(`Object ${record.inventoryNumber} is used by ${n} record${n === 1 ? '' : 's'}, so it cannot be deleted.`);
}

const changedMeanwhile = () => new ConflictError('The object changed meanwhile. Reload it and try again.');

/** Moves the use counts from `before`'s references to `after`'s; a value deleted meanwhile fails the save. */
function moveUses(plan: Plan, e: Writes, tenant: string, after: Partial<ObjectFields> | Partial<ObjectFields>[], before: Partial<ObjectFields> | Partial<ObjectFields>[]) {
  const added = [after].flat().flatMap(referencesOf);
  const removed = [before].flat().flatMap(referencesOf);
  const deltas = usageDeltas(added, removed);
  const writes = countUses(e, tenant, added, removed);
  writes.forEach((write, i) => {
    const ref = [...added, ...removed].find((r) => r.list === deltas[i].ref.list && r.id === deltas[i].ref.id)!;
    plan.add(write, () => missingValue(ref.field, ref.type, ref.id));
  });
}

/** The object's search document and its change (`search/object-search.ts`): two items, whatever the object. */
function indexForSearch(plan: Plan, e: Writes, tenant: string, id: string, fields: Partial<ObjectFields> | null) {
  for (const write of searchTermWrites(e, tenant, id, fields)) plan.add(write, () => new ConflictError('The object changed meanwhile. Reload it and try again.'));
}

/**
 * Reads the values an input references: each must exist in this museum, and a category must be
 * one of the chosen classification's (spec 2: category is the child of classification).
 */
async function checkReferences(tenant: string, fields: ObjectFields) {
  const refs = referencesOf(fields);
  if (refs.length) {
    const keys = [...new Map(refs.map((r) => [`${r.list}\u0000${r.id}`, { tenant, list: r.list, id: r.id }])).values()];
    const { data } = await VocabularyValueEntity.get(keys).go({ consistent: true });
    const found = new Map(data.map((v) => [`${v.list}\u0000${v.id}`, v]));
    const missing = refs.find((r) => !found.has(`${r.list}\u0000${r.id}`));
    if (missing) throw missingValue(missing.field, missing.type, missing.id);
    const category = refs.find((r) => r.field === 'category');
    if (category && found.get(`${category.list}\u0000${category.id}`)?.parentId !== fields.classification) {
      const message = 'Choose a category of the chosen classification.';
      throw new ValidationError(message, { category: message });
    }
  }
}

/** One object of a block of creates (`createObjects`), with the import's id and ledger entry when an import saves it. */
export type ObjectCreation = { readonly input: ObjectCreate; readonly options?: SaveOptions };

/**
 * DynamoDB's limit per transaction: a block is split in as few transactions as it allows. An
 * object's own writes are its record, its number's claim, its two search items, its log and audit
 * entries and the ledger entry; the counters and the values it uses are shared by the block, each
 * written once with the block's sum.
 */
const TRANSACTION_ITEMS = 100;
const OWN_WRITES = 7;
const LOG_COUNTERS = 2;

/** Splits records into groups whose writes fit one transaction each (the shared items counted once per group). */
function fitTransactions<T extends { record: ObjectRecord; fields: ObjectFields }>(records: readonly T[]): T[][] {
  const groups: T[][] = [];
  let group: T[] = [];
  let shared = new Set<string>();
  for (const item of records) {
    const own = [...factsOf(item.record).map((f) => f.name), ...referencesOf(item.fields).map((r) => `${r.list}\u0000${r.id}`)];
    const joined = new Set([...shared, ...own]);
    if (group.length && (group.length + 1) * OWN_WRITES + joined.size + LOG_COUNTERS > TRANSACTION_ITEMS) {
      groups.push(group);
      group = [];
      shared = new Set(own);
    } else shared = joined;
    group.push(item);
  }
  if (group.length) groups.push(group);
  return groups;
}

/**
 * Creates a block of objects in as few transactions as the limit allows, the dashboard counters
 * and value uses moved once per transaction by the block's sum (docs/imports.md#saves-in-blocks):
 * lanes saving blocks side by side meet on the shared counters that many times less. A
 * transaction is all or nothing: any refusal (a number taken, a ledger entry an earlier run
 * wrote) fails its whole group with the first refused object's error, and the caller saves that
 * group's objects one by one to learn each one's fate. The form saves a block of one.
 */
export async function createObjects(ctx: RequestContext, creations: readonly ObjectCreation[]): Promise<ObjectRecord[]> {
  const createdAt = new Date().toISOString();
  const records = creations.map(({ input, options = {} }) => {
    const fields = objectFields(ctx.tenant, input);
    return { fields, options, record: { ...fields, tenant: ctx.tenant, id: options.id ?? randomUUID(), version: 1, createdAt } as ObjectRecord };
  });
  await Promise.all(records.map(({ fields }) => checkReferences(ctx.tenant, fields)));
  for (const group of fitTransactions(records)) {
    const plan = new Plan(changedMeanwhile);
    await writeWithLog(
      ctx,
      group.map(({ record }) => ({ action: 'CREATE' as const, entityType: OBJECT_ENTITY_TYPE, entityId: record.id, newValue: loggable(record) })),
      OBJECT_WRITES,
      (e) =>
        plan.attempt(() => {
          const moves = new Map<string, CounterMove>();
          for (const { record, fields, options } of group) {
            addLedger(plan, e, options);
            plan.add(claimNumber(e, ctx.tenant, record.inventoryNumber, record.id), () => numberTaken(record.inventoryNumber));
            plan.add(e.collectionObject.create(record).commit(), () => new ConflictError(`The object ${record.id} already exists.`));
            indexForSearch(plan, e, ctx.tenant, record.id, fields);
            addFactMoves(moves, undefined, record);
          }
          planCounterMoves(plan, e, ctx.tenant, moves);
          moveUses(plan, e, ctx.tenant, group.map((g) => g.fields), []);
        }),
      plan.rejection,
    );
  }
  for (const { fields } of records) await requestThumbnail(ctx.tenant, undefined, fields);
  return records.map((r) => r.record);
}

export async function createObject(ctx: RequestContext, input: ObjectCreate, options: SaveOptions = {}) {
  const [record] = await createObjects(ctx, [{ input, options }]);
  return getObject(ctx, record.id);
}

/** Saves the whole record at the version the caller read; a field left empty is removed. */
export async function updateObject(ctx: RequestContext, input: ObjectUpdate, options: SaveOptions = {}) {
  const current = await objectRecord(ctx.tenant, input.id);
  // The caller's version, never the stored one: the write conditions on exactly it.
  if (input.version !== current.version) throw new StaleVersionError('object');
  const fields = objectFields(ctx.tenant, input);
  await checkReferences(ctx.tenant, fields);
  const renumbered = fields.inventoryNumber.toLowerCase() !== current.inventoryNumber.toLowerCase();
  const emptied = OPTIONAL_FIELDS.filter((f) => fields[f] === undefined && current[f] !== undefined);
  const next = { ...current, ...fields, version: input.version + 1 };
  for (const f of emptied) delete next[f];
  const plan = new Plan(changedMeanwhile);
  await writeWithLog(
    ctx,
    [{ action: 'UPDATE', entityType: OBJECT_ENTITY_TYPE, entityId: current.id, oldValue: loggable(current), newValue: loggable(next) }],
    OBJECT_WRITES,
    (e) =>
      plan.attempt(() => {
        addLedger(plan, e, options);
        const patch = e.collectionObject.patch({ tenant: ctx.tenant, id: current.id }).set({ ...fields, version: input.version + 1 });
        plan.add(
          (emptied.length ? patch.remove(emptied) : patch).where(({ version }, { eq }) => eq(version, input.version)).commit(),
          () => new StaleVersionError('object'),
        );
        if (renumbered) {
          plan.add(claimNumber(e, ctx.tenant, fields.inventoryNumber, current.id), () => numberTaken(fields.inventoryNumber));
          plan.add(releaseNumber(e, ctx.tenant, current.inventoryNumber), () => new StaleVersionError('object'));
        }
        moveUses(plan, e, ctx.tenant, fields, current);
        planCounterMoves(plan, e, ctx.tenant, addFactMoves(new Map(), current, next));
        indexForSearch(plan, e, ctx.tenant, current.id, fields);
      }),
    plan.rejection,
  );
  await requestThumbnail(ctx.tenant, current, fields);
  // An import's save keeps the images it drops: rolling it back may put them back.
  if (!options.ledger) await deleteDroppedImages(ctx.tenant, current, next);
  // Its records are found by the object's number and name (functions/catalogue/records/search): keep them so.
  if ((current.recordUses ?? 0) > 0 && (fields.inventoryNumber !== current.inventoryNumber || fields.objectName !== current.objectName)) {
    await reindexObjectRecords(ctx.tenant, current.id, fields);
  }
  return getObject(ctx, current.id);
}

/** All named objects are read and checked first, so one missing or stale id deletes nothing. */
export async function deleteObjects(ctx: RequestContext, ids: string[], versions?: readonly number[], options: SaveOptions = {}) {
  const records = await Promise.all([...new Set(ids)].map((id) => objectRecord(ctx.tenant, id)));
  checkDeleteVersions(records, ids, versions, 'object');
  const used = records.find((r) => (r.recordUses ?? 0) > 0);
  if (used) throw inUse(used);
  for (const current of records) {
    const plan = new Plan(changedMeanwhile);
    await writeWithLog(
      ctx,
      [{ action: 'DELETE', entityType: OBJECT_ENTITY_TYPE, entityId: current.id, oldValue: loggable(current) }],
      OBJECT_WRITES,
      (e) =>
        plan.attempt(() => {
          addLedger(plan, e, options);
          plan.add(
            e.collectionObject
              .delete({ tenant: ctx.tenant, id: current.id })
              .where(({ version, recordUses }, { eq, notExists }) => `${eq(version, current.version)} AND (${notExists(recordUses)} OR ${eq(recordUses, 0)})`)
              .commit(),
            () => new ConflictError('The object changed meanwhile or records now use it. Reload it and try again.'),
          );
          plan.add(releaseNumber(e, ctx.tenant, current.inventoryNumber), () => new StaleVersionError('object'));
          planCounterMoves(plan, e, ctx.tenant, addFactMoves(new Map(), current, undefined));
          moveUses(plan, e, ctx.tenant, [], current);
          indexForSearch(plan, e, ctx.tenant, current.id, null);
        }),
      plan.rejection,
    );
    if (!options.ledger) await deleteDroppedImages(ctx.tenant, current, null);
  }
  return { deleted: records.length };
}

// A sorted list loads with the saves' chunk: a chunk of its own split the cold start's shared
// chunks (about 300 bytes more gzip, measured), past the 80 KB budget.
export { walkedObjectPage } from './search/object-list-walk';
