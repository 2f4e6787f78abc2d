import type { FlashbarProps } from '@cloudscape-design/components/flashbar';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useT, type Translate } from '../i18n/use-t';

/**
 * A notice's text: written with the translator in force when it is shown, so a notice raised just
 * before the language changes (the profile's own language) reads in the new one.
 */
export type NoticeText = ReactNode | ((t: Translate) => ReactNode);

export type Notice = {
  type: NonNullable<FlashbarProps.MessageDefinition['type']>;
  header?: NoticeText;
  content?: NoticeText;
  /** Removed after this long; stays until dismissed when not given. */
  durationMs?: number;
};

type NotificationsValue = {
  items: FlashbarProps.MessageDefinition[];
  notify(notice: Notice): string;
  dismiss(id: string): void;
  /** Closes the notices of the screen being left (`CloseNoticesOnLeave`). */
  leaveScreen(): void;
};

const NotificationsContext = createContext<NotificationsValue | undefined>(undefined);

/**
 * Leaving a screen closes its notices; one raised this long before the screen changed is the
 * screen's, while a younger one came with the move (a save that then opens the list) and stays.
 */
const NAVIGATION_GRACE_MS = 1_000;

let nextId = 0;

/** Each string of a notice keeps its own direction: an English sentence in the Arabic console reads left to right, its '!' at its end. */
function shown(text: NoticeText, t: Translate): ReactNode {
  const value = typeof text === 'function' ? text(t) : text;
  return typeof value === 'string' ? <bdi>{value}</bdi> : value;
}

/** The messages the shell's Flashbar shows; any page adds one with `useNotifications().notify`. */
export function NotificationsProvider({ children }: { children: ReactNode }) {
  const [notices, setNotices] = useState<(Notice & { id: string; at: number })[]>([]);
  const t = useT();
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: string) => {
    const timer = timers.current.get(id);
    if (timer) clearTimeout(timer);
    timers.current.delete(id);
    setNotices((current) => current.filter((n) => n.id !== id));
  }, []);

  const notify = useCallback(
    (notice: Notice) => {
      nextId += 1;
      const id = `notice-${nextId}`;
      setNotices((current) => [...current, { ...notice, id, at: Date.now() }]);
      if (notice.durationMs !== undefined) timers.current.set(id, setTimeout(() => dismiss(id), notice.durationMs));
      return id;
    },
    [dismiss],
  );

  const leaveScreen = useCallback(() => {
    const before = Date.now() - NAVIGATION_GRACE_MS;
    setNotices((current) => {
      const left = current.filter((n) => n.at <= before);
      for (const n of left) {
        clearTimeout(timers.current.get(n.id));
        timers.current.delete(n.id);
      }
      return left.length ? current.filter((n) => n.at > before) : current;
    });
  }, []);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  const items = useMemo<FlashbarProps.MessageDefinition[]>(
    () =>
      notices.map(({ id, type, header, content }) => ({
        id,
        type,
        header: header === undefined ? undefined : shown(header, t),
        content: content === undefined ? undefined : shown(content, t),
        dismissible: true,
        dismissLabel: t('notice.dismiss'),
        onDismiss: () => dismiss(id),
      })),
    [notices, dismiss, t],
  );

  const value = useMemo(() => ({ items, notify, dismiss, leaveScreen }), [items, notify, dismiss, leaveScreen]);
  return <NotificationsContext.Provider value={value}>{children}</NotificationsContext.Provider>;
}

export function useNotifications(): NotificationsValue {
  const value = useContext(NotificationsContext);
  if (!value) throw new Error('useNotifications needs a NotificationsProvider above it');
  return value;
}

/** Inside the router: a change of screen closes the notices of the one left. */
export function CloseNoticesOnLeave() {
  const { pathname } = useLocation();
  const { leaveScreen } = useNotifications();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    leaveScreen();
  }, [pathname, leaveScreen]);
  return null;
}
