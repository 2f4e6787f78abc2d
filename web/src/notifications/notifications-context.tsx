import type { FlashbarProps } from '@cloudscape-design/components/flashbar';
import { useT } from '../i18n/use-t';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';

export type Notice = {
  type: NonNullable<FlashbarProps.MessageDefinition['type']>;
  header?: ReactNode;
  content?: ReactNode;
  /** Removed after this long; stays until dismissed when not given. */
  durationMs?: number;
};

type NotificationsValue = {
  items: FlashbarProps.MessageDefinition[];
  notify(notice: Notice): string;
  dismiss(id: string): void;
};

const NotificationsContext = createContext<NotificationsValue | undefined>(undefined);

let nextId = 0;

/** The messages the shell's Flashbar shows; any page adds one with `useNotifications().notify`. */
export function NotificationsProvider({ children }: { children: ReactNode }) {
  const [notices, setNotices] = useState<(Notice & { id: string })[]>([]);
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
      setNotices((current) => [...current, { ...notice, id }]);
      if (notice.durationMs !== undefined) timers.current.set(id, setTimeout(() => dismiss(id), notice.durationMs));
      return id;
    },
    [dismiss],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  const items = useMemo<FlashbarProps.MessageDefinition[]>(
    () =>
      notices.map(({ id, type, header, content }) => ({
        id,
        type,
        header,
        content,
        dismissible: true,
        dismissLabel: t('notice.dismiss'),
        onDismiss: () => dismiss(id),
      })),
    [notices, dismiss, t],
  );

  const value = useMemo(() => ({ items, notify, dismiss }), [items, notify, dismiss]);
  return <NotificationsContext.Provider value={value}>{children}</NotificationsContext.Provider>;
}

export function useNotifications(): NotificationsValue {
  const value = useContext(NotificationsContext);
  if (!value) throw new Error('useNotifications needs a NotificationsProvider above it');
  return value;
}
