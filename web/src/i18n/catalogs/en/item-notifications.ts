/**
 * The bell of the top bar (issue 10): object changes by other users, as each user's
 * item-notification switches ask for.
 */
export const itemNotifications = {
  'itemNotifications.title': 'Notifications',
  'itemNotifications.ariaLabel': 'Notifications: {count} unread',
  // More than the counter shows: the API stops counting at the cap.
  'itemNotifications.overCap': '{cap}+',
  'itemNotifications.entry': '{user} {action, select, create {created} update {updated} other {deleted}} object {inventoryNumber} · {time}',
  'itemNotifications.markAllRead': 'Mark all as read',
  'itemNotifications.none': 'No new notifications',
} as const;
