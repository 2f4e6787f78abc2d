import type { Notification, NotificationAction } from '../../shared/schemas/notification';

/** A data-change entry of an object as the log keeps it (old and new values are the record). */
export type LoggedObjectChange = {
  id: string;
  timestamp: string;
  user: string;
  action: 'CREATE' | 'UPDATE' | 'DELETE';
  entityId: string;
  oldValue?: unknown;
  newValue?: unknown;
};

function text(record: unknown, field: string): string | null {
  const value = record && typeof record === 'object' ? (record as Record<string, unknown>)[field] : undefined;
  return typeof value === 'string' && value ? value : null;
}

/** One notification: the object as the change left it (as it was, for a delete). */
export function notificationOf(entry: LoggedObjectChange): Notification {
  const record = entry.action === 'DELETE' ? entry.oldValue : (entry.newValue ?? entry.oldValue);
  return {
    id: entry.id,
    action: entry.action.toLowerCase() as NotificationAction,
    objectId: entry.entityId,
    inventoryNumber: text(record, 'inventoryNumber'),
    objectName: text(record, 'objectName'),
    by: entry.user,
    at: entry.timestamp,
  };
}
