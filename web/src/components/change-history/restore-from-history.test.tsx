import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { act, cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PREFERENCES } from '../../../../shared/schemas/preferences';
import { ApiProvider } from '../../api/api-context';
import { createApiClient } from '../../api/client';
import { ConsoleLocaleProvider } from '../../i18n/console-locale';
import { NotificationsProvider } from '../../notifications/notifications-context';
import { forgetStoredPreferences, storePreferences } from '../../preferences/stored-preferences';
import { ChangeHistoryPanel } from './change-history-panel';

const CREATED_AT = '2026-11-20T09:30:00.000Z';
const TRAIL = [
  { id: 'a2', action: 'update', userId: 'u0', username: 'admin', timestamp: '2026-11-21T10:00:00.000Z', changeId: 'c2', restoredFrom: { changeId: 'c0', timestamp: '2026-11-19T08:00:00.000Z' } },
  { id: 'a1', action: 'create', userId: 'u0', username: 'admin', timestamp: CREATED_AT, changeId: 'c1' },
];
const PREVIEW = { changeId: 'c1', timestamp: CREATED_AT, entityType: 'object', entityId: 'o1', version: 3, changes: [{ field: 'objectName', old: 'Vase', new: 'Jar' }] };

/** The panel of an object whose reader may write it, over an API that answers the history, the preview and the restore. */
function renderPanel(restoreStatus = 200) {
  const calls: { method: string; url: string; body?: unknown }[] = [];
  const client = createApiClient('', async () => 'token', async (url, init) => {
    const method = init?.method ?? 'GET';
    calls.push({ method, url: String(url), body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (String(url).startsWith('/api/activities/audit')) return new Response(JSON.stringify(TRAIL), { status: 200 });
    if (String(url).includes('/restore-preview')) return new Response(JSON.stringify(PREVIEW), { status: 200 });
    if (restoreStatus !== 200) {
      const body = { message: 'ConflictException', debugMessage: 'The object was changed by someone else since you opened it. Reload it and try again.', status: 409, timestamp: CREATED_AT, logIdentifier: 'x' };
      return new Response(JSON.stringify(body), { status: restoreStatus });
    }
    return new Response(JSON.stringify({ entityType: 'object', entityId: 'o1', version: 4 }), { status: 200 });
  });
  const onRestored = vi.fn();
  const view = render(
    <ConsoleLocaleProvider>
      <MemoryRouter>
        <ApiProvider client={client}>
          <NotificationsProvider>
            <ChangeHistoryPanel objectId="o1" objectType="object" onRestored={onRestored} />
          </NotificationsProvider>
        </ApiProvider>
      </MemoryRouter>
    </ConsoleLocaleProvider>,
  );
  const open = async () => {
    await act(async () => createWrapper(view.container).findExpandableSection()!.findExpandButton().click());
    return vi.waitFor(() => {
      const buttons = view.getAllByTestId('change-history-restore');
      expect(buttons).toHaveLength(2);
      return buttons;
    });
  };
  const modal = () => createWrapper(document.body).findModal('[data-testid="restore-modal"]');
  return { view, calls, onRestored, open, modal };
}

describe('restore from the Change History panel', () => {
  afterEach(() => {
    cleanup();
    forgetStoredPreferences();
  });

  it('previews the state after an entry as the fields it changes, then restores it at the version previewed', async () => {
    const { calls, onRestored, open, modal, view } = renderPanel();
    const [, created] = await open();
    expect(view.getByTestId('change-history-restored').textContent).toBe('restored to the state of 2026-11-19 08:00:00');
    await act(async () => created.click());
    await vi.waitFor(() => expect(modal()!.findContent().getElement().textContent).toContain('Object Name: Vase → Jar'));
    expect(modal()!.findHeader().getElement().textContent).toBe('Restore the state of 2026-11-20 09:30:00');
    expect(calls.at(-1)).toMatchObject({ method: 'GET', url: `/api/data-changes/c1/restore-preview?at=${encodeURIComponent(CREATED_AT)}` });

    await act(async () => modal()!.findFooter()!.findButton('[data-testid="restore-confirm"]')!.click());
    await vi.waitFor(() => expect(onRestored).toHaveBeenCalledTimes(1));
    expect(calls.find((c) => c.method === 'POST')).toEqual({ method: 'POST', url: `/api/data-changes/c1/restore?at=${encodeURIComponent(CREATED_AT)}`, body: { version: 3 } });
  });

  it('keeps the record as it is when someone saved it since the preview: the notice says so', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { onRestored, open, modal } = renderPanel(409);
    const [, created] = await open();
    await act(async () => created.click());
    await vi.waitFor(() => expect(modal()!.findContent().getElement().textContent).toContain('Vase → Jar'));
    await act(async () => modal()!.findFooter()!.findButton('[data-testid="restore-confirm"]')!.click());
    await vi.waitFor(() => expect(modal()!.findContent().getElement().textContent).toContain('changed by someone else since you opened it'));
    expect(onRestored).not.toHaveBeenCalled();
    expect(modal()?.isVisible()).toBe(true);
    vi.mocked(console.error).mockRestore();
  });

  it('reads in Arabic', async () => {
    storePreferences({ ...DEFAULT_PREFERENCES, language: 'ar' });
    const { view, open } = renderPanel();
    await vi.waitFor(() => expect(view.container.textContent).toContain('سجل التغييرات'));
    const [button] = await open();
    expect(button.textContent).toBe('استعادة هذه النسخة');
    expect(view.getByTestId('change-history-restored').textContent).toContain('استُعيدت حالته في');
  });

  it('offers no restore to a screen that gives no way to read the record again (a reader without write)', async () => {
    const client = createApiClient('', async () => 'token', async () => new Response(JSON.stringify(TRAIL), { status: 200 }));
    const view = render(
      <ConsoleLocaleProvider>
        <MemoryRouter>
          <ApiProvider client={client}>
            <NotificationsProvider>
              <ChangeHistoryPanel objectId="o1" objectType="object" />
            </NotificationsProvider>
          </ApiProvider>
        </MemoryRouter>
      </ConsoleLocaleProvider>,
    );
    await act(async () => createWrapper(view.container).findExpandableSection()!.findExpandButton().click());
    await vi.waitFor(() => expect(view.getByTestId('change-history-entries').querySelectorAll(':scope > li')).toHaveLength(2));
    expect(view.queryByTestId('change-history-restore')).toBeNull();
  });
});
