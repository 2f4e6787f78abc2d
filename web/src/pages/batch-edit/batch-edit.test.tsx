import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { act, cleanup } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ImportBatch } from '../../../../shared/schemas/import';
import { recordingClient, renderScreen } from '../../test-support/render-screen';
import { storedObject } from '../../test-support/stored-object';
import { ObjectListScreen } from '../objects/list/object-list-page';

const OBJECTS = ['A-001', 'A-002', 'A-003'].map((inventoryNumber, n) => storedObject({ id: `o${n + 1}`, inventoryNumber }));
const STORE = { id: 'location.store', title: 'Store Room', dropdownType: 'location', usage: 0, version: 1, children: [] };

const BATCH: ImportBatch = {
  id: 'b1', kind: 'objects', source: 'batch-edit', fileName: '', status: 'ANALYSED', step: 'dry-run', createdBy: 'admin', createdAt: '2026-11-27T00:00:00Z',
  rows: 2, counts: { create: 0, update: 1, unchanged: 0, invalid: 1 }, mapping: [], createValues: false, newValues: [], unmapped: [], processed: 2, total: 2,
  failed: 0, committedAt: null, rolledBackAt: null, rolledBackBy: null, refusedCount: 0, refused: [], message: null, reason: null, stalled: false, resumable: true, version: 1,
};
const ROWS = {
  update: [{ row: 1, class: 'update', label: 'A-001', id: 'o1', diff: [{ field: 'location', label: 'Location', from: '', to: 'Store Room' }] }],
  invalid: [{ row: 2, class: 'invalid', label: 'A-002', id: 'o2', reasons: ['Location Area is not under Store Room.'] }],
};

/** The object list whose API holds one batch edit, moved on by the commit and the rollback it is asked for. */
function renderList() {
  let batch = BATCH;
  const { client, sent } = recordingClient((method, url) => {
    const path = url.pathname;
    if (path === '/api/dropdowns') return Response.json({ location: [STORE] });
    if (path === '/api/saved-searches') return Response.json([]);
    if (path === '/api/objects') return Response.json({ content: OBJECTS, totalElements: 3, page: 0, size: 10 });
    if (path === '/api/batch-edits' && method === 'POST') return Response.json(batch, { status: 202 });
    if (path === '/api/batch-edits/b1') return Response.json(batch);
    if (path === '/api/batch-edits/b1/rows') return Response.json({ content: ROWS[url.searchParams.get('class') as keyof typeof ROWS] ?? [], totalElements: 1, page: 0, size: 20 });
    if (path === '/api/batch-edits/b1/commit') batch = { ...batch, status: 'COMMITTED', step: 'commit', processed: 1, committedAt: '2026-11-27T00:01:00Z', version: 2 };
    if (path === '/api/batch-edits/b1/rollback') {
      batch = { ...batch, status: 'ROLLED_BACK', step: 'rollback', rolledBackBy: 'admin', refusedCount: 1, refused: [{ row: 1, label: 'A-001', reason: 'Edited since the batch edit.' }], version: 3 };
    }
    if (path.endsWith('/commit') || path.endsWith('/rollback')) return Response.json(batch, { status: 202 });
    return Response.json({ message: 'not in this test' }, { status: 404 });
  });
  const view = renderScreen(<Route path="*" element={<ObjectListScreen title="Objects" mayWrite storageKey="list-state:objects:u1" />} />, { client, entry: '/objects' });
  const wrapper = createWrapper(view.container);
  return { wrapper, sent, table: () => wrapper.findTable('[data-testid="object-table"]')! };
}

const act$ = (action: () => void) => act(async () => action());
/** The batch edit's modal once its lazy chunk has loaded. */
const openModal = () =>
  vi.waitFor(() => {
    const modal = createWrapper().findModal('[data-testid="batch-edit"]');
    expect(modal).toBeTruthy();
    return modal!;
  });
const objectReads = (sent: { method: string; path: string }[]) => sent.filter((s) => s.method === 'GET' && s.path.startsWith('/api/objects?')).length;

describe('batch edit from the object list', { timeout: 30_000 }, () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(cleanup);

  it('sends the ticked objects and the change, shows the preview, commits, reads the list again and rolls back with what it left', async () => {
    const { wrapper, sent, table } = renderList();
    await vi.waitFor(() => expect(table().findRows()).toHaveLength(3));
    const menu = wrapper.findButtonDropdown('[data-testid="batch-edit-open-menu"]')!;
    expect(menu.findMainAction()!.getElement().hasAttribute('disabled')).toBe(true);
    await act$(() => table().findRowSelectionArea(1)!.click());
    await act$(() => table().findRowSelectionArea(2)!.click());
    await act$(() => menu.findMainAction()!.click());

    const modal = await openModal();
    expect(modal.findHeader().getElement().textContent).toContain('2 selected items');
    // Nothing is sent without a field and its value.
    await act$(() => modal.findFooter()!.findButton('[data-testid="batch-edit-preview"]')!.click());
    expect(modal.findContent().getElement().textContent).toContain('Choose a field to change.');
    const field = modal.findContent().findSelect('[data-testid="batch-edit-field-0"]')!;
    await act$(() => field.openDropdown());
    await act$(() => field.selectOptionByValue('location'));
    const value = modal.findContent().findSelect('[data-testid="batch-edit-value-0"]')!;
    await act$(() => value.openDropdown());
    await vi.waitFor(() => expect(value.findDropdown().findOptions().map((o) => o.getElement().textContent)).toEqual(['Store Room']));
    await act$(() => value.selectOptionByValue('location.store'));
    await act$(() => modal.findFooter()!.findButton('[data-testid="batch-edit-preview"]')!.click());

    await vi.waitFor(() =>
      expect(sent.find((s) => s.method === 'POST' && s.path === '/api/batch-edits')?.body).toEqual({
        kind: 'objects',
        select: { idList: ['o1', 'o2'] },
        changes: [{ field: 'location', op: 'set', value: 'location.store' }],
      }),
    );
    await vi.waitFor(() => expect(modal.findContent().getElement().textContent).toContain('1 will change, 0 unchanged, 1 invalid'));
    await vi.waitFor(() => expect(modal.findContent().findTable()!.getElement().textContent).toContain('Location: (empty) → Store Room'));

    const readsBefore = objectReads(sent);
    await act$(() => modal.findFooter()!.findButton('[data-testid="batch-edit-commit"]')!.click());
    expect(modal.findContent().getElement().textContent).toContain('Save the changes to 1 item?');
    await act$(() => modal.findFooter()!.findButton('[data-testid="batch-edit-confirm"]')!.click());
    expect(sent.find((s) => s.path === '/api/batch-edits/b1/commit')?.body).toEqual({ version: 1 });
    await vi.waitFor(() => expect(modal.findContent().getElement().textContent).toContain('Saved: 1 item changed.'));
    await vi.waitFor(() => expect(objectReads(sent)).toBeGreaterThan(readsBefore));

    await act$(() => modal.findFooter()!.findButton('[data-testid="batch-edit-rollback"]')!.click());
    await act$(() => modal.findFooter()!.findButton('[data-testid="batch-edit-confirm"]')!.click());
    expect(sent.find((s) => s.path === '/api/batch-edits/b1/rollback')?.body).toEqual({ version: 2 });
    const left = await vi.waitFor(() => modal.findContent().findTable('[data-testid="import-refused"]')!);
    expect(left.findRows().map((r) => r.getElement().textContent)).toEqual(['A-001Edited since the batch edit.']);
  });

  it('edits every result of the search: the list query without its page, size and order', async () => {
    const { wrapper, sent, table } = renderList();
    await vi.waitFor(() => expect(table().findRows()).toHaveLength(3));
    const menu = wrapper.findButtonDropdown('[data-testid="batch-edit-open-menu"]')!;
    await act$(() => menu.openDropdown());
    await act$(() => menu.findItemById('all')!.click());
    const modal = await openModal();
    const field = modal.findContent().findSelect('[data-testid="batch-edit-field-0"]')!;
    await act$(() => field.openDropdown());
    await act$(() => field.selectOptionByValue('objectTitle'));
    await act$(() => modal.findContent().findSelect('[data-testid="batch-edit-op-0"]')!.openDropdown());
    await act$(() => modal.findContent().findSelect('[data-testid="batch-edit-op-0"]')!.selectOptionByValue('clear'));
    await act$(() => modal.findFooter()!.findButton('[data-testid="batch-edit-preview"]')!.click());
    await vi.waitFor(() => expect(sent.find((s) => s.path === '/api/batch-edits')?.body).toMatchObject({ select: { query: {} }, changes: [{ field: 'objectTitle', op: 'clear' }] }));
  });
});
