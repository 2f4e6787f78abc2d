import { RECORD_TYPE_NAMES } from '../../../shared/records/record-types';
import { CollectionObjectEntity } from '../../lib/entities/collection-object';
import { CounterEntity } from '../../lib/entities/counter';
import { RelatedRecordEntity } from '../../lib/entities/related-record';
import type { ObjectRecord } from '../objects/object-record';
import { recordsCounter } from '../records/record-reads';
import { RECORD_TYPES } from '../../../shared/records/record-types';
import { OBJECTS_COUNTER } from '../objects/object-record';
import { addFactMoves, effectiveMoves, type CounterMove, type Tally } from './object-facts';
import { conditionKey, isLabelled, type TalliedRecord } from './record-tally';

/**
 * The operator's recount (`npm run recount`): works every dashboard counter and every object's
 * tally out again from the objects and their records, reports where the stored ones drifted, and
 * puts them right. It reads a whole museum, so it is a command, never a request path.
 *
 * Each correction is conditional on the value it read: a save landing meanwhile makes that
 * correction fail and be reported as busy (run the recount again), never overwritten.
 */
export type Drift = { name: string; stored: number; expected: number };
export type TallyDrift = { objectId: string; stored: Tally; expected: Tally };
export type RecountReport = {
  objects: number;
  records: number;
  counters: Drift[];
  tallies: TallyDrift[];
  /** Corrections a concurrent save overtook. */
  busy: string[];
  fixed: boolean;
};

/** Counters the recount owns: the object count, the dashboard's, and each record type's count. */
const OWNED_PREFIXES = ['dash.'];

async function allObjects(tenant: string): Promise<ObjectRecord[]> {
  const { data } = await CollectionObjectEntity.query.byId({ tenant }).go({ pages: 'all' });
  return data;
}

async function allRecords(tenant: string): Promise<(TalliedRecord & { objectId: string })[]> {
  const all: (TalliedRecord & { objectId: string })[] = [];
  for (const type of RECORD_TYPE_NAMES) {
    const { data } = await RelatedRecordEntity.query.byId({ tenant, type }).go({ pages: 'all', attributes: ['id', 'type', 'objectId', 'order', 'createdAt', 'fields'] });
    all.push(...data);
  }
  return all;
}

/** The tally each object's records give (record-tally.ts keeps the same on every save). */
export function talliesOf(records: readonly (TalliedRecord & { objectId: string })[]): Map<string, Tally> {
  const tallies = new Map<string, Tally>();
  for (const record of records) {
    const tally = tallies.get(record.objectId) ?? {};
    tally[record.type] = (tally[record.type] ?? 0) + 1;
    if (isLabelled(record)) tally.labelled = (tally.labelled ?? 0) + 1;
    if (record.type === 'condition') {
      const key = conditionKey(record);
      if (!tally.latestConditionKey || key > tally.latestConditionKey) {
        tally.latestConditionKey = key;
        const value = (record.fields as Record<string, unknown>).condition;
        if (typeof value === 'string') tally.latestCondition = value;
        else delete tally.latestCondition;
      }
    }
    tallies.set(record.objectId, tally);
  }
  return tallies;
}

/** Two tallies say the same (a missing count is zero). */
function sameTally(a: Tally | undefined, b: Tally | undefined): boolean {
  const counted = [...RECORD_TYPE_NAMES, 'labelled'] as const;
  if (counted.some((k) => (a?.[k] ?? 0) !== (b?.[k] ?? 0))) return false;
  return (a?.latestConditionKey ?? '') === (b?.latestConditionKey ?? '') && (a?.latestCondition ?? '') === (b?.latestCondition ?? '');
}

async function storedCounters(tenant: string): Promise<Map<string, number>> {
  const stored = new Map<string, number>();
  for (const prefix of OWNED_PREFIXES) {
    const { data } = await CounterEntity.query.byName({ tenant }).begins({ name: prefix }).go({ pages: 'all' });
    for (const c of data) stored.set(c.name, c.count ?? 0);
  }
  const singles = [OBJECTS_COUNTER, ...Object.values(RECORD_TYPES).map(recordsCounter)];
  const { data } = await CounterEntity.get(singles.map((name) => ({ tenant, name }))).go();
  for (const c of data) stored.set(c.name, c.count ?? 0);
  return stored;
}

async function setCounter(tenant: string, name: string, stored: number | undefined, move: CounterMove | undefined, expected: number) {
  const update = CounterEntity.update({ tenant, name }).set({ count: expected, ...(move?.label ? { label: move.label } : {}) });
  await update.where(({ count }, { eq, notExists }) => (stored === undefined ? notExists(count) : eq(count, stored))).go();
}

async function setTally(tenant: string, object: ObjectRecord, tally: Tally) {
  const held = object.tallyVersion;
  await CollectionObjectEntity.patch({ tenant, id: object.id })
    .set({ tally, tallyVersion: (held ?? 0) + 1 })
    .where(({ tallyVersion }, { eq, notExists }) => (held === undefined ? notExists(tallyVersion) : eq(tallyVersion, held)))
    .go();
}

export async function recount(tenant: string, options: { fix: boolean }): Promise<RecountReport> {
  const [objects, records] = await Promise.all([allObjects(tenant), allRecords(tenant)]);
  const tallies = talliesOf(records);
  const expected = new Map<string, CounterMove>();
  const tallyDrift: TallyDrift[] = [];
  for (const object of objects) {
    const tally = tallies.get(object.id) ?? {};
    if (!sameTally(object.tally, tally)) tallyDrift.push({ objectId: object.id, stored: object.tally ?? {}, expected: tally });
    addFactMoves(expected, undefined, { ...object, tally });
  }
  for (const type of Object.values(RECORD_TYPES)) {
    expected.set(recordsCounter(type), { by: records.filter((r) => r.type === type.name).length });
  }
  const stored = await storedCounters(tenant);
  const names = new Set([...stored.keys(), ...effectiveMoves(expected).map(([name]) => name)]);
  const counters: Drift[] = [...names]
    .map((name) => ({ name, stored: stored.get(name) ?? 0, expected: expected.get(name)?.by ?? 0 }))
    .filter((d) => d.stored !== d.expected)
    .sort((a, b) => a.name.localeCompare(b.name));

  const busy: string[] = [];
  if (options.fix) {
    const byId = new Map(objects.map((o) => [o.id, o]));
    for (const drift of tallyDrift) {
      await setTally(tenant, byId.get(drift.objectId)!, drift.expected).catch(() => busy.push(`object ${drift.objectId}`));
    }
    for (const drift of counters) {
      await setCounter(tenant, drift.name, stored.get(drift.name), expected.get(drift.name), drift.expected).catch(() => busy.push(`counter ${drift.name}`));
    }
  }
  return { objects: objects.length, records: records.length, counters, tallies: tallyDrift, busy, fixed: options.fix };
}
