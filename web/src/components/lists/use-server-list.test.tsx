import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { act, cleanup, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import * as z from 'zod/mini';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiProvider } from '../../api/api-context';
import { createApiClient } from '../../api/client';
import { ConsoleLocaleProvider } from '../../i18n/console-locale';
import { NotificationsProvider } from '../../notifications/notifications-context';
import type { ListState } from './list-state';
import { markListSaved } from './saved-mark';
import { ServerListTable } from './server-list-table';
import { useServerList } from './use-server-list';

type Book = { id: string; title: string };
type Filters = { shelf: string };

const KEY = 'list-state:books:u1';
const FILTERS = { initial: { shelf: '' }, schema: z.object({ shelf: z.string() }) };
const toQuery = ({ paging, search, filters }: ListState<Filters>) => ({ page: paging.page, size: paging.size, q: search, shelf: filters.shelf });
const parse = (value: unknown) => value as { content: Book[]; totalElements: number };

/** 42 books on the server; each page names its books after the page and the search. */
function pageOf(url: URL): { content: Book[]; totalElements: number } {
  const page = url.searchParams.get('page') ?? '0';
  const q = url.searchParams.get('q') ?? '';
  return { content: [1, 2].map((n) => ({ id: `${q || 'all'}-${page}-${n}`, title: `${q || 'Book'} ${page}.${n}` })), totalElements: 42 };
}

function Books({ keepAs }: { keepAs?: string }) {
  const list = useServerList({ path: '/books', parse, filters: FILTERS, toQuery, keepAs, deleteParam: 'idList' });
  return (
    <>
      <button onClick={() => list.setFilters({ shelf: 'top' })}>Top shelf</button>
      <button onClick={() => list.deletion.ask(list.selectedItems)}>Delete</button>
      <ServerListTable
        list={list}
        testId="books"
        trackBy="id"
        columnDefinitions={[{ id: 'title', header: 'Title', cell: (b) => b.title }]}
        selectable
        itemLabel={(b) => b.title}
        labels={{ table: 'Books' }}
        emptyText="No books"
        search={{ label: 'Search books' }}
        heading={{ title: 'Books' }}
      />
    </>
  );
}

function renderBooks(keepAs?: string) {
  const requests: string[] = [];
  const client = createApiClient('', async () => 'token', async (raw, init) => {
    const url = new URL(raw, 'http://console.test');
    requests.push(`${init.method ?? 'GET'} ${url.pathname}${url.search}`);
    return init.method === 'DELETE' ? Response.json({}) : Response.json(pageOf(url));
  });
  // StrictMode as in main.tsx: state initializers and effects run twice, and the list must not care.
  const view = render(
    <StrictMode>
      <ConsoleLocaleProvider>
        <MemoryRouter>
          <ApiProvider client={client}>
            <NotificationsProvider>
              <Books keepAs={keepAs} />
            </NotificationsProvider>
          </ApiProvider>
        </MemoryRouter>
      </ConsoleLocaleProvider>
    </StrictMode>,
  );
  const table = () => createWrapper(view.container).findTable('[data-testid="books"]')!;
  const gets = () => requests.filter((r) => r.startsWith('GET /api/books'));
  const lastQuery = () => Object.fromEntries(new URLSearchParams(gets().at(-1)!.split('?')[1]));
  return { view, table, requests, gets, lastQuery };
}

const act$ = (action: () => void) => act(async () => action());
const counter = (table: ReturnType<ReturnType<typeof renderBooks>['table']>) => table.findHeaderSlot()!.getElement().textContent;

describe('a server-paged list', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('sends one request per settled search, not one per key, and starts that search at page 0', async () => {
    const { table, gets, lastQuery, view } = renderBooks();
    await vi.waitFor(() => expect(table().findRows()).toHaveLength(2));
    await act$(() => table().findPagination()!.findNextPageButton().click());
    await vi.waitFor(() => expect(lastQuery().page).toBe('1'));
    const before = gets().length;

    vi.useFakeTimers();
    const input = createWrapper(view.container).findTextFilter()!.findInput();
    for (const text of ['v', 'va', 'vas', 'vase']) {
      await act$(() => input.setInputValue(text));
      await act(async () => vi.advanceTimersByTime(100));
    }
    expect(gets()).toHaveLength(before);
    await act(async () => vi.advanceTimersByTime(300));
    vi.useRealTimers();

    await vi.waitFor(() => expect(gets()).toHaveLength(before + 1));
    expect(lastQuery()).toMatchObject({ q: 'vase', page: '0', size: '10' });
  });

  it('clears the selection when the search or the filters change, and counts what is ticked in the header', async () => {
    const { table, view } = renderBooks();
    await vi.waitFor(() => expect(table().findRows()).toHaveLength(2));
    expect(counter(table())).toContain('(1-10 of 42 items)');

    await act$(() => table().findRowSelectionArea(1)!.click());
    await act$(() => table().findRowSelectionArea(2)!.click());
    expect(counter(table())).toContain('(2/42)');

    // Another page keeps what was ticked: the counter still shows it.
    await act$(() => table().findPagination()!.findNextPageButton().click());
    await vi.waitFor(() => expect(table().findBodyCell(1, 2)!.getElement().textContent).toBe('Book 1.1'));
    expect(counter(table())).toContain('(2/42)');

    await act$(() => createWrapper(view.container).findTextFilter()!.findInput().setInputValue('vase'));
    await vi.waitFor(() => expect(table().findBodyCell(1, 2)!.getElement().textContent).toBe('vase 0.1'));
    expect(counter(table())).toContain('(1-10 of 42 items)');
    expect(table().findSelectedRows()).toHaveLength(0);

    await act$(() => table().findRowSelectionArea(1)!.click());
    await act$(() => screen.getByRole('button', { name: 'Top shelf' }).click());
    await vi.waitFor(() => expect(counter(table())).toContain('(1-10 of 42 items)'));
  });

  it("deletes only what is ticked on screen after 'Sure to delete?', naming it, then fetches page 0 of size 10", async () => {
    const { table, view, requests, lastQuery } = renderBooks(KEY);
    await vi.waitFor(() => expect(table().findRows()).toHaveLength(2));
    await act$(() => table().findRowSelectionArea(1)!.click());
    await act$(() => createWrapper(view.container).findTextFilter()!.findInput().setInputValue('vase'));
    await vi.waitFor(() => expect(table().findBodyCell(1, 2)!.getElement().textContent).toBe('vase 0.1'));
    await act$(() => table().findPagination()!.findNextPageButton().click());
    await act$(() => createWrapper(view.container).findCollectionPreferences()!.findTriggerButton().click());
    const preferences = createWrapper().findCollectionPreferences()!.findModal()!;
    await act$(() => preferences.findPageSizePreference()!.findOptions()[1].findNativeInput().click());
    await act$(() => preferences.findConfirmButton()!.click());
    await vi.waitFor(() => expect(lastQuery()).toMatchObject({ page: '0', size: '20', q: 'vase' }));
    await act$(() => table().findRowSelectionArea(2)!.click());

    await act$(() => screen.getByRole('button', { name: 'Delete' }).click());
    const confirmation = screen.getByTestId('confirm-delete');
    expect(confirmation.textContent).toContain('Sure to delete?');
    expect(screen.getByTestId('confirm-delete-what').textContent).toBe('1 item will be deleted:vase 0.2');
    await act$(() => screen.getByTestId('confirm-delete-ok').click());
    await vi.waitFor(() => expect(requests).toContain('DELETE /api/books?idList=vase-0-2'));
    await vi.waitFor(() => expect(lastQuery()).toEqual({ page: '0', size: '10', q: 'vase' }));
  });

  it('opens at page 0 of size 10 after a save, with the kept search', async () => {
    sessionStorage.setItem(KEY, JSON.stringify({ paging: { page: 3, size: 20 }, search: 'vase', filters: { shelf: '' } }));
    const kept = renderBooks(KEY);
    await vi.waitFor(() => expect(kept.table().findRows()).toHaveLength(2));
    expect(kept.lastQuery()).toMatchObject({ page: '3', size: '20', q: 'vase' });
    cleanup();

    markListSaved(KEY);
    const afterSave = renderBooks(KEY);
    await vi.waitFor(() => expect(afterSave.table().findRows()).toHaveLength(2));
    expect(afterSave.lastQuery()).toMatchObject({ page: '0', size: '10', q: 'vase' });
    await act$(() => afterSave.table().findPagination()!.findNextPageButton().click());
    await vi.waitFor(() => expect(afterSave.lastQuery().page).toBe('1'));
    cleanup();

    // The mark is spent: the next visit comes back to the page it left.
    const later = renderBooks(KEY);
    await vi.waitFor(() => expect(later.table().findRows()).toHaveLength(2));
    expect(later.lastQuery()).toMatchObject({ page: '1', size: '10', q: 'vase' });
  });
});
