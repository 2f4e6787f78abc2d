import { randomUUID } from 'node:crypto';
import type { RecordType } from '../../shared/records/record-types';
import type { RecordDto, RecordInput, RecordListParams, RecordUpdate } from '../../shared/schemas/records';
import { loggable, writeWithLog, type Change, type Tx } from '../lib/change-log';
import type { RequestContext } from '../lib/context';
import { checkDeleteVersions } from '../lib/delete-versions';
import { CollectionObjectEntity } from '../lib/entities/collection-object';
import { CounterEntity } from '../lib/entities/counter';
import { RelatedRecordEntity, type RelatedRecordItem } from '../lib/entities/related-record';
import { UniqueValueEntity } from '../lib/entities/unique-value';
import { VocabularyValueEntity } from '../lib/entities/vocabulary-value';
import { ConflictError, NotFoundError, StaleVersionError, ValidationError } from '../lib/errors';
import { deleteUploads } from '../lib/uploads';
import { Plan } from '../lib/write-plan';
import { countUses, usageDeltas } from '../vocabularies/engine';
import type { ObjectRecord } from '../objects/object-record';
import { searchEntities, searchTermWrites } from '../objects/search/object-search';
import { fileUrls, missingValue, referencesOf, refOf, storedFields, toRecordDto, type RecordRef, type StoredFields } from './record-fields';
import { locationAfter, movementsOf } from './movement-location';
import { recordSearchWrites, requestRecordSearchRefresh, searchRecordIds } from './search/record-search';

/**
 * Records about objects (spec 2 sections 3, 5 and 7), the six types alike. A save is one
 * transaction: the record, the claim on its report id (unique per museum and type), the use
 * counts of the dropdown values it references, its object's `recordUses` (an object in use cannot
 * be deleted), the type's count, the search document, the change log, and for a movement that
 * decides where its object is, the object's new location (movement-location.ts).
 */
const OBJECT_ENTITY_TYPE = 'object';
export const recordsCounter = (type: RecordType) => `records.${type.name}`;

const WRITES = {
  relatedRecord: RelatedRecordEntity,
  uniqueValue: UniqueValueEntity,
  vocabularyValue: VocabularyValueEntity,
  counter: CounterEntity,
  collectionObject: CollectionObjectEntity,
  ...searchEntities,
};
type Writes = Tx<'relatedRecord' | 'uniqueValue' | 'vocabularyValue' | 'counter' | 'collectionObject' | 'objectSearchDoc' | 'objectSearchChange'>;

const lower = (type: RecordType) => type.label.toLowerCase();
const reportIdKind = (type: RecordType) => `reportId:${type.name}`;

function reportIdTaken(type: RecordType, reportId: string): ConflictError {
  const message = `Report ID ${reportId} is already used by another ${lower(type)}.`;
  return new ConflictError(message, { field: 'reportId', fieldErrors: { reportId: message } });
}

function objectGone(objectId: string): ValidationError {
  const message = `There is no object ${objectId}.`;
  return new ValidationError(message, { objectId: message });
}

async function readRecord(tenant: string, type: RecordType, id: string): Promise<RelatedRecordItem> {
  const { data } = await RelatedRecordEntity.get({ tenant, type: type.name, id }).go({ consistent: true });
  if (!data) throw new NotFoundError(`There is no ${lower(type)} ${id}.`);
  return data;
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

/** What one save does to one object: its use count, and for movements perhaps its location. */
type ObjectEffect = { object: ObjectRecord; uses: number; move?: { location: string | undefined } };

/**
 * The object's writes for a save: one patch (DynamoDB takes one write per item in a transaction)
 * adding to `recordUses` and, when a movement moves it, setting its location at the version read
 * (its location's use counts, its search document and its own change-log entry go with it).
 */
function objectWrites(plan: Plan, e: Writes, tenant: string, effect: ObjectEffect, changes: Change[], uses: Uses) {
  const { object, move } = effect;
  const moving = move !== undefined && move.location !== object.location;
  if (!moving && effect.uses === 0) return;
  const gone = () => new ConflictError(`The object ${object.inventoryNumber} changed meanwhile. Reload it and try again.`);
  const patch = () => e.collectionObject.patch({ tenant, id: object.id });
  if (!moving) {
    plan.add(patch().add({ recordUses: effect.uses }).commit(), gone);
    return;
  }
  const version = object.version + 1;
  const recordUses = (object.recordUses ?? 0) + effect.uses;
  // The object's version condition holds the location and the use count together: a concurrent
  // movement of the same object fails (409) instead of deciding from a stale list of movements.
  const set = patch().set({ version, recordUses, ...(move.location ? { location: move.location } : {}) });
  plan.add((move.location ? set : set.remove(['location'])).where(({ version: v }, { eq }) => eq(v, object.version)).commit(), gone);
  const locationRef = (id: string | undefined) => (id ? [refOf('location', 'location', id)] : []);
  uses.added.push(...locationRef(move.location));
  uses.removed.push(...locationRef(object.location));
  const next = { ...object, location: move.location, version, recordUses };
  if (!move.location) delete next.location;
  for (const write of searchTermWrites(e, tenant, object.id, next)) plan.add(write, gone);
  changes.push({ action: 'UPDATE', entityType: OBJECT_ENTITY_TYPE, entityId: object.id, oldValue: loggable(object), newValue: loggable(next) });
}

/** For a movement: where its object is after the save (undefined: it does not move). */
async function movementEffect(tenant: string, type: RecordType, objectId: string, change: { removedId?: string; added?: RelatedRecordItem }) {
  if (type.name !== 'movement') return undefined;
  return locationAfter(await movementsOf(tenant, objectId), change);
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

/** The files a save (or delete: `after` undefined) dropped are deleted from the store, folder by folder. */
async function deleteDroppedFiles(tenant: string, type: RecordType, before: StoredFields, after: StoredFields | undefined) {
  const kept = new Set([...fileUrls(type, after).values()].flat());
  await Promise.all([...fileUrls(type, before)].map(([folder, urls]) => deleteUploads(tenant, folder, urls.filter((u) => !kept.has(u)))));
}

export async function getRecord(ctx: RequestContext, type: RecordType, id: string): Promise<RecordDto> {
  const [dto] = await recordDtos(ctx.tenant, type, [await readRecord(ctx.tenant, type, id)]);
  return dto;
}

export async function createRecord(ctx: RequestContext, type: RecordType, input: RecordInput): Promise<RecordDto> {
  const fields = storedFields(ctx.tenant, type, input);
  const refs = referencesOf(type, fields);
  const [object] = await Promise.all([readObject(ctx.tenant, input.objectId), checkReferences(ctx.tenant, refs)]);
  if (!object) throw objectGone(input.objectId);
  const item = newItem(ctx.tenant, type, randomUUID(), object.id, fields, 1, new Date().toISOString());
  const move = await movementEffect(ctx.tenant, type, object.id, { added: item });
  const plan = new Plan(() => new ConflictError(`The ${lower(type)} changed meanwhile. Reload it and try again.`));
  const changes: Change[] = [{ action: 'CREATE', entityType: type.name, entityId: item.id, newValue: loggable(item) }];
  await writeWithLog(
    ctx,
    changes,
    WRITES,
    (e) => {
      plan.add(e.relatedRecord.create(item).commit(), () => new ConflictError(`The ${lower(type)} ${item.id} already exists.`));
      if (item.reportId) claimReportId(plan, e, ctx.tenant, type, item.reportId, item.id);
      countRecords(plan, e, ctx.tenant, type, 1);
      const uses: Uses = { added: [...refs], removed: [] };
      objectWrites(plan, e, ctx.tenant, { object, uses: 1, move }, changes, uses);
      moveUses(plan, e, ctx.tenant, uses.added, uses.removed);
      indexForSearch(plan, e, ctx.tenant, type, item, object);
      return plan.writes;
    },
    plan.rejection,
  );
  return getRecord(ctx, type, item.id);
}

/**
 * Saves the whole record at the version the caller read; a field left empty is removed. A record
 * moved to another object moves its use from the old object to the new one (and, for a movement,
 * may move both objects).
 */
export async function updateRecord(ctx: RequestContext, type: RecordType, input: RecordUpdate): Promise<RecordDto> {
  const current = await readRecord(ctx.tenant, type, input.id);
  if (input.version !== current.version) throw new StaleVersionError(lower(type));
  const fields = storedFields(ctx.tenant, type, input);
  const refs = referencesOf(type, fields);
  const [object] = await Promise.all([readObject(ctx.tenant, input.objectId), checkReferences(ctx.tenant, refs)]);
  if (!object) throw objectGone(input.objectId);
  const next = newItem(ctx.tenant, type, current.id, object.id, fields, input.version + 1, current.createdAt);
  const sameObject = object.id === current.objectId;
  const previousObject = sameObject ? object : await readObject(ctx.tenant, current.objectId);
  const effects: ObjectEffect[] = sameObject
    ? [{ object, uses: 0, move: await movementEffect(ctx.tenant, type, object.id, { removedId: current.id, added: next }) }]
    : [
        { object, uses: 1, move: await movementEffect(ctx.tenant, type, object.id, { added: next }) },
        ...(previousObject ? [{ object: previousObject, uses: -1, move: await movementEffect(ctx.tenant, type, previousObject.id, { removedId: current.id }) }] : []),
      ];
  const before = current.fields as StoredFields;
  const plan = new Plan(() => new StaleVersionError(lower(type)));
  const changes: Change[] = [{ action: 'UPDATE', entityType: type.name, entityId: current.id, oldValue: loggable(current), newValue: loggable(next) }];
  await writeWithLog(
    ctx,
    changes,
    WRITES,
    (e) => {
      plan.add(
        e.relatedRecord.put(next).where(({ version }, { eq }) => eq(version, input.version)).commit(),
        () => new StaleVersionError(lower(type)),
      );
      const [was, now] = [current.reportId, next.reportId];
      if (was?.toLowerCase() !== now?.toLowerCase()) {
        if (now) claimReportId(plan, e, ctx.tenant, type, now, current.id);
        if (was) releaseReportId(plan, e, ctx.tenant, type, was);
      }
      const uses: Uses = { added: [...refs], removed: referencesOf(type, before) };
      for (const effect of effects) objectWrites(plan, e, ctx.tenant, effect, changes, uses);
      moveUses(plan, e, ctx.tenant, uses.added, uses.removed);
      indexForSearch(plan, e, ctx.tenant, type, next, object);
      return plan.writes;
    },
    plan.rejection,
  );
  await deleteDroppedFiles(ctx.tenant, type, before, fields);
  return getRecord(ctx, type, current.id);
}

/** All named records are read and checked first, so one missing or stale id deletes nothing. */
export async function deleteRecords(ctx: RequestContext, type: RecordType, ids: string[], versions?: readonly number[]) {
  const records = await Promise.all([...new Set(ids)].map((id) => readRecord(ctx.tenant, type, id)));
  checkDeleteVersions(records, ids, versions, lower(type));
  for (const current of records) {
    const object = await readObject(ctx.tenant, current.objectId);
    const move = object ? await movementEffect(ctx.tenant, type, object.id, { removedId: current.id }) : undefined;
    const plan = new Plan(() => new StaleVersionError(lower(type)));
    const changes: Change[] = [{ action: 'DELETE', entityType: type.name, entityId: current.id, oldValue: loggable(current) }];
    await writeWithLog(
      ctx,
      changes,
      WRITES,
      (e) => {
        plan.add(
          e.relatedRecord.delete({ tenant: ctx.tenant, type: type.name, id: current.id }).where(({ version }, { eq }) => eq(version, current.version)).commit(),
          () => new StaleVersionError(lower(type)),
        );
        if (current.reportId) releaseReportId(plan, e, ctx.tenant, type, current.reportId);
        countRecords(plan, e, ctx.tenant, type, -1);
        const uses: Uses = { added: [], removed: referencesOf(type, current.fields as StoredFields) };
        if (object) objectWrites(plan, e, ctx.tenant, { object, uses: -1, move }, changes, uses);
        moveUses(plan, e, ctx.tenant, uses.added, uses.removed);
        indexForSearch(plan, e, ctx.tenant, type, current, object, true);
        return plan.writes;
      },
      plan.rejection,
    );
    await deleteDroppedFiles(ctx.tenant, type, current.fields as StoredFields, undefined);
  }
  return { deleted: records.length };
}

/** Records as the API answers them, each with its object's inventory number and name (one BatchGet). */
export async function recordDtos(tenant: string, type: RecordType, items: readonly RelatedRecordItem[]): Promise<RecordDto[]> {
  const objectIds = [...new Set(items.map((i) => i.objectId))];
  const { data } = objectIds.length
    ? await CollectionObjectEntity.get(objectIds.map((id) => ({ tenant, id }))).go({ attributes: ['id', 'inventoryNumber', 'objectName'], concurrency: 4 })
    : { data: [] };
  const objects = new Map(data.map((o) => [o.id, o]));
  return items.map((item) => toRecordDto(type, item, objects.get(item.objectId)));
}

/** The records of `ids`, in their order; one deleted meanwhile is left out. */
export async function recordsById(tenant: string, type: RecordType, ids: readonly string[]): Promise<RelatedRecordItem[]> {
  if (!ids.length) return [];
  const { data } = await RelatedRecordEntity.get(ids.map((id) => ({ tenant, type: type.name, id }))).go({ consistent: true, concurrency: 4 });
  const byId = new Map(data.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * A page of records (spec 2 section 7): the page's ids and the exact total from the museum's
 * search index of the type (search/record-search.ts), then the records in one BatchGet.
 */
export async function listRecords(ctx: RequestContext, type: RecordType, params: RecordListParams) {
  const { page, size, searchText, objectId } = params;
  const filters = Object.fromEntries(type.filters.map((f) => [f, params[f] as string | undefined]));
  const found = await searchRecordIds(ctx.tenant, type, { searchText, objectId, filters }, page, size);
  if (found.refreshDue) requestRecordSearchRefresh(ctx.tenant, type);
  const items = await recordsById(ctx.tenant, type, found.ids);
  return { content: await recordDtos(ctx.tenant, type, items), totalElements: found.total, page, size };
}

