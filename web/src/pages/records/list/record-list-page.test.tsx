import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RECORD_TYPES, type RecordType } from '../../../../../shared/records/record-types';
import { ApiProvider } from '../../../api/api-context';
import { createApiClient } from '../../../api/client';
import { ConsoleLocaleProvider } from '../../../i18n/console-locale';
import { NotificationsProvider } from '../../../notifications/notifications-context';
import { RecordListScreen } from './record-list-page';

const good = { id: 'condition.good', title: 'Good', dropdownType: 'condition', usage: 1, version: 1, children: [] };
const row = { id: 'r1', objectId: 'o7', inventoryNumber: 'B-010', objectName: 'Carpet', condition: 'condition.good', conditionDate: '2025-02-10', createdAt: null, updatedAt: null, version: 1 };

function renderList(type: RecordType, mayWrite: boolean) {
  const urls: string[] = [];
  const client = createApiClient('', async () => 'token', async (url) => {
    urls.push(url);
    if (url.startsWith('/api/dropdowns')) return Response.json({ condition: [good] });
    return Response.json({ content: [{ ...Object.fromEntries(type.fields.map((f) => [f.name, f.kind === 'boolean' ? false : ['refs', 'images', 'documents'].includes(f.kind) ? [] : null])), ...row }], totalElements: 1, page: 0, size: 10 });
  });
  render(
    <ConsoleLocaleProvider>
      <MemoryRouter>
        <ApiProvider client={client}>
          <NotificationsProvider>
            <RecordListScreen type={type} title="Conditions" mayWrite={mayWrite} mayImport={mayWrite} storageKey={`test-${type.name}-${String(mayWrite)}`} />
          </NotificationsProvider>
        </ApiProvider>
      </MemoryRouter>
    </ConsoleLocaleProvider>,
  );
  return urls;
}

describe('a record list', () => {
  afterEach(() => {
    cleanup();
    sessionStorage.clear();
  });

  it('shows the columns of spec 2, values by title and days as YYYY/MM/DD, with the write controls', async () => {
    renderList(RECORD_TYPES.condition, true);
    const table = await vi.waitFor(() => screen.getByTestId('record-table'));
    await vi.waitFor(() => expect(within(table).getByText('B-010')).toBeTruthy());
    const headers = within(table).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(expect.arrayContaining(['Inventory Number', 'Object Name', 'Condition', 'Condition Date', 'Action']));
    await vi.waitFor(() => expect(within(table).getByText('Good')).toBeTruthy());
    expect(within(table).getByText('2025/02/10')).toBeTruthy();
    expect(screen.getByTestId('record-add')).toBeTruthy();
    expect(screen.getByTestId('record-delete')).toBeTruthy();
    expect(screen.getByTestId('record-import')).toBeTruthy();
  });

  it('hides Add, Delete and the row actions without write, and sends the search as searchText', async () => {
    const urls = renderList(RECORD_TYPES.insurance, false);
    const table = await vi.waitFor(() => screen.getByTestId('record-table'));
    await vi.waitFor(() => expect(within(table).getByText('B-010')).toBeTruthy());
    expect(screen.queryByTestId('record-add')).toBeNull();
    expect(screen.queryByTestId('record-delete')).toBeNull();
    expect(screen.queryByTestId('record-import')).toBeNull();
    expect(within(table).queryByText('Action')).toBeNull();
    // Insurances have no Object Name column (spec 2 section 2).
    expect(within(table).queryByText('Object Name')).toBeNull();
    await act(async () => fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'B-01' } }));
    await vi.waitFor(() => expect(urls.some((u) => u.includes('searchText=B-01'))).toBe(true));
  });
});
