import { randomUUID } from 'node:crypto';
import type { PlaceLevel, RecordType } from '../../../shared/records/record-type';
import type { RecordDto, RecordInput, RecordUpdate } from '../../../shared/schemas/records';
import { loggable, writeWithLog, type Change, type Tx } from '../../lib/change-log';
import type { RequestContext } from '../../lib/context';
import { checkDeleteVersions } from '../../lib/delete-versions';
import { CollectionObjectEntity } from '../../lib/entities/collection-object';
import { CounterEntity } from '../../lib/entities/counter';
import { RelatedRecordEntity, type RelatedRecordItem } from '../../lib/entities/related-record';
import { ImportRowEntity } from '../../lib/entities/import-row';
import { UniqueValueEntity } from '../../lib/entities/unique-value';
import { VocabularyValueEntity } from '../../lib/entities/vocabulary-value';
import { ConflictError, StaleVersionError, ValidationError } from '../../lib/errors';
import { addLedger, type SaveOptions } from '../imports/import-ledger';
import { deleteUploads } from '../../lib/uploads';
import { Plan } from '../../lib/write-plan';
import { countUses, usageDeltas } from '../vocabularies/engine';
import type { ObjectRecord } from '../objects/object-record';
import { searchEntities, searchTermWrites } from '../objects/search/search-writes';
import { fileUrls, missingValue, referencesOf, storedFields, type RecordRef, type StoredFields } from './record-fields';
import { getRecord, lower, readRecord, recordsCounter } from './record-reads';
import { placeAfter, movementsOf } from './movement-location';
import { objectAt, objectPlace, placeLeftOnSave, placeReferences, samePlace, withPlaceLeft, type Place } from './movement-place';
import { planCounterMoves, retryWhileTallyMoves, TallyMovedError } from '../dashboard-figures/counter-moves';
import { addFactMoves, type CounterMove, type Tally } from '../dashboard-figures/object-facts';
import { tallyAfter } from '../dashboard-figures/record-tally';
import { recordSearchWrites } from './search/record-search-writes';

/**
 * Records about objects (spec 2 sections 3, 5 and 7), the six types alike. A save is one
 * transaction: the record, the claim on its report id (unique per museum and type), the use
 * counts of the dropdown values it references, its object's `recordUses` (an object in use cannot
 * be deleted) and tally with the dashboard counters it moves (../dashboard-figures), the type's
 * count, the search document, the change log, and for a movement that decides where its object
 * is, the object's new whole location (movement-location.ts, movement-place.ts).
 */
const OBJECT_ENTITY_TYPE = 'object';

const WRITES = {
  relatedRecord: RelatedRecordEntity,
  uniqueValue: UniqueValueEntity,
  vocabularyValue: VocabularyValueEntity,
  counter: CounterEntity,
  collectionObject: CollectionObjectEntity,
  importRow: ImportRowEntity,
  ...searchEntities,
};
type Writes = Tx<'relatedRecord' | 'uniqueValue' | 'vocabularyValue' | 'counter' | 'collectionObject' | 'objectSearchDoc' | 'objectSearchChange' | 'importRow'>;

const reportIdKind = (type: RecordType) => `reportId:${type.name}`;

function reportIdTaken(type: RecordType, reportId: string): ConflictError {
  const message = `Report ID ${reportId} is already used by another ${lower(type)}.`;
  return new ConflictError(message, { field: 'reportId', fieldErrors: { reportId: message } });
}

function objectGone(objectId: string): ValidationError {
  const message = `There is no object ${objectId}.`;
  return new ValidationError(message, { objectId: message });
}

async function readObject(tenant: string, id: string): Promise<ObjectRecord | undefined> {
  const { data } = await CollectionObjectEntity.get({ tenant, id }).go({ consistent: true });
  return data ?? undefined;
}

/** Every value the fields reference must exist in this museum (the transaction's use counts condition on it too). */
async function checkReferences(tenant: string, refs: readonly RecordRef[]) {
  if (!refs.length) return;
  const keys = [...new Map(refs.map((r) => [`${r.list}\u0000${r.id}`, { tenant, list: r.list, id: r.id }])).values()];
  const { data } = await VocabularyValueEntity.get(keys).go({ consistent: true });
  const found = new Set(data.map((v) => `${v.list}\u0000${v.id}`));
  const missing = refs.find((r) => !found.has(`${r.list}\u0000${r.id}`));
  if (missing) throw missingValue(missing.field, missing.type, missing.id);
}

/** Moves use counts from `removed` to `added`; a value deleted meanwhile fails the save. */
function moveUses(plan: Plan, e: Writes, tenant: string, added: readonly RecordRef[], removed: readonly RecordRef[]) {
  const deltas = usageDeltas(added, removed);
  countUses(e, tenant, added, removed).forEach((write, i) => {
    const ref = [...added, ...removed].find((r) => r.list === deltas[i].ref.list && r.id === deltas[i].ref.id)!;
    plan.add(write, () => missingValue(ref.field, ref.type, ref.id));
  });
}

/**
 * The use counts a save moves, gathered before they are written: a movement's own locations and
 * its object's location can name the same value, and a transaction writes each item once.
 */
type Uses = { added: RecordRef[]; removed: RecordRef[] };

/** What one save does to one object: its use count, its tally, and for movements perhaps its whole location. */
type ObjectEffect = { object: ObjectRecord; uses: number; tally: Tally; move?: { place: Place } };

/** The object's Location fields a move writes: those it sets, and those it clears. */
type LocationWrite = { set: Record<string, string | boolean>; removed: PlaceLevel[] };

/** Everything a save writes besides the record, worked out before the transaction (which may be built twice). */
type ObjectPlan = { effect: ObjectEffect; next: ObjectRecord; moving?: LocationWrite };

/**
 * The object after a save: its use count and tally, and when a movement moves it, its whole
 * location, every Location field the place does not name cleared (its locations' use counts,
 * its search document and its own change-log entry go with it).
 */
function planObject(effect: ObjectEffect, uses: Uses, changes: Change[], moves: Map<string, CounterMove>): ObjectPlan {
  const { object, move } = effect;
  const counted: ObjectRecord = { ...object, recordUses: (object.recordUses ?? 0) + effect.uses, tally: effect.tally, tallyVersion: (object.tallyVersion ?? 0) + 1 };
  if (!move || samePlace(move.place, objectPlace(object))) {
    addFactMoves(moves, object, counted);
    return { effect, next: counted };
  }
  const { next, set, removed } = objectAt({ ...counted, version: object.version + 1 }, move.place);
  uses.added.push(...placeReferences(move.place));
  uses.removed.push(...placeReferences(objectPlace(object)));
  changes.push({ action: 'UPDATE', entityType: OBJECT_ENTITY_TYPE, entityId: object.id, oldValue: loggable(object), newValue: loggable(next) });
  addFactMoves(moves, object, next);
  return { effect, next, moving: { set, removed } };
}

/**
 * The object's write: one patch (DynamoDB takes one write per item in a transaction) at the tally
 * version read, so two saves about one object never count from the same tally (the later one is
 * worked out again); a movement that moves it also holds the object's version.
 */
function objectWrites(plan: Plan, e: Writes, tenant: string, { effect, next, moving }: ObjectPlan) {
  const { object } = effect;
  const moved = () => new TallyMovedError();
  const held = object.tallyVersion;
  const patch = e.collectionObject.patch({ tenant, id: object.id }).set({ tally: next.tally, tallyVersion: next.tallyVersion });
  if (!moving) {
    const write = effect.uses ? patch.add({ recordUses: effect.uses }) : patch;
    plan.add(write.where(({ tallyVersion }, { eq, notExists }) => (held === undefined ? notExists(tallyVersion) : eq(tallyVersion, held))).commit(), moved);
    return;
  }
  const set = patch.set({ version: next.version, recordUses: next.recordUses, ...moving.set });
  plan.add(
    (moving.removed.length ? set.remove(moving.removed) : set)
      .where(({ version, tallyVersion }, { eq, notExists }) => `${eq(version, object.version)} AND ${held === undefined ? notExists(tallyVersion) : eq(tallyVersion, held)}`)
      .commit(),
    moved,
  );
  for (const write of searchTermWrites(e, tenant, object.id, next)) plan.add(write, moved);
}

/** For a movement: where its object is after the save, whole (undefined: it does not move). */
async function movementEffect(tenant: string, type: RecordType, objectId: string, change: { removedId?: string; added?: RelatedRecordItem }) {
  if (type.name !== 'movement') return undefined;
  return placeAfter(await movementsOf(tenant, objectId), change);
}

function claimReportId(plan: Plan, e: Writes, tenant: string, type: RecordType, reportId: string, ownerId: string) {
  plan.add(e.uniqueValue.create({ tenant, kind: reportIdKind(type), value: reportId, ownerId }).commit(), () => reportIdTaken(type, reportId));
}

function releaseReportId(plan: Plan, e: Writes, tenant: string, type: RecordType, reportId: string) {
  plan.add(e.uniqueValue.delete({ tenant, kind: reportIdKind(type), value: reportId }).commit(), () => new StaleVersionError(lower(type)));
}

function countRecords(plan: Plan, e: Writes, tenant: string, type: RecordType, by: number) {
  plan.add(e.counter.update({ tenant, name: recordsCounter(type) }).add({ count: by }).commit(), () => new ConflictError('The record count is busy. Try again.'));
}

function indexForSearch(plan: Plan, e: Writes, tenant: string, type: RecordType, item: RelatedRecordItem, object: ObjectRecord | undefined, deleted = false) {
  const searchable = deleted ? null : { record: item, object: { inventoryNumber: object?.inventoryNumber ?? '', objectName: object?.objectName ?? null } };
  for (const write of recordSearchWrites(e, tenant, type, item.id, searchable)) plan.add(write, () => new StaleVersionError(lower(type)));
}

const reportIdOf = (fields: StoredFields) => (typeof fields.reportId === 'string' ? fields.reportId : undefined);

function newItem(tenant: string, type: RecordType, id: string, objectId: string, fields: StoredFields, version: number, createdAt: string): RelatedRecordItem {
  const reportId = reportIdOf(fields);
  return { tenant, type: type.name, id, objectId, ...(reportId ? { reportId } : {}), order: (fields[type.dateField] as string | undefined) ?? '', fields, version, createdAt } as RelatedRecordItem;
}

/**
 * The files a save (or delete: `after` undefined) dropped are deleted from the store, folder by
 * folder; an import's save keeps them, since rolling it back may put them back.
 */
async function deleteDroppedFiles(tenant: string, type: RecordType, before: StoredFields, after: StoredFields | undefined, options: SaveOptions) {
  if (options.ledger) return;
  const kept = new Set([...fileUrls(type, after).values()].flat());
  await Promise.all([...fileUrls(type, before)].map(([folder, urls]) => deleteUploads(tenant, folder, urls.filter((u) => !kept.has(u)))));
}

/** A save changed its object meanwhile more often than it could be worked out again. */
const objectBusy = (type: RecordType) => () => new ConflictError(`The object of this ${lower(type)} is busy with other changes. Try again.`);

/** `options` carry an import's id for the record and its ledger entry. */
export async function createRecord(ctx: RequestContext, type: RecordType, input: RecordInput, options: SaveOptions = {}): Promise<RecordDto> {
  const given = storedFields(ctx.tenant, type, input);
  await checkReferences(ctx.tenant, referencesOf(type, given));
  const [id, createdAt] = [options.id ?? randomUUID(), new Date().toISOString()];
  await retryWhileTallyMoves(async () => {
    const object = await readObject(ctx.tenant, input.objectId);
    if (!object) throw objectGone(input.objectId);
    // A movement leaves where its object is now, as the server reads it (never the client's word).
    const fields = withPlaceLeft(type, given, objectPlace(object));
    const refs = referencesOf(type, fields);
    const item = newItem(ctx.tenant, type, id, input.objectId, fields, 1, createdAt);
    const effect: ObjectEffect = {
      object,
      uses: 1,
      tally: await tallyAfter(ctx.tenant, object, { added: item }),
      move: await movementEffect(ctx.tenant, type, object.id, { added: item }),
    };
    const changes: Change[] = [{ action: 'CREATE', entityType: type.name, entityId: item.id, newValue: loggable(item) }];
    const uses: Uses = { added: [...refs], removed: [] };
    const moves = new Map<string, CounterMove>();
    const objectPlan = planObject(effect, uses, changes, moves);
    const plan = new Plan(() => new ConflictError(`The ${lower(type)} changed meanwhile. Reload it and try again.`));
    await writeWithLog(
      ctx,
      changes,
      WRITES,
      (e) =>
        plan.attempt(() => {
          addLedger(plan, e, options);
          plan.add(e.relatedRecord.create(item).commit(), () => new ConflictError(`The ${lower(type)} ${item.id} already exists.`));
          if (item.reportId) claimReportId(plan, e, ctx.tenant, type, item.reportId, item.id);
          countRecords(plan, e, ctx.tenant, type, 1);
          objectWrites(plan, e, ctx.tenant, objectPlan);
          planCounterMoves(plan, e, ctx.tenant, moves);
          moveUses(plan, e, ctx.tenant, uses.added, uses.removed);
          indexForSearch(plan, e, ctx.tenant, type, item, object);
        }),
      plan.rejection,
    );
  }, objectBusy(type));
  return getRecord(ctx, type, id);
}

/** What an update does to the objects involved: its own, and the one it leaves when moved to another. */
async function updateEffects(tenant: string, type: RecordType, current: RelatedRecordItem, next: RelatedRecordItem, object: ObjectRecord): Promise<ObjectEffect[]> {
  if (object.id === current.objectId) {
    return [
      {
        object,
        uses: 0,
        tally: await tallyAfter(tenant, object, { removed: current, added: next }),
        move: await movementEffect(tenant, type, object.id, { removedId: current.id, added: next }),
      },
    ];
  }
  const previous = await readObject(tenant, current.objectId);
  return [
    { object, uses: 1, tally: await tallyAfter(tenant, object, { added: next }), move: await movementEffect(tenant, type, object.id, { added: next }) },
    ...(previous
      ? [
          {
            object: previous,
            uses: -1,
            tally: await tallyAfter(tenant, previous, { removed: current }),
            move: await movementEffect(tenant, type, previous.id, { removedId: current.id }),
          },
        ]
      : []),
  ];
}

/**
 * Saves the whole record at the version the caller read; a field left empty is removed. A record
 * moved to another object moves its use from the old object to the new one (and, for a movement,
 * may move both objects).
 */
export async function updateRecord(ctx: RequestContext, type: RecordType, input: RecordUpdate, options: SaveOptions = {}): Promise<RecordDto> {
  const given = storedFields(ctx.tenant, type, input);
  await checkReferences(ctx.tenant, referencesOf(type, given));
  let dropped: { before: StoredFields } | undefined;
  let fields = given;
  await retryWhileTallyMoves(async () => {
    const current = await readRecord(ctx.tenant, type, input.id);
    if (input.version !== current.version) throw new StaleVersionError(lower(type));
    const object = await readObject(ctx.tenant, input.objectId);
    if (!object) throw objectGone(input.objectId);
    // A movement keeps the place it left; moved to another object, it leaves where that one is.
    fields = withPlaceLeft(type, given, placeLeftOnSave(current, object));
    const refs = referencesOf(type, fields);
    const next = newItem(ctx.tenant, type, current.id, object.id, fields, input.version + 1, current.createdAt);
    const before = current.fields as StoredFields;
    const changes: Change[] = [{ action: 'UPDATE', entityType: type.name, entityId: current.id, oldValue: loggable(current), newValue: loggable(next) }];
    const uses: Uses = { added: [...refs], removed: referencesOf(type, before) };
    const moves = new Map<string, CounterMove>();
    const objectPlans = (await updateEffects(ctx.tenant, type, current, next, object)).map((effect) => planObject(effect, uses, changes, moves));
    const plan = new Plan(() => new StaleVersionError(lower(type)));
    await writeWithLog(
      ctx,
      changes,
      WRITES,
      (e) =>
        plan.attempt(() => {
          addLedger(plan, e, options);
          plan.add(
            e.relatedRecord.put(next).where(({ version }, { eq }) => eq(version, input.version)).commit(),
            () => new StaleVersionError(lower(type)),
          );
          const [was, now] = [current.reportId, next.reportId];
          if (was?.toLowerCase() !== now?.toLowerCase()) {
            if (now) claimReportId(plan, e, ctx.tenant, type, now, current.id);
            if (was) releaseReportId(plan, e, ctx.tenant, type, was);
          }
          for (const objectPlan of objectPlans) objectWrites(plan, e, ctx.tenant, objectPlan);
          planCounterMoves(plan, e, ctx.tenant, moves);
          moveUses(plan, e, ctx.tenant, uses.added, uses.removed);
          indexForSearch(plan, e, ctx.tenant, type, next, object);
        }),
      plan.rejection,
    );
    dropped = { before };
  }, objectBusy(type));
  if (dropped) await deleteDroppedFiles(ctx.tenant, type, dropped.before, fields, options);
  return getRecord(ctx, type, input.id);
}

/** Deletes one record at the version checked, moving its object's use count, tally and perhaps location. */
async function deleteRecord(ctx: RequestContext, type: RecordType, checked: RelatedRecordItem, options: SaveOptions) {
  await retryWhileTallyMoves(async () => {
    const current = await readRecord(ctx.tenant, type, checked.id);
    if (current.version !== checked.version) throw new StaleVersionError(lower(type));
    const object = await readObject(ctx.tenant, current.objectId);
    const changes: Change[] = [{ action: 'DELETE', entityType: type.name, entityId: current.id, oldValue: loggable(current) }];
    const uses: Uses = { added: [], removed: referencesOf(type, current.fields as StoredFields) };
    const moves = new Map<string, CounterMove>();
    const objectPlan = object
      ? planObject(
          {
            object,
            uses: -1,
            tally: await tallyAfter(ctx.tenant, object, { removed: current }),
            move: await movementEffect(ctx.tenant, type, object.id, { removedId: current.id }),
          },
          uses,
          changes,
          moves,
        )
      : undefined;
    const plan = new Plan(() => new StaleVersionError(lower(type)));
    await writeWithLog(
      ctx,
      changes,
      WRITES,
      (e) =>
        plan.attempt(() => {
          addLedger(plan, e, options);
          plan.add(
            e.relatedRecord.delete({ tenant: ctx.tenant, type: type.name, id: current.id }).where(({ version }, { eq }) => eq(version, current.version)).commit(),
            () => new StaleVersionError(lower(type)),
          );
          if (current.reportId) releaseReportId(plan, e, ctx.tenant, type, current.reportId);
          countRecords(plan, e, ctx.tenant, type, -1);
          if (objectPlan) objectWrites(plan, e, ctx.tenant, objectPlan);
          planCounterMoves(plan, e, ctx.tenant, moves);
          moveUses(plan, e, ctx.tenant, uses.added, uses.removed);
          indexForSearch(plan, e, ctx.tenant, type, current, object, true);
        }),
      plan.rejection,
    );
  }, objectBusy(type));
  await deleteDroppedFiles(ctx.tenant, type, checked.fields as StoredFields, undefined, options);
}

/** All named records are read and checked first, so one missing or stale id deletes nothing. */
export async function deleteRecords(ctx: RequestContext, type: RecordType, ids: string[], versions?: readonly number[], options: SaveOptions = {}) {
  const records = await Promise.all([...new Set(ids)].map((id) => readRecord(ctx.tenant, type, id)));
  checkDeleteVersions(records, ids, versions, lower(type));
  for (const record of records) await deleteRecord(ctx, type, record, options);
  return { deleted: records.length };
}
