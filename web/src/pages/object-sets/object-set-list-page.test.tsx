import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { act, cleanup } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordingClient, renderScreen, Where } from '../../test-support/render-screen';
import { seriousAxeViolations } from '../../test-support/serious-axe-violations';
import { ObjectSetList } from './object-set-list-page';

const set = (id: string, name: string, extra: Record<string, unknown> = {}) => ({
  id, name, private: true, ownerId: 'u1', ownerName: 'admin', size: 3, version: 1, createdAt: '2026-11-26T10:00:00Z', updatedAt: '2026-11-26T10:00:00Z', ...extra,
});
const SETS = [set('s1', 'Loan 2027'), set('s2', 'Photography', { private: false, ownerId: 'u2', ownerName: 'curator', size: 120 })];

function renderPage(write = true) {
  const { client, sent } = recordingClient((method, url) => {
    if (url.pathname === '/api/object-sets' && method === 'GET') return Response.json(SETS);
    if (method === 'POST') return Response.json(set('s3', 'New'));
    if (method === 'PUT') return Response.json(set('s1', 'Loan 2028', { version: 2 }));
    if (method === 'DELETE') return Response.json({ deleted: 1 });
    return Response.json({ message: 'not in this test' }, { status: 404 });
  });
  const view = renderScreen(
    <>
      <Route path="/object-sets" element={<ObjectSetList title="Sets" mayWrite={write} userId="u1" />} />
      <Route path="*" element={<Where />} />
    </>,
    { client, entry: '/object-sets' },
  );
  const wrapper = createWrapper(view.container);
  return { view, wrapper, sent, table: () => wrapper.findTable('[data-testid="object-set-table"]')! };
}

const act$ = (action: () => void) => act(async () => action());

describe('Objects -> Sets', { timeout: 30_000 }, () => {
  afterEach(cleanup);

  it('lists the sets with their visibility and size, and opens one as the object list of the set', async () => {
    const { table, view } = renderPage();
    await vi.waitFor(() => expect(table().findRows()).toHaveLength(2));
    expect(table().findBodyCell(1, 2)!.getElement().textContent).toBe('Private');
    expect(table().findBodyCell(2, 2)!.getElement().textContent).toBe('Shared with the museum');
    expect(table().findBodyCell(2, 3)!.getElement().textContent).toBe('120');
    expect(await seriousAxeViolations(view.container)).toEqual([]);
    await act$(() => table().findBodyCell(1, 1)!.findLink()!.click());
    await vi.waitFor(() => expect(createWrapper().find('[data-testid="where"]')!.getElement().textContent).toBe('/objects?setId=s1'));
  });

  it('creates a private set, renames one at its version, and deletes one after "Sure to delete?"', async () => {
    const { wrapper, table, sent } = renderPage();
    await vi.waitFor(() => expect(table().findRows()).toHaveLength(2));

    await act$(() => wrapper.findButton('[data-testid="object-set-create"]')!.click());
    const form = () => createWrapper().findModal('[data-testid="object-set-form"]')!;
    await act$(() => form().findContent().findInput()!.setInputValue('Conservation queue'));
    await act$(() => form().findFooter()!.findButton('[data-testid="object-set-save"]')!.click());
    await vi.waitFor(() => expect(sent.find((s) => s.method === 'POST')?.body).toEqual({ name: 'Conservation queue', private: true }));

    const actions = (row: number) => table().findBodyCell(row, 6)!.findButtonDropdown()!;
    await act$(() => actions(1).openDropdown());
    await act$(() => actions(1).findItemById('edit')!.click());
    await act$(() => form().findContent().findInput()!.setInputValue('Loan 2028'));
    await act$(() => form().findContent().findToggle()!.findNativeInput().click());
    await act$(() => form().findFooter()!.findButton('[data-testid="object-set-save"]')!.click());
    await vi.waitFor(() => expect(sent.find((s) => s.method === 'PUT')).toEqual({ method: 'PUT', path: '/api/object-sets/s1', body: { name: 'Loan 2028', private: false, version: 1 } }));

    await vi.waitFor(() => expect(form()).toBeNull());
    await act$(() => actions(1).openDropdown());
    await act$(() => actions(1).findItemById('delete')!.click());
    const confirm = createWrapper().findModal('[data-testid="confirm-delete"]')!;
    expect(confirm.getElement().textContent).toContain('Sure to delete?');
    expect(confirm.getElement().textContent).toContain('Loan 2027');
    expect(sent.some((s) => s.method === 'DELETE')).toBe(false);
    await act$(() => confirm.findFooter()!.findButton('[data-testid="confirm-delete-ok"]')!.click());
    await vi.waitFor(() => expect(sent.find((s) => s.method === 'DELETE')?.path).toBe('/api/object-sets/s1'));

    // Another user's shared set: renamed, but its visibility is its creator's to change.
    await act$(() => actions(2).openDropdown());
    await act$(() => actions(2).findItemById('edit')!.click());
    expect(form().findContent().findToggle()!.findNativeInput().getElement().disabled).toBe(true);
  });

  it('offers no create or actions without item write', async () => {
    const { wrapper, table } = renderPage(false);
    await vi.waitFor(() => expect(table().findRows()).toHaveLength(2));
    expect(wrapper.findButton('[data-testid="object-set-create"]')).toBeNull();
    expect(table().findColumnHeaders()).toHaveLength(5);
  });
});
