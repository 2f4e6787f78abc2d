import * as z from 'zod/mini';
import { responseSchema } from './common';

/** The item actions a user can switch notifications on for (their `notification.item`). */
export const NOTIFICATION_ACTIONS = ['create', 'update', 'delete'] as const;
export type NotificationAction = (typeof NOTIFICATION_ACTIONS)[number];

/** A page of notifications holds at most this many; older unread ones still count. */
export const NOTIFICATIONS_PAGE_SIZE = 50;
/** The counter stops here (the bell shows '99+'). */
export const UNREAD_CAP = 99;

export const NOTIFICATION_MESSAGES = {
  upTo: 'upTo must be an ISO 8601 date and time, such as 2026-01-31T12:00:00.000Z.',
} as const;

/** One object change by someone else: who did what to which object, and when (ISO). */
export const NotificationSchema = responseSchema(() =>
  z.object({
    id: z.string(),
    action: z.enum(NOTIFICATION_ACTIONS),
    objectId: z.string(),
    inventoryNumber: z.nullable(z.string()),
    objectName: z.nullable(z.string()),
    by: z.string(),
    at: z.string(),
  }),
);

/** GET /notifications: the unread count (capped at `UNREAD_CAP`) and the newest of them. */
export const NotificationsSchema = responseSchema(() => z.object({ unread: z.number(), items: z.array(NotificationSchema) }));

/** POST /notifications/read: everything up to this time is read. */
export const NotificationsReadSchema = z.object({ upTo: z.iso.datetime({ message: NOTIFICATION_MESSAGES.upTo }) });

export type Notification = z.infer<typeof NotificationSchema>;
export type Notifications = z.infer<typeof NotificationsSchema>;
