import { randomUUID } from 'node:crypto';
import type { EntityItem } from 'electrodb';
import { DEFAULT_COLOUR } from '../../../shared/constants';
import { loggable, writeWithLog, type Committed, type Tx } from '../../lib/change-log';
import type { RequestContext } from '../../lib/context';
import { checkDeleteVersions } from '../../lib/delete-versions';
import { UniqueValueEntity } from '../../lib/entities/unique-value';
import { VocabularyValueEntity } from '../../lib/entities/vocabulary-value';
import { ConflictError, NotFoundError, StaleVersionError, ValidationError } from '../../lib/errors';

/**
 * The vocabulary engine: the rules every controlled list shares, whether the Settings reference
 * lists or the dropdowns serve it. A list is one partition; values are unique in their list
 * (case-insensitive; in a child list, per parent); a value that records or child values still
 * use cannot be deleted, and the count that says so is kept on write, never counted by a scan.
 */
export type VocabularyList = {
  /** The partition: `categories`, `dropdown.classification`. */
  readonly key: string;
  /** What the activity log and the Change History name the values by. */
  readonly entityType: string;
  /** How messages name a value of the list: 'Category'. */
  readonly label: string;
  readonly colour?: boolean;
  /** Its values can be marked bad (the condition dropdown: the dashboard's Objects in Bad Condition). */
  readonly badFlag?: boolean;
  /** Each value of a child list belongs to one value of `parent` (a subcategory to a category). */
  readonly parent?: VocabularyList;
  /** The request field that names the parent, for field errors (`category`, `parentId`). */
  readonly parentField?: string;
};

export type ValueRecord = EntityItem<typeof VocabularyValueEntity>;
/** A reference from a record to a vocabulary value. */
export type ValueRef = { readonly list: string; readonly id: string };
export type NewValue = { value: string; color?: string; parentId?: string; bad?: boolean };
export type ValueChange = { value?: string; color?: string; parentId?: string; bad?: boolean };
/** An update names the version the caller read: the write conditions on exactly it, never on a re-read one. */
export type ValueUpdate = ValueChange & { version: number };

/** What a value write touches: the value and the claim on its text. */
export const VALUE_WRITES = { vocabularyValue: VocabularyValueEntity, uniqueValue: UniqueValueEntity };

/** Transactions hold at most 100 items; a chunk of values stays well below with its history. */
export const VALUES_PER_TRANSACTION = 15;

// Made on the first sort, not at load: starting ICU's collator costs about 5 ms, and most
// requests (writes, single reads) never sort.
let collator: Intl.Collator | undefined;
export const byValue = (a: { value: string }, b: { value: string }) =>
  (collator ??= new Intl.Collator(undefined, { sensitivity: 'base', numeric: true })).compare(a.value, b.value);

/** Spaces inside a value are not a difference: 'Oil  paint' is 'Oil paint'. */
export function normaliseValue(value: string): string {
  return value.trim().replace(/\s+/gu, ' ');
}

/** The scope a value must be unique in (the claim's `kind`; its value is lower-cased by the entity). */
export function uniquenessScope(list: VocabularyList, parentId: string | undefined): string {
  return list.parent ? `vocabulary#${list.key}#${parentId ?? ''}` : `vocabulary#${list.key}`;
}

export function inUseMessage(label: string, value: string, usage: number): string {
  return `${label} "${value}" is used by ${usage} record${usage === 1 ? '' : 's'}, so it cannot be deleted.`;
}

export function duplicateMessage(label: string, value: string): string {
  return `${label} "${value}" already exists.`;
}

/**
 * The writes that change how many records use some values, for the caller's own transaction:
 * `added` gain one use each, `removed` lose one. Repeats are summed and references that cancel
 * out write nothing, because a transaction may touch each item only once. A write whose value
 * does not exist is rejected (the transaction fails), so a record never points at nothing.
 *
 * Every module whose records reference vocabulary values (objects, POIs, reports) calls this
 * in the transaction that creates, changes or deletes the record, with `vocabularyValue` among
 * the entities it gives `writeWithLog`.
 */
export function countUses(e: Tx<'vocabularyValue'>, tenant: string, added: readonly ValueRef[], removed: readonly ValueRef[] = []): Committed[] {
  return usageDeltas(added, removed).map(({ ref, by }) =>
    e.vocabularyValue.patch({ tenant, list: ref.list, id: ref.id }).add({ usage: by }).commit(),
  );
}

/** Sums uses per value; pure, so the rule is tested without DynamoDB. */
export function usageDeltas(added: readonly ValueRef[], removed: readonly ValueRef[]): { ref: ValueRef; by: number }[] {
  const totals = new Map<string, { ref: ValueRef; by: number }>();
  const count = (ref: ValueRef, by: number) => {
    const key = `${ref.list}\u0000${ref.id}`;
    const entry = totals.get(key) ?? { ref, by: 0 };
    entry.by += by;
    totals.set(key, entry);
  };
  added.forEach((ref) => count(ref, 1));
  removed.forEach((ref) => count(ref, -1));
  return [...totals.values()].filter((entry) => entry.by !== 0);
}

function claim(e: Tx<'uniqueValue'>, tenant: string, list: VocabularyList, value: string, parentId: string | undefined, ownerId: string): Committed {
  return e.uniqueValue.create({ tenant, kind: uniquenessScope(list, parentId), value: normaliseValue(value), ownerId }).commit();
}

function release(e: Tx<'uniqueValue'>, tenant: string, list: VocabularyList, value: string, parentId: string | undefined): Committed {
  return e.uniqueValue.delete({ tenant, kind: uniquenessScope(list, parentId), value: normaliseValue(value) }).commit();
}

const parentRef = (list: VocabularyList, parentId: string | undefined): ValueRef[] =>
  list.parent && parentId ? [{ list: list.parent.key, id: parentId }] : [];

function missingParent(list: VocabularyList, parentId: string | undefined): ValidationError {
  const field = list.parentField ?? 'parentId';
  const message = parentId ? `There is no ${list.parent?.label} ${parentId}.` : `Choose the ${list.parent?.label} first.`;
  return new ValidationError(message, { [field]: message });
}

function noBadFlag(list: VocabularyList): ValidationError {
  const message = `A ${list.label} value cannot be marked as a bad condition.`;
  return new ValidationError(message, { badCondition: message });
}

/** Checks a new value's parent and colour against its list; returns the record to store. */
export function newValueRecord(tenant: string, list: VocabularyList, input: NewValue, id: string = randomUUID()): ValueRecord {
  if (list.parent && !input.parentId) throw missingParent(list, undefined);
  if (!list.parent && input.parentId) throw new ValidationError(`A ${list.label} has no parent value.`);
  if (!list.colour && input.color) throw new ValidationError(`A ${list.label} has no colour.`, { color: `A ${list.label} has no colour.` });
  if (!list.badFlag && input.bad) throw noBadFlag(list);
  const value = normaliseValue(input.value);
  return {
    tenant,
    list: list.key,
    id,
    value,
    search: value.toLowerCase(),
    ...(list.colour ? { color: input.color ?? DEFAULT_COLOUR } : {}),
    ...(input.parentId ? { parentId: input.parentId } : {}),
    ...(list.badFlag ? { bad: input.bad ?? false } : {}),
    usage: 0,
    version: 1,
  };
}

/** The writes that store new values of one list with their claims and their parents' uses. */
export function createWrites(e: Tx<'vocabularyValue' | 'uniqueValue'>, tenant: string, list: VocabularyList, records: readonly ValueRecord[]): Committed[] {
  return [
    ...records.map((r) => e.vocabularyValue.create(r).commit()),
    ...records.map((r) => claim(e, tenant, list, r.value, r.parentId, r.id)),
    ...countUses(e, tenant, records.flatMap((r) => parentRef(list, r.parentId))),
  ];
}

/** Maps the index of a rejected write of `createWrites` (after `offset` writes of the caller) to its error. */
export function createRejection(list: VocabularyList, records: readonly ValueRecord[], index: number, offset = 0): Error {
  const at = index - offset;
  const n = records.length;
  if (at >= 0 && at < n) return new ConflictError(`The ${list.label} ${records[at].id} already exists.`);
  if (at >= n && at < 2 * n) {
    const message = duplicateMessage(list.label, records[at - n].value);
    return new ConflictError(message, { field: 'value', fieldErrors: { value: message } });
  }
  return missingParent(list, records.find((r) => r.parentId)?.parentId);
}

export function changeFor(list: VocabularyList, record: ValueRecord) {
  return { action: 'CREATE' as const, entityType: list.entityType, entityId: record.id, newValue: loggable(record) };
}

export async function listValues(tenant: string, list: VocabularyList, filter: { search?: string; parentId?: string } = {}): Promise<ValueRecord[]> {
  const needle = filter.search ? normaliseValue(filter.search).toLowerCase() : '';
  const parentId = filter.parentId;
  const query = VocabularyValueEntity.query.byList({ tenant, list: list.key });
  const filtered =
    needle || parentId
      ? query.where((attr, op) =>
          [needle ? op.contains(attr.search, needle) : '', parentId ? op.eq(attr.parentId, parentId) : ''].filter(Boolean).join(' AND '),
        )
      : query;
  // Consistent: the list is reloaded right after a save and must show it.
  const { data } = await filtered.go({ pages: 'all', consistent: true });
  return data.sort(byValue);
}

export async function getValue(tenant: string, list: VocabularyList, id: string): Promise<ValueRecord> {
  const { data } = await VocabularyValueEntity.get({ tenant, list: list.key, id }).go({ consistent: true });
  if (!data) throw new NotFoundError(`There is no ${list.label} ${id}.`);
  return data;
}

export async function createValue(ctx: RequestContext, list: VocabularyList, input: NewValue, id?: string): Promise<ValueRecord> {
  const record = newValueRecord(ctx.tenant, list, input, id);
  await writeWithLog(
    ctx,
    [changeFor(list, record)],
    VALUE_WRITES,
    (e) => createWrites(e, ctx.tenant, list, [record]),
    (index) => createRejection(list, [record], index),
  );
  return record;
}

export async function updateValue(ctx: RequestContext, list: VocabularyList, id: string, change: ValueUpdate): Promise<ValueRecord> {
  const current = await getValue(ctx.tenant, list, id);
  if (change.version !== current.version) throw new StaleVersionError(list.label);
  if (!list.colour && change.color) throw new ValidationError(`A ${list.label} has no colour.`, { color: `A ${list.label} has no colour.` });
  if (!list.parent && change.parentId) throw new ValidationError(`A ${list.label} has no parent value.`);
  if (!list.badFlag && change.bad) throw noBadFlag(list);

  const value = change.value === undefined ? current.value : normaliseValue(change.value);
  const color = list.colour ? (change.color ?? current.color ?? DEFAULT_COLOUR) : undefined;
  const parentId = list.parent ? (change.parentId ?? current.parentId) : undefined;
  const renamed = value.toLowerCase() !== current.value.toLowerCase();
  const reparented = parentId !== current.parentId;
  const bad = list.badFlag ? (change.bad ?? current.bad ?? false) : undefined;
  if (value === current.value && color === current.color && !reparented && bad === (list.badFlag ? (current.bad ?? false) : undefined)) return current;

  const set = {
    value,
    search: value.toLowerCase(),
    ...(color ? { color } : {}),
    ...(parentId ? { parentId } : {}),
    ...(bad === undefined ? {} : { bad }),
    version: change.version + 1,
  };
  const next: ValueRecord = { ...current, ...set };
  const moveClaim = renamed || reparented;
  await writeWithLog(
    ctx,
    [{ action: 'UPDATE', entityType: list.entityType, entityId: id, oldValue: loggable(current), newValue: loggable(next) }],
    VALUE_WRITES,
    (e) => [
      e.vocabularyValue
        .patch({ tenant: ctx.tenant, list: list.key, id })
        .set(set)
        .where((attr, op) => op.eq(attr.version, change.version))
        .commit(),
      ...(moveClaim
        ? [claim(e, ctx.tenant, list, value, parentId, id), release(e, ctx.tenant, list, current.value, current.parentId)]
        : []),
      ...(reparented ? countUses(e, ctx.tenant, parentRef(list, parentId), parentRef(list, current.parentId)) : []),
    ],
    (index) => {
      if (index === 0) return new StaleVersionError(list.label);
      if (moveClaim && index === 1) {
        const message = duplicateMessage(list.label, value);
        return new ConflictError(message, { field: 'value', fieldErrors: { value: message } });
      }
      return missingParent(list, parentId);
    },
  );
  return next;
}

/**
 * Deletes values of one list. All are checked first, so a request that names one value in use
 * deletes nothing; the delete itself is conditional on no use, so a record that starts using
 * a value meanwhile still wins.
 */
export async function deleteValues(ctx: RequestContext, list: VocabularyList, ids: readonly string[], versions?: readonly number[]): Promise<{ deleted: number }> {
  const unique = [...new Set(ids)];
  const records = await Promise.all(unique.map((id) => getValue(ctx.tenant, list, id)));
  checkDeleteVersions(records, ids, versions, list.label);
  const inUse = records.find((r) => r.usage > 0);
  if (inUse) throw new ConflictError(inUseMessage(list.label, inUse.value, inUse.usage), { usage: inUse.usage });

  for (let start = 0; start < records.length; start += VALUES_PER_TRANSACTION) {
    const chunk = records.slice(start, start + VALUES_PER_TRANSACTION);
    await writeWithLog(
      ctx,
      chunk.map((r) => ({ action: 'DELETE' as const, entityType: list.entityType, entityId: r.id, oldValue: loggable(r) })),
      VALUE_WRITES,
      (e) => [
        ...chunk.map((r) =>
          e.vocabularyValue
            .delete({ tenant: ctx.tenant, list: list.key, id: r.id })
            .where((attr, op) => `${op.eq(attr.usage, 0)} AND ${op.eq(attr.version, r.version)}`)
            .commit(),
        ),
        ...chunk.map((r) => release(e, ctx.tenant, list, r.value, r.parentId)),
        ...countUses(e, ctx.tenant, [], chunk.flatMap((r) => parentRef(list, r.parentId))),
      ],
      (index) => (index >= 0 && index < chunk.length ? new ConflictError(`The ${list.label} "${chunk[index].value}" changed meanwhile. Reload and try again.`) : new ConflictError('The values changed meanwhile. Reload and try again.')),
    );
  }
  return { deleted: records.length };
}
