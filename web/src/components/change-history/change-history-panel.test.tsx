import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { act, cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiProvider } from '../../api/api-context';
import { createApiClient } from '../../api/client';
import { NotificationsProvider } from '../../notifications/notifications-context';
import { ChangeHistoryPanel } from './change-history-panel';
import { HISTORY_EMPTY_TEXT } from './audit-trail';

function renderPanel(answer: unknown) {
  const urls: string[] = [];
  const client = createApiClient('', async () => 'token', async (url) => {
    urls.push(url);
    return new Response(JSON.stringify(answer), { status: 200 });
  });
  const view = render(
    <MemoryRouter>
      <ApiProvider client={client}>
        <NotificationsProvider>
          <ChangeHistoryPanel objectId="u 1" objectType="user" />
        </NotificationsProvider>
      </ApiProvider>
    </MemoryRouter>,
  );
  const panel = () => createWrapper(view.container).findExpandableSection()!;
  const open = () =>
    act(async () => {
      panel().findExpandButton().click();
    });
  return { urls, view, panel, open };
}

describe('the Change History panel', () => {
  afterEach(cleanup);

  it('asks for nothing until it is opened', async () => {
    const { urls, open } = renderPanel([]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(urls).toEqual([]);
    await open();
    await vi.waitFor(() => expect(urls).toEqual(['/api/activities/audit?objectId=u+1&objectType=user']));
  });

  it("says 'History Data Not Found' when the record has no history", async () => {
    const { view, open } = renderPanel([]);
    await open();
    await vi.waitFor(() => expect(view.getByTestId('change-history-empty').textContent).toBe(HISTORY_EMPTY_TEXT));
  });

  it('lists each change with its action, a link to its author and the time', async () => {
    const { view, open } = renderPanel([
      { id: 'a2', action: 'update', userId: 'u9', username: 'curator', timestamp: new Date(2024, 4, 2, 9, 30, 0).toISOString() },
      { id: 'a1', action: 'create', userId: 'u0', username: 'admin', timestamp: new Date(2024, 4, 1, 8, 0, 5).toISOString() },
    ]);
    await open();
    const entries = await vi.waitFor(() => {
      const list = view.getByTestId('change-history-entries');
      expect(list.querySelectorAll('li')).toHaveLength(2);
      return [...list.querySelectorAll('li')];
    });
    expect(entries.map((li) => li.textContent)).toEqual(['updated by curator 2024-05-02 09:30:00', 'created by admin 2024-05-01 08:00:05']);
    expect(entries[0].querySelector('a')?.getAttribute('href')).toBe('/updateUser/u9');
  });
});
