import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Routes, useLocation } from 'react-router-dom';
import { ApiProvider } from '../api/api-context';
import { createApiClient } from '../api/client';
import { ConsoleLocaleProvider } from '../i18n/console-locale';
import { NotificationBar } from '../notifications/notification-bar';
import { NotificationsProvider } from '../notifications/notifications-context';

/** A call the screen made: its method, path with query, and JSON body. */
export type SentCall = { method: string; path: string; body?: unknown };

/** An API client whose every call is recorded and answered by `answer` (method, URL). */
export function recordingClient(answer: (method: string, url: URL) => Response) {
  const sent: SentCall[] = [];
  const client = createApiClient('', async () => 'token', async (raw, init) => {
    const url = new URL(raw, 'http://console.test');
    const method = init.method ?? 'GET';
    sent.push({ method, path: `${url.pathname}${url.search}`, body: init.body ? JSON.parse(String(init.body)) : undefined });
    return answer(method, url);
  });
  return { client, sent };
}

/** Where the screen led: a route that shows its address. */
export function Where() {
  const location = useLocation();
  return <span data-testid="where">{location.pathname + location.search}</span>;
}

/** Screens (`routes`) inside the console's providers, the router at `entry`, notices shown. */
export function renderScreen(routes: ReactNode, { client, entry }: { client: ReturnType<typeof recordingClient>['client']; entry: string }) {
  return render(
    <ConsoleLocaleProvider>
      <MemoryRouter initialEntries={[entry]}>
        <ApiProvider client={client}>
          <NotificationsProvider>
            <NotificationBar />
            <Routes>{routes}</Routes>
          </NotificationsProvider>
        </ApiProvider>
      </MemoryRouter>
    </ConsoleLocaleProvider>,
  );
}
