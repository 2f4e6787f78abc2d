import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { act, cleanup, screen } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordingClient, renderScreen, Where, type SentCall } from '../../../../test-support/render-screen';
import { storedObject } from '../../../../test-support/stored-object';
import { ObjectListScreen } from '../object-list-page';

const OBJECTS = ['A-001', 'A-002'].map((inventoryNumber, n) => storedObject({ id: `o${n + 1}`, inventoryNumber }));
const SET = { id: 's1', name: 'Loan 2027', private: false, ownerId: 'u1', ownerName: 'admin', size: 2, version: 3, createdAt: '2026-11-26T10:00:00Z', updatedAt: '2026-11-26T10:00:00Z' };

/** The object list at `entry` (`/objects` or `/objects?setId=s1`), its API answering as a museum with one shared set. */
function renderList(entry: string) {
  const { client, sent } = recordingClient((method, url) => {
    if (url.pathname === '/api/dropdowns') return Response.json({});
    if (url.pathname === '/api/objects' && method === 'GET') return Response.json({ content: OBJECTS, totalElements: 42, page: Number(url.searchParams.get('page')), size: Number(url.searchParams.get('size')) });
    if (url.pathname === '/api/object-sets' && method === 'GET') return Response.json([SET]);
    if (url.pathname === '/api/object-sets' && method === 'POST') return Response.json({ ...SET, id: 's2', name: 'New loan', private: true, size: 0, version: 1 });
    if (url.pathname === '/api/object-sets/s1' && method === 'GET') return Response.json(SET);
    if (url.pathname.endsWith('/objects') && url.pathname.startsWith('/api/object-sets/')) {
      const id = url.pathname.split('/')[3];
      return Response.json({ set: { ...SET, id }, added: method === 'POST' ? 2 : 0, removed: method === 'DELETE' ? 1 : 0 });
    }
    return Response.json({ message: 'not in this test' }, { status: 404 });
  });
  const view = renderScreen(
    <>
      <Route path="/pdf" element={<Where />} />
      <Route path="*" element={<ObjectListScreen title="Objects" mayWrite storageKey="list-state:objects:u1" />} />
    </>,
    { client, entry },
  );
  const wrapper = createWrapper(view.container);
  const table = () => wrapper.findTable('[data-testid="object-table"]')!;
  return { wrapper, table, sent };
}

const act$ = (action: () => void) => act(async () => action());
const listQueries = (sent: SentCall[]) => sent.filter((s) => s.method === 'GET' && s.path.startsWith('/api/objects?')).map((s) => new URLSearchParams(s.path.split('?')[1]));

describe('sets on the object list', { timeout: 30_000 }, () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('adds the selection to a new set: the set is made private, then the ids go in, and the notice says how many', async () => {
    const { wrapper, table, sent } = renderList('/objects');
    await vi.waitFor(() => expect(table().findRows()).toHaveLength(2));
    await act$(() => table().findRowSelectionArea(2)!.click());
    const menu = wrapper.findButtonDropdown('[data-testid="object-add-to-set"]')!;
    await act$(() => menu.openDropdown());
    expect(menu.findItemById('selected')!.getElement().textContent).toBe('Add the selected object');
    await act$(() => menu.findItemById('selected')!.click());

    const modal = createWrapper().findModal('[data-testid="add-to-set"]')!;
    expect(modal.findHeader().getElement().textContent).toBe('Add 1 object to a set');
    const choice = createWrapper().findSelect('[data-testid="add-to-set-choice"]')!;
    await act$(() => choice.openDropdown());
    await vi.waitFor(() => expect(choice.findDropdown().findOptions().map((o) => o.findLabel().getElement().textContent)).toEqual(['Loan 2027', 'New set…']));
    await act$(() => choice.selectOptionByValue(''));
    await act$(() => modal.findContent().findInput()!.setInputValue('New loan'));
    await act$(() => modal.findFooter()!.findButton('[data-testid="add-to-set-confirm"]')!.click());

    await vi.waitFor(() => expect(sent.find((s) => s.path === '/api/object-sets/s2/objects')?.body).toEqual({ ids: ['o2'] }));
    expect(sent.find((s) => s.method === 'POST' && s.path === '/api/object-sets')?.body).toEqual({ name: 'New loan', private: true });
    await vi.waitFor(() => expect(screen.getByText('2 objects added to Loan 2027')).toBeTruthy());
  });

  it("adds every result of the search to an existing set: the list's query without its page, size and order", async () => {
    const { wrapper, table, sent } = renderList('/objects');
    await vi.waitFor(() => expect(table().findRows()).toHaveLength(2));
    await act$(() => wrapper.findTextFilter()!.findInput().setInputValue('blue vase'));
    await vi.waitFor(() => expect(listQueries(sent).at(-1)!.get('searchAll')).toBe('blue vase'));
    const menu = wrapper.findButtonDropdown('[data-testid="object-add-to-set"]')!;
    await act$(() => menu.openDropdown());
    expect(menu.findItemById('all')!.getElement().textContent).toBe('Add all 42 results of this search');
    await act$(() => menu.findItemById('all')!.click());
    const modal = createWrapper().findModal('[data-testid="add-to-set"]')!;
    const choice = createWrapper().findSelect('[data-testid="add-to-set-choice"]')!;
    await act$(() => choice.openDropdown());
    await vi.waitFor(() => expect(choice.findDropdown().findOptions()).toHaveLength(2));
    await act$(() => choice.selectOptionByValue('s1'));
    await act$(() => modal.findFooter()!.findButton('[data-testid="add-to-set-confirm"]')!.click());
    await vi.waitFor(() => expect(sent.find((s) => s.path === '/api/object-sets/s1/objects')?.body).toEqual({ search: { searchAll: 'blue vase' } }));
    expect(sent.some((s) => s.method === 'POST' && s.path === '/api/object-sets')).toBe(false);
  });

  it('opened on a set: lists only its objects, names it, removes the selection from it, exports the set and prints it', async () => {
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:set');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { wrapper, table, sent } = renderList('/objects?setId=s1');
    await vi.waitFor(() => expect(table().findRows()).toHaveLength(2));
    expect(listQueries(sent).every((q) => q.get('setId') === 's1')).toBe(true);
    const header = wrapper.find('[data-testid="object-set-open"]')!;
    await vi.waitFor(() => expect(header.getElement().textContent).toContain('Set: Loan 2027'));
    expect(header.getElement().textContent).toContain('2 objects · Shared with the museum');

    await act$(() => table().findRowSelectionArea(1)!.click());
    await act$(() => header.findButton('[data-testid="object-set-remove"]')!.click());
    await vi.waitFor(() => expect(sent.some((s) => s.method === 'DELETE' && s.path === '/api/object-sets/s1/objects?idList=o1')).toBe(true));
    await vi.waitFor(() => expect(screen.getByText('1 object removed from the set')).toBeTruthy());

    const exportMenu = wrapper.findButtonDropdown('[data-testid="object-export"]')!;
    await act$(() => exportMenu.openDropdown());
    await act$(() => exportMenu.findItemById('all:list')!.click());
    await vi.waitFor(() => expect(sent.some((s) => s.path === '/api/objects/excel?setId=s1&columns=list&listColumns=inventoryNumber%2CobjectName%2Clocation%2ClocationArea&lang=en')).toBe(true));
    expect(sent.some((s) => s.path.includes('all=true'))).toBe(false);

    await act$(() => header.findButton('[data-testid="object-set-print"]')!.click());
    await vi.waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/pdf?setId=s1'));
  });

  it("prints labels for the whole set when nothing is ticked; without a set, only for a selection", async () => {
    const { wrapper, table } = renderList('/objects?setId=s1');
    await vi.waitFor(() => expect(table().findRows()).toHaveLength(2));
    const labels = () => wrapper.findButton('[data-testid="object-labels"]')!;
    await vi.waitFor(() => expect(labels().isDisabled()).toBe(false));
    await act$(() => labels().click());
    await vi.waitFor(() => expect(screen.getByTestId('print-labels').textContent).toContain('2 objects'));
    cleanup();
    const plain = renderList('/objects');
    await vi.waitFor(() => expect(plain.table().findRows()).toHaveLength(2));
    expect(plain.wrapper.findButton('[data-testid="object-labels"]')!.isDisabled()).toBe(true);
  });
});
