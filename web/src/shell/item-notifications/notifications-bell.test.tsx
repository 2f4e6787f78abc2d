import TopNavigation from '@cloudscape-design/components/top-navigation';
import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { act, cleanup, render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Notification } from '../../../../shared/schemas/notification';
import { ApiProvider } from '../../api/api-context';
import { createApiClient } from '../../api/client';
import { ConsoleLocaleProvider } from '../../i18n/console-locale';
import { seriousAxeViolations } from '../../test-support/serious-axe-violations';
import { NOTIFICATIONS_POLL_MS } from './use-item-notifications';
import { useNotificationsUtility } from './use-notifications-utility';

const at = (minute: number) => `2026-11-23T20:${String(minute).padStart(2, '0')}:00.000Z`;
const note = (id: string, action: Notification['action'], inventoryNumber: string, minute: number): Notification => ({
  id, action, objectId: `o-${id}`, inventoryNumber, objectName: 'Rug', by: 'bashir', at: at(minute),
});
const THREE = [note('3', 'delete', 'A-003', 12), note('2', 'update', 'A-002', 11), note('1', 'create', 'A-001', 10)];

function Where() {
  return <div data-testid="where">{useLocation().pathname}</div>;
}

function Bar({ enabled }: { enabled: boolean }) {
  const bell = useNotificationsUtility(enabled);
  return <TopNavigation identity={{ href: '/', title: 'Museum' }} utilities={bell ? [bell] : []} />;
}

/** The bell over a fake API: GET answers `answers` in turn (the last one again), POST empties it. */
function renderBell(answers: { unread: number; items: Notification[] }[], enabled = true) {
  const calls: string[] = [];
  let next = 0;
  const client = createApiClient('', async () => 'token', async (url, init) => {
    calls.push(`${init.method ?? 'GET'} ${url}${init.body ? ` ${String(init.body)}` : ''}`);
    if (init.method === 'POST') return Response.json({ unread: 0, items: [] });
    return Response.json(answers[Math.min(next++, answers.length - 1)]);
  });
  const view = render(
    <ConsoleLocaleProvider>
      <MemoryRouter>
        <ApiProvider client={client}>
          <Routes>
            <Route path="*" element={<><Bar enabled={enabled} /><Where /></>} />
          </Routes>
        </ApiProvider>
      </MemoryRouter>
    </ConsoleLocaleProvider>,
  );
  const bell = () => createWrapper(view.container).findTopNavigation()!.findUtility(1)!.findMenuDropdownType()!;
  const open = () => act(async () => bell().openDropdown());
  return { view, calls, bell, open };
}

describe('the notifications bell of the top bar', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('shows the unread counter and lists who changed which object, linking to it unless deleted', async () => {
    const { view, bell, open } = renderBell([{ unread: 3, items: THREE }]);
    await vi.waitFor(() => expect(bell().findNativeButton().getElement().textContent).toContain('3'));
    expect(bell().findNativeButton().getElement().getAttribute('aria-label')).toBe('Notifications: 3 unread');
    await open();
    const texts = bell().findItems().map((item) => item.getElement().textContent?.replace(/[\u2066-\u2069]/g, ''));
    expect(texts[0]).toMatch(/^bashir deleted object A-003 · 2026-11-23 20:12:00/);
    expect(texts[1]).toMatch(/^bashir updated object A-002 · /);
    expect(texts[2]).toMatch(/^bashir created object A-001 · /);
    expect(texts[3]).toBe('Mark all as read');
    const links = bell().findItems().map((item) => item.getElement().querySelector('a')?.getAttribute('href') ?? null);
    expect(links.slice(0, 3)).toEqual([null, '/save-object/o-2', '/save-object/o-1']);

    await act(async () => bell().findItemById('notification-2')!.click());
    expect(view.getByTestId('where').textContent).toBe('/save-object/o-2');
  });

  it("shows '99+' once the counter reaches the cap", async () => {
    const { bell } = renderBell([{ unread: 99, items: THREE }]);
    await vi.waitFor(() => expect(bell().findNativeButton().getElement().textContent).toContain('99+'));
  });

  it("'Mark all as read' marks up to the newest shown and empties the counter", async () => {
    const { calls, bell, open } = renderBell([{ unread: 3, items: THREE }]);
    await vi.waitFor(() => expect(bell().findNativeButton().getElement().textContent).toContain('3'));
    await open();
    await act(async () => bell().findItemById('notifications-mark-all-read')!.click());
    await vi.waitFor(() => expect(calls).toContain(`POST /api/notifications/read ${JSON.stringify({ upTo: at(12) })}`));
    await vi.waitFor(() => expect(bell().findNativeButton().getElement().textContent).not.toContain('3'));
    await open();
    expect(bell().findItems().map((item) => item.getElement().textContent)).toEqual(['No new notifications', 'Mark all as read']);
  });

  it('asks again every 30 seconds and when the window regains focus', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { calls, bell } = renderBell([{ unread: 0, items: [] }, { unread: 1, items: THREE.slice(0, 1) }]);
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    await act(async () => vi.advanceTimersByTime(NOTIFICATIONS_POLL_MS));
    await vi.waitFor(() => expect(bell().findNativeButton().getElement().textContent).toContain('1'));
    await act(async () => window.dispatchEvent(new Event('focus')));
    await vi.waitFor(() => expect(calls.filter((c) => c === 'GET /api/notifications')).toHaveLength(3));
  });

  it('asks nothing and shows no bell without the Item-Cataloging module', async () => {
    const { view, calls } = renderBell([{ unread: 3, items: THREE }], false);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toEqual([]);
    expect(createWrapper(view.container).findTopNavigation()!.findUtilities()).toHaveLength(0);
  });

  it('has no serious accessibility findings, open or closed', async () => {
    const { view, bell, open } = renderBell([{ unread: 3, items: THREE }]);
    await vi.waitFor(() => expect(bell().findNativeButton().getElement().textContent).toContain('3'));
    // TopNavigation also renders an aria-hidden copy that it measures for overflow; the DOM
    // emulator lays nothing out, so that copy stays and trips axe. The bar users see is checked
    // here, and the whole header in Chromium on every screen (accessibility.spec.ts).
    const shown = () => createWrapper(view.container).findTopNavigation()!.getElement();
    expect(shown().getAttribute('aria-hidden')).toBeNull();
    expect(await seriousAxeViolations(shown())).toEqual([]);
    await open();
    expect(await seriousAxeViolations(shown())).toEqual([]);
  });
});
