import { randomUUID } from 'node:crypto';
import type { Entity, TransactWriteEntities } from 'electrodb';
import { createWriteTransaction } from 'electrodb/src/transaction.js';
import { countChanges } from './activity-counters';
import { APP_CONTENT_TYPES, contentVersion, contentVersionWrites } from './app-content/content-version';
import { AppChangeEntity } from './entities/app-change';
import type { RequestContext } from './context';
import { AuditEntity } from './entities/audit';
import { CounterEntity } from './entities/counter';
import { DataChangeEntity } from './entities/data-change';
import { ConflictError } from './errors';
import type { Committed, Tx } from './transaction-types';

export type { Committed, TransactionEntities, Tx } from './transaction-types';

export type ChangeAction = 'CREATE' | 'UPDATE' | 'DELETE';

export type Change = {
  action: ChangeAction;
  entityType: string;
  entityId: string;
  oldValue?: unknown;
  newValue?: unknown;
  /**
   * False for a change of app content that no visitor-app answer shows (a beacon registered
   * unassigned): the app's content version stays, so apps keep getting deltas, not full bundles.
   */
  shownInApp?: boolean;
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type EntityMap = Record<string, Entity<any, any, any, any>>;

/** What every logged write adds to its transaction: the activity-log and audit entries, the counters. */
const HISTORY = { dataChange: DataChangeEntity, audit: AuditEntity, counter: CounterEntity, appChange: AppChangeEntity };

/**
 * Writes records together with their data-change and audit entries, in one DynamoDB
 * transaction: either the change and its history are both stored, or neither is.
 *
 * `own` names the entities the record writes use (ElectroDB transacts over a map of the entities
 * it writes); `writes` returns those writes, each may carry a condition
 * (version, uniqueness). `onRejected` turns the index of a rejected write into the error the
 * caller should see.
 */
export async function writeWithLog<E extends EntityMap>(
  ctx: RequestContext,
  changes: Change[],
  own: E,
  writes: (entities: TransactWriteEntities<E>) => Committed[],
  onRejected: (index: number) => Error = () => new ConflictError('The change conflicts with the current data. Reload and try again.'),
): Promise<void> {
  // A save of app content also moves the museum's app content version on (content-version.ts).
  const touched = changes.filter((c) => APP_CONTENT_TYPES.has(c.entityType) && c.shownInApp !== false).map((c) => ({ type: c.entityType, id: c.entityId }));
  for (let attempt = 1; ; attempt++) {
    const timestamp = new Date().toISOString();
    const readVersion = touched.length ? await contentVersion(ctx.tenant) : 0;
    let versionAt = Infinity;
    const result = await createWriteTransaction({ ...own, ...HISTORY }, (e) => {
      // The callback gets the map passed in; ElectroDB's types cannot split a generic
      // intersection, so each half is viewed through its own type.
      const log = e as unknown as TransactWriteEntities<typeof HISTORY>;
      const items = [
        ...writes(e as unknown as TransactWriteEntities<E>),
        ...changes.flatMap((change) => history(log, ctx, change, timestamp)),
        ...(changes.length ? countChanges(log, ctx.tenant, timestamp, changes.length) : []),
      ];
      versionAt = items.length;
      return touched.length ? [...items, ...contentVersionWrites(log, ctx.tenant, readVersion, touched, timestamp)] : items;
    }).go();
    if (!result.canceled) return;
    // ElectroDB reports each write's fate in order; a failed condition names the conflict.
    const outcomes = result.data as ReadonlyArray<{ code?: string }>;
    const index = outcomes.findIndex((item) => item.code === 'ConditionalCheckFailed');
    // A failed condition of the caller's writes is the caller's conflict; one of the content
    // version's means another save took the next number first: read it again and retry below.
    if (index >= 0 && index < versionAt) throw onRejected(index);
    // A malformed write is a bug, not contention: trying it again cannot help.
    const invalid = (outcomes as ReadonlyArray<{ code?: string; message?: string }>).find((item) => item.code === 'ValidationError');
    if (invalid) throw new Error(`The transaction was refused: ${invalid.message}`);
    // Concurrent writers touched the same items (the shared counters): try again shortly.
    if (attempt >= MAX_ATTEMPTS) throw new ConflictError('The data is busy with other changes. Try again.');
    await new Promise((r) => setTimeout(r, 10 * attempt + Math.random() * 40));
  }
}

const MAX_ATTEMPTS = 8;

/** The activity-log entry and the record's audit entry for one change. */
function history(entities: Tx<'dataChange' | 'audit'>, ctx: RequestContext, change: Change, timestamp: string): Committed[] {
  // The audit entry names its data-change entry, so the Change History reads the change's fields
  // with one batch read instead of searching the museum's log (functions/history/audit-changes.ts).
  const changeId = randomUUID();
  // Only the restored record's own entry: a restored movement may also move its object.
  const mark = ctx.restoring;
  const restoredFrom = mark && mark.entityType === change.entityType && mark.entityId === change.entityId ? { changeId: mark.changeId, timestamp: mark.timestamp } : undefined;
  return [
    entities.dataChange
      .create({
        tenant: ctx.tenant,
        id: changeId,
        timestamp,
        userId: ctx.user.id,
        user: ctx.user.username,
        action: change.action,
        entityType: change.entityType,
        entityId: change.entityId,
        oldValue: change.oldValue,
        newValue: change.newValue,
        restoredFrom,
      })
      .commit(),
    entities.audit
      .create({
        tenant: ctx.tenant,
        objectType: change.entityType,
        objectId: change.entityId,
        id: randomUUID(),
        timestamp,
        action: change.action.toLowerCase() as 'create' | 'update' | 'delete',
        userId: ctx.user.id,
        username: ctx.user.username,
        changeId,
        restoredFrom,
      })
      .commit(),
  ];
}

/** Strips the bookkeeping the change log should not repeat in old/new values. */
export function loggable<T extends Record<string, unknown>>(record: T | null | undefined) {
  if (!record) return undefined;
  // An object's tally is its records' bookkeeping (functions/catalogue/dashboard-figures): each record's own entry says it.
  const { tenant: _tenant, tally: _tally, tallyVersion: _tallyVersion, ...rest } = record;
  return rest;
}
