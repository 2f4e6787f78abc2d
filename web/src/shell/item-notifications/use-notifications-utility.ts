import type { TopNavigationProps } from '@cloudscape-design/components/top-navigation';
import { useCallback } from 'react';
import { generatePath } from 'react-router-dom';
import { UNREAD_CAP, type Notification } from '../../../../shared/schemas/notification';
import { formatTimestamp } from '../../components/date-time/date-time';
import { useDateDisplay } from '../../components/date-time/use-date-display';
import { useT } from '../../i18n/use-t';
import { SCREENS } from '../../screens';
import { useOnFollow } from '../use-on-follow';
import { useItemNotifications } from './use-item-notifications';

export const MARK_ALL_READ_ID = 'notifications-mark-all-read';
const NONE_ID = 'notifications-none';

// Menu items are plain text, so <Ltr> and <bdi> cannot wrap their parts: Unicode isolates do the
// same (LRI for inventory numbers and times, FSI for the username staff typed).
const ltr = (text: string) => `\u2066${text}\u2069`;
const isolated = (text: string) => `\u2068${text}\u2069`;

const OBJECT_FORM_PATH = SCREENS.find((s) => s.page === 'objectForm' && s.paths.some((p) => p.includes(':id')))!.paths.find((p) => p.includes(':id'))!;

/** Where a notification leads: the object's form, unless the object is gone. */
export function notificationHref(notification: Notification): string | undefined {
  return notification.action === 'delete' ? undefined : generatePath(OBJECT_FORM_PATH, { id: notification.objectId });
}

/**
 * The bell of the top bar: the unread counter ('99+' past the cap) and the newest notifications,
 * each linking to its object, then 'Mark all as read'. `undefined` when the user has no
 * Item-Cataloging module (then nothing is asked of the API either).
 */
export function useNotificationsUtility(enabled: boolean): TopNavigationProps.Utility | undefined {
  const t = useT();
  const display = useDateDisplay();
  const onFollow = useOnFollow();
  const { notifications, markAllRead } = useItemNotifications(enabled);
  const { unread, items } = notifications;

  const onItemClick = useCallback(
    (event: CustomEvent<{ id: string }>) => {
      if (event.detail.id === MARK_ALL_READ_ID) void markAllRead();
    },
    [markAllRead],
  );

  if (!enabled) return undefined;
  const counter = unread >= UNREAD_CAP ? t('itemNotifications.overCap', { cap: UNREAD_CAP }) : String(unread);
  return {
    type: 'menu-dropdown',
    iconName: 'notification',
    title: t('itemNotifications.title'),
    text: unread ? ltr(counter) : undefined,
    badge: unread > 0,
    ariaLabel: t('itemNotifications.ariaLabel', { count: counter }),
    disableUtilityCollapse: true,
    items: [
      ...(items.length
        ? items.map((n) => ({
            id: `notification-${n.id}`,
            text: t('itemNotifications.entry', {
              user: isolated(n.by),
              action: n.action,
              inventoryNumber: ltr(n.inventoryNumber ?? n.objectId),
              time: ltr(formatTimestamp(n.at, display)),
            }),
            href: notificationHref(n),
          }))
        : [{ id: NONE_ID, text: t('itemNotifications.none'), disabled: true }]),
      { id: MARK_ALL_READ_ID, text: t('itemNotifications.markAllRead'), disabled: !items.length },
    ],
    onItemClick,
    onItemFollow: onFollow,
  };
}
