import { randomUUID } from 'node:crypto';
import type { ObjectCreate, ObjectUpdate } from '../../../shared/schemas/object';
import { loggable, writeWithLog, type Committed, type Tx } from '../../lib/change-log';
import type { RequestContext } from '../../lib/context';
import { checkDeleteVersions } from '../../lib/delete-versions';
import { CollectionObjectEntity } from '../../lib/entities/collection-object';
import { CounterEntity } from '../../lib/entities/counter';
import { UniqueValueEntity } from '../../lib/entities/unique-value';
import { VocabularyValueEntity } from '../../lib/entities/vocabulary-value';
import { ConflictError, NotFoundError, StaleVersionError, ValidationError } from '../../lib/errors';
import { ImportRowEntity } from '../../lib/entities/import-row';
import { addLedger, type SaveOptions } from '../imports/import-ledger';
import { Plan } from '../../lib/write-plan';
import { planCounterMoves } from '../dashboard-figures/counter-moves';
import { addFactMoves, factsOf, type CounterMove } from '../dashboard-figures/object-facts';
import { reindexObjectRecords } from '../records/search/reindex-object';
import { countUses, usageDeltas } from '../vocabularies/engine';
import { missingValue, objectFields, OPTIONAL_FIELDS, referencesOf, type ObjectFields, type ObjectRecord } from './object-record';
import { getObject, objectRecord, objectsById } from './object-reads';
import { fitTransactions } from './save-groups';
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
 * Reads the values a block's inputs reference, once each: each must exist in this museum, and a
 * category must be one of the chosen classification's (spec 2: category is the child of
 * classification). The first object naming a missing one fails the block.
 */
async function checkReferences(tenant: string, block: readonly ObjectFields[]) {
  const key = (r: { list: string; id: string }) => `${r.list}\u0000${r.id}`;
  const refs = block.flatMap(referencesOf);
  if (!refs.length) return;
  const keys = [...new Map(refs.map((r) => [key(r), { tenant, list: r.list, id: r.id }])).values()];
  const { data } = await VocabularyValueEntity.get(keys).go({ consistent: true, concurrency: 4 });
  const found = new Map(data.map((v) => [key(v), v]));
  for (const fields of block) {
    const own = referencesOf(fields);
    const missing = own.find((r) => !found.has(key(r)));
    if (missing) throw missingValue(missing.field, missing.type, missing.id);
    const category = own.find((r) => r.field === 'category');
    if (category && found.get(key(category))?.parentId !== fields.classification) {
      const message = 'Choose a category of the chosen classification.';
      throw new ValidationError(message, { category: message });
    }
  }
}

/** An object's record and its numbers' claims: what no two saves of one block may both write. */
const ownKeys = (id: string, ...numbers: string[]) => [`object:${id}`, ...numbers.map((n) => `number:${n.toLowerCase()}`)];
/** The counters and value uses an object moves, shared by the block: each written once per transaction. */
const sharedOf = (...states: ObjectRecord[]) => states.flatMap((state) => [...factsOf(state).map((f) => f.name), ...referencesOf(state).map((r) => `${r.list}\u0000${r.id}`)]);

/** One object of a block of creates (`createObjects`), with the import's id and ledger entry when an import saves it. */
export type ObjectCreation = { readonly input: ObjectCreate; readonly options?: SaveOptions };

/**
 * Creates a block of objects in as few transactions as DynamoDB's 100 items allow, the dashboard
 * counters and value uses moved once per transaction by the block's sum
 * (docs/imports.md#saves-in-blocks): lanes saving blocks side by side meet on the shared counters
 * that many times less. A transaction is all or nothing: any refusal (a number taken, a ledger
 * entry an earlier run wrote) fails its whole group with the first refused object's error, and
 * the caller saves that group's objects one by one to learn each one's fate. The form saves a
 * block of one. An object's own items: its record, its number's claim, two search items, its log
 * and audit entries, the ledger entry.
 */
export async function createObjects(ctx: RequestContext, creations: readonly ObjectCreation[]): Promise<ObjectRecord[]> {
  const createdAt = new Date().toISOString();
  const records = creations.map(({ input, options = {} }) => {
    const fields = objectFields(ctx.tenant, input);
    return { fields, options, record: { ...fields, tenant: ctx.tenant, id: options.id ?? randomUUID(), version: 1, createdAt } as ObjectRecord };
  });
  await checkReferences(ctx.tenant, records.map((r) => r.fields));
  const groups = fitTransactions(records, ({ record }) => ({ own: 7, keys: ownKeys(record.id, record.inventoryNumber), shared: sharedOf(record) }));
  for (const group of groups) {
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

/** One object of a block of updates (`updateObjects`): the whole record at the version its caller read. */
export type ObjectChange = { readonly input: ObjectUpdate; readonly options?: SaveOptions };

/**
 * Saves a block of objects, each whole at the version its caller read (a field left empty is
 * removed), in as few transactions as the limit allows, as `createObjects` does: counters and
 * value uses moved once per transaction by the block's sum, any refusal (a version moved on, a
 * number taken, a ledger entry an earlier run wrote) failing its group. The form saves a block of
 * one. An object's own items: its record, two search items, its log and audit entries, the
 * ledger entry, and when renumbered its new number's claim and its old one's release.
 */
export async function updateObjects(ctx: RequestContext, changes: readonly ObjectChange[]): Promise<ObjectRecord[]> {
  // An id named twice is read once (a BatchGet refuses it twice); the block is then refused whole.
  const held = new Map((await objectsById(ctx.tenant, [...new Set(changes.map((c) => c.input.id))])).map((r) => [r.id, r]));
  const saves = changes.map(({ input, options = {} }) => {
    const current = held.get(input.id);
    if (!current) throw new NotFoundError(`There is no object ${input.id}.`);
    // The caller's version, never the stored one: the write conditions on exactly it.
    if (input.version !== current.version) throw new StaleVersionError('object');
    const fields = objectFields(ctx.tenant, input);
    const renumbered = fields.inventoryNumber.toLowerCase() !== current.inventoryNumber.toLowerCase();
    const emptied = OPTIONAL_FIELDS.filter((f) => fields[f] === undefined && current[f] !== undefined);
    const next: ObjectRecord = { ...current, ...fields, version: input.version + 1 };
    for (const f of emptied) delete next[f];
    return { input, options, current, fields, renumbered, emptied, next };
  });
  await checkReferences(ctx.tenant, saves.map((s) => s.fields));
  const groups = fitTransactions(saves, (s) => ({
    own: s.renumbered ? 8 : 6,
    keys: s.renumbered ? ownKeys(s.current.id, s.fields.inventoryNumber, s.current.inventoryNumber) : ownKeys(s.current.id),
    shared: sharedOf(s.current, s.next),
  }));
  for (const group of groups) {
    const plan = new Plan(changedMeanwhile);
    await writeWithLog(
      ctx,
      group.map(({ current, next }) => ({ action: 'UPDATE' as const, entityType: OBJECT_ENTITY_TYPE, entityId: current.id, oldValue: loggable(current), newValue: loggable(next) })),
      OBJECT_WRITES,
      (e) =>
        plan.attempt(() => {
          const moves = new Map<string, CounterMove>();
          for (const { input, options, current, fields, renumbered, emptied, next } of group) {
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
            indexForSearch(plan, e, ctx.tenant, current.id, fields);
            addFactMoves(moves, current, next);
          }
          moveUses(plan, e, ctx.tenant, group.map((s) => s.fields), group.map((s) => s.current));
          planCounterMoves(plan, e, ctx.tenant, moves);
        }),
      plan.rejection,
    );
  }
  for (const { options, current, fields, next } of saves) {
    await requestThumbnail(ctx.tenant, current, fields);
    // An import's save keeps the images it drops: rolling it back may put them back.
    if (!options.ledger) await deleteDroppedImages(ctx.tenant, current, next);
    // Its records are found by the object's number and name (functions/catalogue/records/search): keep them so.
    if ((current.recordUses ?? 0) > 0 && (fields.inventoryNumber !== current.inventoryNumber || fields.objectName !== current.objectName)) {
      await reindexObjectRecords(ctx.tenant, current.id, fields);
    }
  }
  return saves.map((s) => s.next);
}

/** Saves the whole record at the version the caller read; a field left empty is removed. */
export async function updateObject(ctx: RequestContext, input: ObjectUpdate, options: SaveOptions = {}) {
  await updateObjects(ctx, [{ input, options }]);
  return getObject(ctx, input.id);
}

/** One object of a block of deletes (`removeObjects`): the record as read, deleted only while it is at that version. */
export type ObjectRemoval = { readonly current: ObjectRecord; readonly options?: SaveOptions };

/**
 * Deletes a block of objects in as few transactions as the limit allows, as `createObjects`
 * saves: counters and value uses moved once per transaction by the block's sum, any refusal
 * failing its group. A block holding an object that records use is refused before anything is
 * written. An object's own items: its record, its number's claim, two search items, its log and
 * audit entries, the ledger entry.
 */
export async function removeObjects(ctx: RequestContext, removals: readonly ObjectRemoval[]): Promise<void> {
  const used = removals.find(({ current }) => (current.recordUses ?? 0) > 0);
  if (used) throw inUse(used.current);
  const groups = fitTransactions(removals, ({ current }) => ({ own: 7, keys: ownKeys(current.id, current.inventoryNumber), shared: sharedOf(current) }));
  for (const group of groups) {
    const plan = new Plan(changedMeanwhile);
    await writeWithLog(
      ctx,
      group.map(({ current }) => ({ action: 'DELETE' as const, entityType: OBJECT_ENTITY_TYPE, entityId: current.id, oldValue: loggable(current) })),
      OBJECT_WRITES,
      (e) =>
        plan.attempt(() => {
          const moves = new Map<string, CounterMove>();
          for (const { current, options = {} } of group) {
            addLedger(plan, e, options);
            plan.add(
              e.collectionObject
                .delete({ tenant: ctx.tenant, id: current.id })
                .where(({ version, recordUses }, { eq, notExists }) => `${eq(version, current.version)} AND (${notExists(recordUses)} OR ${eq(recordUses, 0)})`)
                .commit(),
              () => new ConflictError('The object changed meanwhile or records now use it. Reload it and try again.'),
            );
            plan.add(releaseNumber(e, ctx.tenant, current.inventoryNumber), () => new StaleVersionError('object'));
            indexForSearch(plan, e, ctx.tenant, current.id, null);
            addFactMoves(moves, current, undefined);
          }
          planCounterMoves(plan, e, ctx.tenant, moves);
          moveUses(plan, e, ctx.tenant, [], group.map((r) => r.current));
        }),
      plan.rejection,
    );
  }
  for (const { current, options } of removals) if (!options?.ledger) await deleteDroppedImages(ctx.tenant, current, null);
}

/** All named objects are read and checked first, so one missing or stale id deletes nothing. */
export async function deleteObjects(ctx: RequestContext, ids: string[], versions?: readonly number[], options: SaveOptions = {}) {
  const records = await Promise.all([...new Set(ids)].map((id) => objectRecord(ctx.tenant, id)));
  checkDeleteVersions(records, ids, versions, 'object');
  await removeObjects(ctx, records.map((current) => ({ current, options })));
  return { deleted: records.length };
}

// A sorted list loads with the saves' chunk: a chunk of its own split the cold start's shared
// chunks (about 300 bytes more gzip, measured), past the 80 KB budget.
export { walkedObjectPage } from './search/object-list-walk';
