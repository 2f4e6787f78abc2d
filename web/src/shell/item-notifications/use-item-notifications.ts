import { useCallback, useEffect, useState } from 'react';
import { NotificationsSchema, type Notifications } from '../../../../shared/schemas/notification';
import { useApi } from '../../api/api-context';

/** How often the bell asks, besides when the window regains focus. */
export const NOTIFICATIONS_POLL_MS = 30_000;

const NONE: Notifications = { unread: 0, items: [] };

/**
 * The caller's unread item notifications, polled every 30 s and on focus while `enabled`.
 * A failed poll keeps what was shown and stays quiet: the bell is not worth an error notice every
 * 30 seconds, and the next poll tries again.
 */
export function useItemNotifications(enabled: boolean) {
  const api = useApi();
  const [notifications, setNotifications] = useState<Notifications>(NONE);

  const refresh = useCallback(async () => {
    try {
      setNotifications(NotificationsSchema.parse(await api.get('/notifications')));
    } catch (error) {
      console.warn('Notifications poll failed', error);
    }
  }, [api]);

  useEffect(() => {
    if (!enabled) {
      setNotifications(NONE);
      return;
    }
    void refresh();
    const timer = window.setInterval(() => void refresh(), NOTIFICATIONS_POLL_MS);
    const onFocus = () => void refresh();
    window.addEventListener('focus', onFocus);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('focus', onFocus);
    };
  }, [enabled, refresh]);

  /** Up to the newest shown: a change that arrives meanwhile stays unread. */
  const markAllRead = useCallback(async () => {
    const newest = notifications.items[0];
    if (!newest) return;
    try {
      setNotifications(NotificationsSchema.parse(await api.post('/notifications/read', { upTo: newest.at })));
    } catch (error) {
      console.warn('Marking notifications read failed', error);
    }
  }, [api, notifications]);

  return { notifications, markAllRead };
}
