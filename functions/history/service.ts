import * as z from 'zod/mini';
import { PagingSchema } from '../../shared/schemas/common';
import { DAY_PREFIX, HOUR_PREFIX } from '../lib/activity-counters';
import type { RequestContext } from '../lib/context';
import { AuditEntity } from '../lib/entities/audit';
import { CounterEntity } from '../lib/entities/counter';
import { DataChangeEntity } from '../lib/entities/data-change';
import { ValidationError } from '../lib/errors';

export const AuditQuerySchema = z.object({
  objectId: z.string({ error: 'objectId is required.' }).check(z.minLength(1, 'objectId is required.')),
  objectType: z.string({ error: 'objectType is required.' }).check(z.minLength(1, 'objectType is required.')),
});

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const dateOrTime = z.optional(
  z.string().check(z.refine((v) => DAY.test(v) || !Number.isNaN(Date.parse(v)), 'Use a date (YYYY-MM-DD) or an ISO timestamp.')),
);

export const DataChangeQuerySchema = z.object({
  page: PagingSchema.shape.page,
  size: PagingSchema.shape.size,
  from: dateOrTime,
  to: dateOrTime,
});
type DataChangeQuery = z.infer<typeof DataChangeQuerySchema>;

/** The Change History panel: newest first, from the record's own partition. */
export async function auditTrail(ctx: RequestContext, query: z.infer<typeof AuditQuerySchema>) {
  const { data } = await AuditEntity
    .query.byObject({ tenant: ctx.tenant, objectType: query.objectType, objectId: query.objectId })
    .go({ order: 'desc', pages: 'all' });
  return data.map((a) => ({ id: a.id, action: a.action, userId: a.userId, username: a.username, timestamp: a.timestamp }));
}

// `~` sorts after every character of an ISO timestamp: an upper bound that includes the whole day.
const startOf = (v: string) => (DAY.test(v) ? `${v}T00:00:00.000Z` : new Date(v).toISOString());
const endOf = (v: string) => (DAY.test(v) ? `${v}T23:59:59.999Z~` : `${new Date(v).toISOString()}~`);

type Bucket = { key: string; count: number };

async function counters(tenant: string, from: string, to: string): Promise<Bucket[]> {
  const { data } = await CounterEntity
    .query.byName({ tenant })
    .between({ name: from }, { name: to })
    .go({ order: 'desc', pages: 'all' });
  return data.map((c) => ({ key: c.name, count: c.count ?? 0 })).filter((b) => b.count > 0);
}

/** Which bucket holds the entry at `offset` (newest first), and how far into it. */
function locate(buckets: Bucket[], offset: number): { bucket: Bucket; within: number } | undefined {
  let before = 0;
  for (const bucket of buckets) {
    if (offset < before + bucket.count) return { bucket, within: offset - before };
    before += bucket.count;
  }
  return undefined;
}

/**
 * The activity log: the tenant's changes in a day range, newest first, paged. The total is the
 * sum of the day counters; the page starts at the hour its first entry falls in, so a page reads
 * at most one hour's entries before it plus the page itself, however deep it is.
 */
export async function dataChanges(ctx: RequestContext, query: DataChangeQuery) {
  const exactTimes = [query.from, query.to].some((v) => v && !DAY.test(v));
  if (exactTimes) return dataChangesReadInFull(ctx, query);
  const fromDay = query.from ?? '0000-00-00';
  const toDay = query.to ?? '9999-99-99';
  if (fromDay > toDay) throw new ValidationError('The start date is after the end date.', { from: 'The start date is after the end date.' });

  const days = await counters(ctx.tenant, DAY_PREFIX + fromDay, DAY_PREFIX + toDay);
  const totalElements = days.reduce((sum, d) => sum + d.count, 0);
  const day = locate(days, query.page * query.size);
  if (!day) return { content: [], totalElements, itemsRead: 0 };

  const date = day.bucket.key.slice(DAY_PREFIX.length);
  const hours = await counters(ctx.tenant, `${HOUR_PREFIX}${date}T00`, `${HOUR_PREFIX}${date}T23`);
  const hour = locate(hours, day.within);
  // Counters and entries are written together, so the hour is found; the day is the fallback.
  const startHour = hour ? hour.bucket.key.slice(HOUR_PREFIX.length) : `${date}T23`;
  const skip = hour ? hour.within : day.within;

  const { data } = await DataChangeEntity
    .query.byTime({ tenant: ctx.tenant })
    .between({ timestamp: startOf(fromDay) }, { timestamp: `${startHour}:59:59.999Z~` })
    .go({ order: 'desc', limit: skip + query.size });
  return { content: data.slice(skip).map(toDto), totalElements, itemsRead: data.length };
}

/** Ranges given to the second are rare (the console sends days): they count by reading. */
async function dataChangesReadInFull(ctx: RequestContext, query: DataChangeQuery) {
  const { data } = await DataChangeEntity
    .query.byTime({ tenant: ctx.tenant })
    .between({ timestamp: query.from ? startOf(query.from) : '0000' }, { timestamp: query.to ? endOf(query.to) : '9999' })
    .go({ order: 'desc', pages: 'all' });
  const page = data.slice(query.page * query.size, (query.page + 1) * query.size);
  return { content: page.map(toDto), totalElements: data.length, itemsRead: data.length };
}

type DataChangeRecord = Awaited<ReturnType<ReturnType<typeof DataChangeEntity.get>['go']>>['data'];

function toDto(c: NonNullable<DataChangeRecord>) {
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
  };
}
