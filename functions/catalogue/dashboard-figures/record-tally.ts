import type { RecordTypeName } from '../../../shared/records/record-type';
import { RelatedRecordEntity, type RelatedRecordItem } from '../../lib/entities/related-record';
import type { ObjectRecord } from '../objects/object-record';
import type { Tally } from './object-facts';

/**
 * An object's tally (object-facts.ts) after one of its records is added, removed or replaced:
 * records per type, curatorial forms with an object label, and its latest condition record (by
 * condition date, then creation: the order of the byObject index) with that record's value.
 */
export type TalliedRecord = Pick<RelatedRecordItem, 'id' | 'type' | 'order' | 'createdAt' | 'fields'>;

const fieldOf = (record: TalliedRecord, field: string) => (record.fields as Record<string, unknown>)[field];

export function isLabelled(record: TalliedRecord): boolean {
  const label = fieldOf(record, 'objectLabel');
  return record.type === 'curatorialForm' && typeof label === 'string' && label.trim() !== '';
}

/** The record's place among its object's conditions: the byObject index's order. */
export const conditionKey = (record: Pick<TalliedRecord, 'order' | 'createdAt' | 'id'>) => `${record.order}#${record.createdAt}#${record.id}`;

type Latest = { key: string; value: string | undefined };

const valueOf = (record: TalliedRecord) => {
  const value = fieldOf(record, 'condition');
  return typeof value === 'string' ? value : undefined;
};

/** The object's newest conditions from the index, newest first (a few: the caller skips at most two). */
async function newestConditions(tenant: string, objectId: string): Promise<TalliedRecord[]> {
  const { data } = await RelatedRecordEntity.query
    .byObject({ tenant, objectId })
    .begins({ type: 'condition' })
    .go({ order: 'desc', count: 3, attributes: ['id', 'type', 'order', 'createdAt', 'fields'] });
  return data.filter((r) => r.type === 'condition');
}

/**
 * The latest condition after the change. Only when the latest itself is removed or replaced is
 * the index read: every other record is older than the kept latest, or is the added one.
 */
async function latestAfter(tenant: string, objectId: string, tally: Tally, change: { removed?: TalliedRecord; added?: TalliedRecord }): Promise<Latest | undefined> {
  const { removed, added } = change;
  const current: Latest | undefined = tally.latestConditionKey ? { key: tally.latestConditionKey, value: tally.latestCondition } : undefined;
  let candidates: Latest[] = current ? [current] : [];
  if (removed?.type === 'condition' && current?.key.endsWith(`#${removed.id}`)) {
    const others = (await newestConditions(tenant, objectId)).filter((r) => r.id !== removed.id && r.id !== added?.id);
    candidates = others.slice(0, 1).map((r) => ({ key: conditionKey(r), value: valueOf(r) }));
  }
  if (added?.type === 'condition') candidates.push({ key: conditionKey(added), value: valueOf(added) });
  return candidates.reduce<Latest | undefined>((best, c) => (!best || c.key > best.key ? c : best), undefined);
}

/** The object's tally once `removed` (deleted, or the stored version of an edit) gives way to `added`. */
export async function tallyAfter(tenant: string, object: ObjectRecord, change: { removed?: TalliedRecord; added?: TalliedRecord }): Promise<Tally> {
  const before: Tally = object.tally ?? {};
  const tally: Tally = { ...before };
  const count = (type: RecordTypeName, by: number) => {
    tally[type] = (tally[type] ?? 0) + by;
  };
  const { removed, added } = change;
  if (removed) count(removed.type, -1);
  if (added) count(added.type, 1);
  const labelled = (added && isLabelled(added) ? 1 : 0) - (removed && isLabelled(removed) ? 1 : 0);
  if (labelled) tally.labelled = (tally.labelled ?? 0) + labelled;
  if (removed?.type === 'condition' || added?.type === 'condition') {
    const latest = await latestAfter(tenant, object.id, before, change);
    delete tally.latestConditionKey;
    delete tally.latestCondition;
    if (latest) tally.latestConditionKey = latest.key;
    if (latest?.value) tally.latestCondition = latest.value;
  }
  return tally;
}
