import * as z from 'zod/mini';
import { PagingSchema } from '../../shared/schemas/user';
import type { RequestContext } from '../lib/context';
import { db } from '../lib/entities';

export const AuditQuerySchema = z.object({
  objectId: z.string({ error: 'objectId is required.' }).check(z.minLength(1, 'objectId is required.')),
  objectType: z.string({ error: 'objectType is required.' }).check(z.minLength(1, 'objectType is required.')),
});

export const DataChangeQuerySchema = z.object({
  page: PagingSchema.shape.page,
  size: PagingSchema.shape.size,
  from: z.optional(z.string()),
  to: z.optional(z.string()),
});

/** The Change History panel: newest first, from the record's own partition. */
export async function auditTrail(ctx: RequestContext, query: z.infer<typeof AuditQuerySchema>) {
  const { data } = await db.entities.audit
    .query.byObject({ tenant: ctx.tenant, objectType: query.objectType, objectId: query.objectId })
    .go({ order: 'desc', pages: 'all' });
  return data.map((a) => ({ id: a.id, action: a.action, userId: a.userId, username: a.username, timestamp: a.timestamp }));
}

/** A day given as YYYY-MM-DD covers the whole day; an ISO timestamp is taken as it is. */
function bound(value: string | undefined, end: boolean): string | undefined {
  if (!value) return undefined;
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return end ? `${value}T23:59:59.999Z~` : `${value}T00:00:00.000Z`;
  return end ? `${value}~` : value;
}

/** The activity log: the tenant's changes in a time range, newest first, paged. */
export async function dataChanges(ctx: RequestContext, query: z.infer<typeof DataChangeQuerySchema>) {
  const from = bound(query.from, false) ?? '0000';
  const to = bound(query.to, true) ?? '9999';
  const { data } = await db.entities.dataChange
    .query.byTime({ tenant: ctx.tenant })
    .between({ timestamp: from }, { timestamp: to })
    .go({ order: 'desc', pages: 'all' });
  const page = data.slice(query.page * query.size, (query.page + 1) * query.size);
  return {
    content: page.map((c) => ({
      id: c.id,
      user: c.user,
      userId: c.userId,
      timestamp: c.timestamp,
      action: c.action,
      entityType: c.entityType,
      entityId: c.entityId,
      prettyPrint: JSON.stringify({ old: c.oldValue ?? null, new: c.newValue ?? null }, null, 2),
    })),
    totalElements: data.length,
  };
}
