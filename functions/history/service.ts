import type * as z from 'zod/mini';
import type { AuditQuerySchema, DataChange, DataChangeQuery } from '../../shared/schemas/history';
import type { RequestContext } from '../lib/context';
import { AuditEntity } from '../lib/entities/audit';
import { ForbiddenError, ValidationError } from '../lib/errors';
import { mayReadHistoryOf } from './audit-areas';
import { withFieldChanges } from './audit-changes';
import { pageOfChanges, spanOf } from './change-paging';
import { changeStore, type DataChangeEntry } from './change-store';
import { restoredNote } from './restored-note';
import { withValueNames } from '../changes/value-names';

/**
 * The Change History panel: newest first, from the record's own partition, each entry with the
 * fields its change set or altered (and the names of the records their values are ids of). The history says who changed what and when, so only those who
 * may read the record's area see it.
 */
export async function auditTrail(ctx: RequestContext, query: z.infer<typeof AuditQuerySchema>) {
  const allowed = mayReadHistoryOf(ctx.grant, query.objectType);
  if (allowed === undefined) {
    throw new ValidationError('There is no change history of that object type.', { objectType: 'Unknown object type.' });
  }
  if (!allowed) throw new ForbiddenError();
  const { data } = await AuditEntity
    .query.byObject({ tenant: ctx.tenant, objectType: query.objectType, objectId: query.objectId })
    .go({ order: 'desc', pages: 'all' });
  const entries = await withFieldChanges(ctx.tenant, data);
  const changes = await withValueNames(ctx.tenant, query.objectType, entries.map((a) => a.changes));
  return entries.map((a, i) => ({
    id: a.id,
    action: a.action,
    userId: a.userId,
    username: a.username,
    timestamp: a.timestamp,
    changes: changes[i],
    changeId: a.changeId ?? a.foundChangeId,
    restoredFrom: a.restoredFrom,
  }));
}

/**
 * The activity log: the tenant's changes in a range, newest first, paged. Days are days in the
 * museum's time zone (23 or 25 hours when the clocks change); see change-paging.ts for how a
 * page deep in the log stays cheap.
 */
export async function dataChanges(ctx: RequestContext, query: DataChangeQuery) {
  const span = spanOf(query.from, query.to, ctx.registry.timeZone);
  if (span.from >= span.to) throw new ValidationError('The start date is after the end date.', { from: 'The start date is after the end date.' });
  const page = await pageOfChanges(changeStore(ctx.tenant), span, query.page, query.size);
  return { content: page.content.map((c) => toDto(c, ctx.registry.timeZone)), totalElements: page.totalElements, itemsRead: page.itemsRead };
}

function toDto(c: DataChangeEntry, timeZone: string): DataChange {
  return {
    id: c.id,
    user: c.user,
    userId: c.userId,
    timestamp: c.timestamp,
    action: c.action,
    entityType: c.entityType,
    entityId: c.entityId,
    oldValue: c.oldValue ?? null,
    newValue: c.newValue ?? null,
    prettyPrint: JSON.stringify({ old: c.oldValue ?? null, new: c.newValue ?? null }, null, 2),
    ...(c.restoredFrom ? { restoredFrom: c.restoredFrom, note: restoredNote(c.restoredFrom.timestamp, timeZone) } : {}),
  };
}
