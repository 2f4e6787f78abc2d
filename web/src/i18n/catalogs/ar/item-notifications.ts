import type { Translation } from '../catalog';
import type { itemNotifications as english } from '../en/item-notifications';

export const itemNotifications = {
  'itemNotifications.title': 'الإشعارات',
  'itemNotifications.ariaLabel': 'الإشعارات: {count} غير مقروءة',
  'itemNotifications.overCap': '{cap}+',
  'itemNotifications.entry': '{user} {action, select, create {أنشأ} update {حدّث} other {حذف}} القطعة {inventoryNumber} · {time}',
  'itemNotifications.markAllRead': 'تعليم الكل كمقروء',
  'itemNotifications.none': 'لا توجد إشعارات جديدة',
} as const satisfies Translation<typeof english>;
