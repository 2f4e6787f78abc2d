import { randomUUID } from 'node:crypto';
import type { RecordType } from '../../../shared/records/record-type';
import { importReasons } from '../../../shared/schemas/import-reasons';
import type { RecordDto, RecordInput, RecordUpdate } from '../../../shared/schemas/records';
import { loggable, type Change } from '../../lib/change-log';
import type { RequestContext } from '../../lib/context';
import { checkDeleteVersions } from '../../lib/delete-versions';
import type { RelatedRecordItem } from '../../lib/entities/related-record';
import { VocabularyValueEntity } from '../../lib/entities/vocabulary-value';
import { ConflictError, NotFoundError, StaleVersionError, ValidationError } from '../../lib/errors';
import { addLedger, type SaveOptions } from '../imports/import-ledger';
import { deleteUploads } from '../../lib/uploads';
import type { Plan } from '../../lib/write-plan';
import type { ObjectRecord } from '../objects/object-record';
import { fileUrls, missingValue, referencesOf, storedFields, type RecordRef, type StoredFields } from './record-fields';
import { getRecord, lower, readRecord, recordsById } from './record-reads';
import { placeAfter, movementsOf } from './movement-location';
import { objectPlace, placeLeftOnSave, withPlaceLeft } from './movement-place';
import { tallyAfter } from '../dashboard-figures/record-tally';
import { recordSearchWrites } from './search/record-search-writes';
import { planObject, writeBlock, type BlockSave, type ObjectEffect, type PreparedSave, type Uses, type Writes } from './record-blocks';

/**
 * Records about objects (spec 2 sections 3, 5 and 7), the six types alike. A save writes, in one
 * transaction: the record, the claim on its report id (unique per museum and type), the use
 * counts of the dropdown values it references, its object's `recordUses` (an object in use cannot
 * be deleted) and tally with the dashboard counters it moves (../dashboard-figures), the type's
 * count, the search document, the change log, and for a movement that decides where its object
 * is, the object's new whole location (movement-location.ts, movement-place.ts). Saves come in
 * blocks (`createRecords`, `updateRecords`, `removeRecords`; record-blocks.ts), the form's a
 * block of one: there is one save path.
 */
const reportIdKind = (type: RecordType) => `reportId:${type.name}`;

function reportIdTaken(type: RecordType, reportId: string): ConflictError {
  const message = importReasons.reportIdUsed(reportId, lower(type));
  return new ConflictError(message, { field: 'reportId', fieldErrors: { reportId: message } });
}

function objectGone(objectId: string): ValidationError {
  const message = `There is no object ${objectId}.`;
  return new ValidationError(message, { objectId: message });
}

/** Every value a block's fields reference must exist in this museum (the transaction's use counts condition on it too). */
async function checkReferences(tenant: string, refs: readonly RecordRef[]) {
  if (!refs.length) return;
  const keys = [...new Map(refs.map((r) => [`${r.list}\u0000${r.id}`, { tenant, list: r.list, id: r.id }])).values()];
  const { data } = await VocabularyValueEntity.get(keys).go({ consistent: true, concurrency: 4 });
  const found = new Set(data.map((v) => `${v.list}\u0000${v.id}`));
  const missing = refs.find((r) => !found.has(`${r.list}\u0000${r.id}`));
  if (missing) throw missingValue(missing.field, missing.type, missing.id);
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

function indexForSearch(plan: Plan, e: Writes, tenant: string, type: RecordType, item: RelatedRecordItem, object: ObjectRecord | undefined, deleted = false) {
  const searchable = deleted ? null : { record: item, object: { inventoryNumber: object?.inventoryNumber ?? '', objectName: object?.objectName ?? null } };
  for (const write of recordSearchWrites(e, tenant, type, item.id, searchable)) plan.add(write, () => new StaleVersionError(lower(type)));
}

const reportIdOf = (fields: StoredFields) => (typeof fields.reportId === 'string' ? fields.reportId : undefined);
/** What no two saves of a block may both write: the record, and each report id it claims or releases. */
const recordKeys = (id: string, ...reportIds: (string | undefined)[]) => [`record:${id}`, ...reportIds.flatMap((r) => (r ? [`report:${r.toLowerCase()}`] : []))];
/** The items a save writes of its own besides its log entries: the record, its two search items, the ledger entry, its report id's claim and release. */
const ownItems = (options: SaveOptions, reportIdWrites: number) => 3 + (options.ledger ? 1 : 0) + reportIdWrites;

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

/** One record of a block of creates (`createRecords`), with the import's id and ledger entry when an import saves it. */
export type RecordCreation = { readonly input: RecordInput; readonly options?: SaveOptions };

/** Creates a block of records (record-blocks.ts); the ids they took, in order. */
export async function createRecords(ctx: RequestContext, type: RecordType, creations: readonly RecordCreation[]): Promise<string[]> {
  const createdAt = new Date().toISOString();
  const saves = creations.map(({ input, options = {} }) => ({ input, options, id: options.id ?? randomUUID(), given: storedFields(ctx.tenant, type, input) }));
  await checkReferences(ctx.tenant, saves.flatMap((s) => referencesOf(type, s.given)));
  const blockSaves = saves.map(({ input, options, id, given }): BlockSave => ({
    keys: recordKeys(id, reportIdOf(given)),
    objectIds: [input.objectId],
    async prepare(objects): Promise<PreparedSave> {
      const object = objects.get(input.objectId);
      if (!object) throw objectGone(input.objectId);
      // A movement leaves where its object is now, as the server reads it (never the client's word).
      const fields = withPlaceLeft(type, given, objectPlace(object));
      const item = newItem(ctx.tenant, type, id, input.objectId, fields, 1, createdAt);
      const effect: ObjectEffect = {
        object,
        uses: 1,
        tally: await tallyAfter(ctx.tenant, object, { added: item }),
        move: await movementEffect(ctx.tenant, type, object.id, { added: item }),
      };
      const changes: Change[] = [{ action: 'CREATE', entityType: type.name, entityId: item.id, newValue: loggable(item) }];
      const uses: Uses = { added: referencesOf(type, fields), removed: [] };
      return {
        changes,
        uses,
        objectPlans: [planObject(effect, uses, changes)],
        count: 1,
        own: ownItems(options, item.reportId ? 1 : 0),
        write(plan, e) {
          addLedger(plan, e, options);
          plan.add(e.relatedRecord.create(item).commit(), () => new ConflictError(`The ${lower(type)} ${item.id} already exists.`));
          if (item.reportId) claimReportId(plan, e, ctx.tenant, type, item.reportId, item.id);
          indexForSearch(plan, e, ctx.tenant, type, item, object);
        },
      };
    },
  }));
  await writeBlock(ctx, type, blockSaves, () => new ConflictError(`The ${lower(type)} changed meanwhile. Reload it and try again.`));
  return saves.map((s) => s.id);
}

/** `options` carry an import's id for the record and its ledger entry. */
export async function createRecord(ctx: RequestContext, type: RecordType, input: RecordInput, options: SaveOptions = {}): Promise<RecordDto> {
  const [id] = await createRecords(ctx, type, [{ input, options }]);
  return getRecord(ctx, type, id);
}

/** What an update does to the objects involved: its own, and the one it leaves when moved to another. */
async function updateEffects(tenant: string, type: RecordType, current: RelatedRecordItem, next: RelatedRecordItem, object: ObjectRecord, previous: ObjectRecord | undefined): Promise<ObjectEffect[]> {
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

/** One record of a block of updates (`updateRecords`): the whole record at the version its caller read. */
export type RecordChange = { readonly input: RecordUpdate; readonly options?: SaveOptions };

/**
 * Saves a block of records, each whole at the version its caller read (a field left empty is
 * removed; record-blocks.ts). A record moved to another object moves its use from the old object
 * to the new one (and, for a movement, may move both objects).
 */
export async function updateRecords(ctx: RequestContext, type: RecordType, changes: readonly RecordChange[]): Promise<void> {
  // An id named twice is read once; the block is then refused whole (record-blocks.ts).
  const held = new Map((await recordsById(ctx.tenant, type, [...new Set(changes.map((c) => c.input.id))])).map((r) => [r.id, r]));
  const saves = changes.map(({ input, options = {} }) => {
    const current = held.get(input.id);
    if (!current) throw new NotFoundError(`There is no ${lower(type)} ${input.id}.`);
    if (input.version !== current.version) throw new StaleVersionError(lower(type));
    return { input, options, current, given: storedFields(ctx.tenant, type, input) };
  });
  await checkReferences(ctx.tenant, saves.flatMap((s) => referencesOf(type, s.given)));
  const blockSaves = saves.map(({ input, options, current, given }): BlockSave => {
    const [was, now] = [current.reportId, reportIdOf(given)];
    const renamed = was?.toLowerCase() !== now?.toLowerCase();
    return {
      keys: recordKeys(current.id, ...(renamed ? [was, now] : [])),
      objectIds: [...new Set([input.objectId, current.objectId])],
      async prepare(objects): Promise<PreparedSave> {
        const object = objects.get(input.objectId);
        if (!object) throw objectGone(input.objectId);
        // A movement keeps the place it left; moved to another object, it leaves where that one is.
        const fields = withPlaceLeft(type, given, placeLeftOnSave(current, object));
        const next = newItem(ctx.tenant, type, current.id, object.id, fields, input.version + 1, current.createdAt);
        const changes: Change[] = [{ action: 'UPDATE', entityType: type.name, entityId: current.id, oldValue: loggable(current), newValue: loggable(next) }];
        const uses: Uses = { added: referencesOf(type, fields), removed: referencesOf(type, current.fields as StoredFields) };
        const effects = await updateEffects(ctx.tenant, type, current, next, object, objects.get(current.objectId));
        return {
          changes,
          uses,
          objectPlans: effects.map((effect) => planObject(effect, uses, changes)),
          count: 0,
          own: ownItems(options, renamed ? Number(Boolean(was)) + Number(Boolean(now)) : 0),
          write(plan, e) {
            addLedger(plan, e, options);
            plan.add(e.relatedRecord.put(next).where(({ version }, { eq }) => eq(version, input.version)).commit(), () => new StaleVersionError(lower(type)));
            if (renamed && now) claimReportId(plan, e, ctx.tenant, type, now, current.id);
            if (renamed && was) releaseReportId(plan, e, ctx.tenant, type, was);
            indexForSearch(plan, e, ctx.tenant, type, next, object);
          },
        };
      },
    };
  });
  await writeBlock(ctx, type, blockSaves, () => new StaleVersionError(lower(type)));
  // Files are no place fields: the given fields drop what the saved ones do.
  for (const { options, current, given } of saves) await deleteDroppedFiles(ctx.tenant, type, current.fields as StoredFields, given, options);
}

/** Saves the whole record at the version the caller read; a field left empty is removed. */
export async function updateRecord(ctx: RequestContext, type: RecordType, input: RecordUpdate, options: SaveOptions = {}): Promise<RecordDto> {
  await updateRecords(ctx, type, [{ input, options }]);
  return getRecord(ctx, type, input.id);
}

/** One record of a block of deletes (`removeRecords`): the record as read, deleted only while it is at that version. */
export type RecordRemoval = { readonly current: RelatedRecordItem; readonly options?: SaveOptions };

/** Deletes a block of records (record-blocks.ts), moving their objects' use counts, tallies and perhaps locations. */
export async function removeRecords(ctx: RequestContext, type: RecordType, removals: readonly RecordRemoval[]): Promise<void> {
  const blockSaves = removals.map(({ current, options = {} }): BlockSave => ({
    keys: recordKeys(current.id, current.reportId),
    objectIds: [current.objectId],
    async prepare(objects): Promise<PreparedSave> {
      const object = objects.get(current.objectId);
      const changes: Change[] = [{ action: 'DELETE', entityType: type.name, entityId: current.id, oldValue: loggable(current) }];
      const uses: Uses = { added: [], removed: referencesOf(type, current.fields as StoredFields) };
      const effect: ObjectEffect | undefined = object && {
        object,
        uses: -1,
        tally: await tallyAfter(ctx.tenant, object, { removed: current }),
        move: await movementEffect(ctx.tenant, type, object.id, { removedId: current.id }),
      };
      return {
        changes,
        uses,
        objectPlans: effect ? [planObject(effect, uses, changes)] : [],
        count: -1,
        own: ownItems(options, current.reportId ? 1 : 0),
        write(plan, e) {
          addLedger(plan, e, options);
          plan.add(
            e.relatedRecord.delete({ tenant: ctx.tenant, type: type.name, id: current.id }).where(({ version }, { eq }) => eq(version, current.version)).commit(),
            () => new StaleVersionError(lower(type)),
          );
          if (current.reportId) releaseReportId(plan, e, ctx.tenant, type, current.reportId);
          indexForSearch(plan, e, ctx.tenant, type, current, object, true);
        },
      };
    },
  }));
  await writeBlock(ctx, type, blockSaves, () => new StaleVersionError(lower(type)));
  for (const { current, options = {} } of removals) await deleteDroppedFiles(ctx.tenant, type, current.fields as StoredFields, undefined, options);
}

/** All named records are read and checked first, so one missing or stale id deletes nothing. */
export async function deleteRecords(ctx: RequestContext, type: RecordType, ids: string[], versions?: readonly number[], options: SaveOptions = {}) {
  const records = await Promise.all([...new Set(ids)].map((id) => readRecord(ctx.tenant, type, id)));
  checkDeleteVersions(records, ids, versions, lower(type));
  await removeRecords(ctx, type, records.map((current) => ({ current, options })));
  return { deleted: records.length };
}
