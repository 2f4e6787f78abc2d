import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiProvider } from '../../api/api-context';
import { createApiClient } from '../../api/client';
import { ConsoleLocaleProvider } from '../../i18n/console-locale';
import { NotificationsProvider } from '../../notifications/notifications-context';
import { ObjectListScreen } from '../objects/list/object-list-page';
import { useLackingField } from './use-lacking-field';

function ListWithUrl() {
  const lacking = useLackingField();
  return <ObjectListScreen key={lacking.field} title="Objects" mayWrite={false} storageKey="list-state:objects:lacking" lacking={lacking} />;
}

function renderAt(url: string) {
  const lists: URLSearchParams[] = [];
  const client = createApiClient('', async () => 'token', async (raw) => {
    const at = new URL(raw, 'http://console.test');
    if (at.pathname === '/api/objects') {
      lists.push(at.searchParams);
      return Response.json({ content: [], totalElements: 0, page: 0, size: 10 });
    }
    return Response.json(at.pathname === '/api/dropdowns' ? {} : { message: 'not in this test' }, { status: at.pathname === '/api/dropdowns' ? 200 : 404 });
  });
  render(
    <ConsoleLocaleProvider>
      <MemoryRouter initialEntries={[url]}>
        <ApiProvider client={client}>
          <NotificationsProvider>
            <Routes>
              <Route path="/objects" element={<ListWithUrl />} />
            </Routes>
          </NotificationsProvider>
        </ApiProvider>
      </MemoryRouter>
    </ConsoleLocaleProvider>,
  );
  return { lists };
}

describe("the object list's missing= from its URL", () => {
  afterEach(cleanup);

  it('asks for the objects lacking the field, shows it as a token, and lists every object once it is dismissed', async () => {
    const { lists } = renderAt('/objects?missing=description');
    await vi.waitFor(() => expect(lists.at(-1)?.get('missing')).toBe('description'));
    expect(screen.getByTestId('lacking-filter').textContent).toContain('Lacking: Description');
    await act(async () => createWrapper(screen.getByTestId('lacking-filter')).findTokenGroup()!.findToken(1)!.findDismiss().click());
    await vi.waitFor(() => expect(lists.at(-1)?.has('missing')).toBe(false));
    expect(screen.queryByTestId('lacking-filter')).toBeNull();
  });

  it('ignores a name that is not a candidate field', async () => {
    const { lists } = renderAt('/objects?missing=shoeSize');
    await vi.waitFor(() => expect(lists.length).toBeGreaterThan(0));
    expect(lists.at(-1)?.has('missing')).toBe(false);
    expect(screen.queryByTestId('lacking-filter')).toBeNull();
  });
});
