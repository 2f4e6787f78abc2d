import type { PlaceLevel, RecordType } from '../../../shared/records/record-type';
import { loggable, writeWithLog, type Change, type Tx } from '../../lib/change-log';
import type { RequestContext } from '../../lib/context';
import { CollectionObjectEntity } from '../../lib/entities/collection-object';
import { CounterEntity } from '../../lib/entities/counter';
import { ImportRowEntity } from '../../lib/entities/import-row';
import { RelatedRecordEntity } from '../../lib/entities/related-record';
import { UniqueValueEntity } from '../../lib/entities/unique-value';
import { VocabularyValueEntity } from '../../lib/entities/vocabulary-value';
import { ConflictError } from '../../lib/errors';
import { Plan } from '../../lib/write-plan';
import { pauseAfterTallyMoved, planCounterMoves, TALLY_ATTEMPTS, TallyMovedError } from '../dashboard-figures/counter-moves';
import { addFactMoves, factsOf, type CounterMove, type Tally } from '../dashboard-figures/object-facts';
import type { ObjectRecord } from '../objects/object-record';
import { fitTransactions, inRounds, refuseSharedItems } from '../objects/save-groups';
import { searchEntities, searchTermWrites } from '../objects/search/search-writes';
import { countUses, usageDeltas } from '../vocabularies/engine';
import { objectAt, objectPlace, placeReferences, samePlace, type Place } from './movement-place';
import { missingValue, type RecordRef } from './record-fields';
import { lower, recordsCounter } from './record-reads';

/**
 * How the records service writes a block of saves of one type (docs/imports.md#saves-in-blocks),
 * as the objects' block saves do: in as few transactions as DynamoDB's 100 items allow, the
 * type's count, the dashboard counters and the value uses moved once per transaction by the
 * block's sum. A record also writes its object (use count, tally, perhaps its whole place), and
 * a transaction writes an item once: the block goes in rounds with one save per object
 * (`inRounds`), each round worked out from one read of its objects. The form's save is a block of one.
 */
const WRITES = {
  relatedRecord: RelatedRecordEntity,
  uniqueValue: UniqueValueEntity,
  vocabularyValue: VocabularyValueEntity,
  counter: CounterEntity,
  collectionObject: CollectionObjectEntity,
  importRow: ImportRowEntity,
  ...searchEntities,
};
export type Writes = Tx<'relatedRecord' | 'uniqueValue' | 'vocabularyValue' | 'counter' | 'collectionObject' | 'objectSearchDoc' | 'objectSearchChange' | 'importRow'>;

const OBJECT_ENTITY_TYPE = 'object';

/**
 * The use counts a save moves, gathered before they are written: a movement's own locations and
 * its object's location can name the same value, and a transaction writes each item once.
 */
export type Uses = { added: RecordRef[]; removed: RecordRef[] };

/** What one save does to one object: its use count, its tally, and for movements perhaps its whole location. */
export type ObjectEffect = { object: ObjectRecord; uses: number; tally: Tally; move?: { place: Place } };

/** The object's Location fields a move writes: those it sets, and those it clears. */
type LocationWrite = { set: Record<string, string | boolean>; removed: PlaceLevel[] };

/** Everything a save writes to an object, worked out before the transaction (which may be built twice). */
type ObjectPlan = { effect: ObjectEffect; next: ObjectRecord; moving?: LocationWrite };

/**
 * The object after a save: its use count and tally, and when a movement moves it, its whole
 * location, every Location field the place does not name cleared (its locations' use counts,
 * its search document and its own change-log entry go with it).
 */
export function planObject(effect: ObjectEffect, uses: Uses, changes: Change[]): ObjectPlan {
  const { object, move } = effect;
  const counted: ObjectRecord = { ...object, recordUses: (object.recordUses ?? 0) + effect.uses, tally: effect.tally, tallyVersion: (object.tallyVersion ?? 0) + 1 };
  if (!move || samePlace(move.place, objectPlace(object))) return { effect, next: counted };
  const { next, set, removed } = objectAt({ ...counted, version: object.version + 1 }, move.place);
  uses.added.push(...placeReferences(move.place));
  uses.removed.push(...placeReferences(objectPlace(object)));
  changes.push({ action: 'UPDATE', entityType: OBJECT_ENTITY_TYPE, entityId: object.id, oldValue: loggable(object), newValue: loggable(next) });
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

/** Moves use counts from `removed` to `added`; a value deleted meanwhile fails the save. */
function moveUses(plan: Plan, e: Writes, tenant: string, { added, removed }: Uses) {
  const deltas = usageDeltas(added, removed);
  countUses(e, tenant, added, removed).forEach((write, i) => {
    const ref = [...added, ...removed].find((r) => r.list === deltas[i].ref.list && r.id === deltas[i].ref.id)!;
    plan.add(write, () => missingValue(ref.field, ref.type, ref.id));
  });
}

/**
 * A save worked out from its objects as read: its log entries (its own, and a moved object's),
 * the uses it moves, what it does to its objects, how it moves the type's count, and its own
 * writes (`own` of them: the record, its report id's claim and release, its two search items,
 * the ledger entry).
 */
export type PreparedSave = { changes: Change[]; uses: Uses; objectPlans: ObjectPlan[]; count: number; own: number; write: (plan: Plan, e: Writes) => void };

/** A save of a block: the record and report ids it names, the objects it writes, and how it is worked out from them. */
export type BlockSave = {
  keys: readonly string[];
  objectIds: readonly string[];
  prepare: (objects: ReadonlyMap<string, ObjectRecord>) => Promise<PreparedSave>;
};

/** The items a prepared save writes, for `fitTransactions`: the activity counters are the fit's own. */
function shapeOf(p: PreparedSave, type: RecordType) {
  const objectItems = p.objectPlans.reduce((n, o) => n + 1 + (o.moving ? 2 : 0), 0);
  const facts = p.objectPlans.flatMap((o) => [...factsOf(o.effect.object), ...factsOf(o.next)].map((f) => f.name));
  const uses = [...p.uses.added, ...p.uses.removed].map((r) => `${r.list}\u0000${r.id}`);
  return { own: p.own + 2 * p.changes.length + objectItems, keys: [], shared: [recordsCounter(type), ...facts, ...uses] };
}

async function objectsOf(tenant: string, ids: readonly string[]): Promise<Map<string, ObjectRecord>> {
  const keys = [...new Set(ids)].map((id) => ({ tenant, id }));
  const { data } = keys.length ? await CollectionObjectEntity.get(keys).go({ consistent: true, concurrency: 4 }) : { data: [] };
  return new Map(data.map((o) => [o.id, o]));
}

async function writeTransaction(ctx: RequestContext, type: RecordType, group: readonly PreparedSave[], otherwise: () => Error) {
  const plan = new Plan(otherwise);
  await writeWithLog(
    ctx,
    group.flatMap((p) => p.changes),
    WRITES,
    (e) =>
      plan.attempt(() => {
        const moves = new Map<string, CounterMove>();
        const uses: Uses = { added: [], removed: [] };
        for (const p of group) {
          p.write(plan, e);
          for (const objectPlan of p.objectPlans) {
            objectWrites(plan, e, ctx.tenant, objectPlan);
            addFactMoves(moves, objectPlan.effect.object, objectPlan.next);
          }
          uses.added.push(...p.uses.added);
          uses.removed.push(...p.uses.removed);
        }
        const count = group.reduce((n, p) => n + p.count, 0);
        if (count) plan.add(e.counter.update({ tenant: ctx.tenant, name: recordsCounter(type) }).add({ count }).commit(), () => new ConflictError('The record count is busy. Try again.'));
        planCounterMoves(plan, e, ctx.tenant, moves);
        moveUses(plan, e, ctx.tenant, uses);
      }),
    plan.rejection,
  );
}

/** A save changed its object meanwhile more often than it could be worked out again. */
const objectBusy = (type: RecordType) => new ConflictError(`The object of this ${lower(type)} is busy with other changes. Try again.`);

/**
 * A round's saves worked out from one read of their objects and written a transaction at a time;
 * a transaction refused because an object's tally moved on (another lane saved a record of it) is
 * worked out again from a fresh read, its saves alone, so nothing the round wrote is written twice.
 */
async function writeRound(ctx: RequestContext, type: RecordType, saves: readonly BlockSave[], otherwise: () => Error, attempt = 1): Promise<void> {
  const objects = await objectsOf(ctx.tenant, saves.flatMap((s) => s.objectIds));
  const prepared = await Promise.all(saves.map(async (save) => ({ save, prepared: await save.prepare(objects) })));
  for (const group of fitTransactions(prepared, (p) => shapeOf(p.prepared, type))) {
    try {
      await writeTransaction(ctx, type, group.map((p) => p.prepared), otherwise);
    } catch (error) {
      if (!(error instanceof TallyMovedError)) throw error;
      if (attempt >= TALLY_ATTEMPTS) throw objectBusy(type);
      await pauseAfterTallyMoved(attempt);
      await writeRound(ctx, type, group.map((p) => p.save), otherwise, attempt + 1);
    }
  }
}

/**
 * Writes a block of saves of one type. A block in which two saves name one record or report id is
 * refused before anything is written; any other refusal (a version moved on, a report id taken,
 * a value deleted, a ledger entry an earlier run wrote) fails its transaction with the first
 * refused save's error, the transactions before it written: the import's steps then save the
 * block row by row, each with its own ledger condition. `otherwise`: the error of a refusal no
 * write names.
 */
export async function writeBlock(ctx: RequestContext, type: RecordType, saves: readonly BlockSave[], otherwise: () => Error): Promise<void> {
  refuseSharedItems(saves, (save) => save.keys);
  for (const round of inRounds(saves, (save) => save.objectIds)) await writeRound(ctx, type, round, otherwise);
}
