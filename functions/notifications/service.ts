import type { RequestContext } from '../lib/context';
import { DataChangeEntity, NOTIFIED_ENTITY_TYPE } from '../lib/entities/data-change';
import { UserEntity } from '../lib/entities/user';
import { NotFoundError } from '../lib/errors';
import type { UserRecord } from '../lib/entities/records';
import {
  NOTIFICATION_ACTIONS,
  NOTIFICATIONS_PAGE_SIZE,
  UNREAD_CAP,
  type Notification,
  type NotificationAction,
  type Notifications,
} from '../../shared/schemas/notification';
import { notificationOf, type LoggedObjectChange } from './notification-of';

/** Entries one query page evaluates (DynamoDB's Limit counts them before the filter). */
export const QUERY_PAGE = 100;
/**
 * What one request reads at most: a user who has not looked for a long time, while mostly they
 * themselves changed objects, still costs a bounded read (their counter may then undercount).
 */
const MAX_EVALUATED = 1000;

/** The item actions the user switched on, as the change log spells them. */
export function switchedOn(user: Pick<UserRecord, 'notification'>): NotificationAction[] {
  return NOTIFICATION_ACTIONS.filter((action) => Boolean(user.notification?.item?.[action]));
}

/** Changes before this are read: the user's mark, or their creation (nothing older concerns them). */
function readUpTo(user: Pick<UserRecord, 'notificationsReadUpTo' | 'createdAt'>): string {
  return user.notificationsReadUpTo ?? user.createdAt ?? new Date(0).toISOString();
}

async function callerRecord(ctx: RequestContext): Promise<UserRecord> {
  if (ctx.profile) return ctx.profile.user;
  const { data } = await UserEntity.get({ tenant: ctx.tenant, id: ctx.user.id }).go();
  if (!data) throw new NotFoundError(`There is no user ${ctx.user.id}.`);
  return data;
}

/**
 * The caller's unread notifications: object changes after their mark, by someone else, of an
 * action they switched on. One partition (the museum's object changes, newest first), read until
 * the mark, until more than the counter shows are found, or `MAX_EVALUATED` entries: never the museum.
 */
export async function notificationsFor(ctx: RequestContext, user?: UserRecord): Promise<Notifications & { queryPages: number }> {
  const me = user ?? (await callerRecord(ctx));
  const wanted = switchedOn(me).map((action) => action.toUpperCase() as Uppercase<NotificationAction>);
  if (!wanted.length) return { unread: 0, items: [], queryPages: 0 };
  const since = readUpTo(me);

  const found: Notification[] = [];
  let evaluated = 0;
  let queryPages = 0;
  let cursor: string | null = null;
  do {
    const page: { data: LoggedObjectChange[]; cursor: string | null } = await DataChangeEntity.query
      .byEntityTypeTime({ tenant: ctx.tenant, entityType: NOTIFIED_ENTITY_TYPE })
      .gt({ timestamp: since })
      .where(({ userId, action }, { ne, eq }) => `${ne(userId, me.id)} AND (${wanted.map((a) => eq(action, a)).join(' OR ')})`)
      .go({ order: 'desc', limit: QUERY_PAGE, pages: 1, cursor });
    evaluated += QUERY_PAGE;
    queryPages += 1;
    cursor = page.cursor;
    // The sort key's millisecond may equal the mark: what was marked read stays read.
    found.push(...page.data.filter((entry) => entry.timestamp > since).map(notificationOf));
  } while (cursor && found.length <= UNREAD_CAP && evaluated < MAX_EVALUATED);

  // queryPages (each evaluates at most QUERY_PAGE entries) is for the benchmark, not for callers.
  return { unread: Math.min(found.length, UNREAD_CAP), items: found.slice(0, NOTIFICATIONS_PAGE_SIZE), queryPages };
}

/**
 * Marks the caller's notifications read up to `upTo` (never later than now, never back from a
 * later mark). A patch of that attribute alone: no version bump, no change-log entry (reading
 * one's notifications changes no record anyone audits).
 */
export async function markRead(ctx: RequestContext, input: { upTo: string }) {
  const me = await callerRecord(ctx);
  const requested = new Date(input.upTo).toISOString();
  const now = new Date().toISOString();
  const upTo = [requested < now ? requested : now, readUpTo(me)].sort().at(-1)!;
  await UserEntity.patch({ tenant: ctx.tenant, id: me.id }).set({ notificationsReadUpTo: upTo }).go();
  return notificationsFor(ctx, { ...me, notificationsReadUpTo: upTo });
}
