import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ObjectSchema } from '../../../../../shared/schemas/object';
import { ApiProvider } from '../../../api/api-context';
import { createApiClient } from '../../../api/client';
import { ConsoleLocaleProvider } from '../../../i18n/console-locale';
import { NotificationsProvider } from '../../../notifications/notifications-context';
import { storedObject } from '../../../test-support/stored-object';
import { ObjectFormScreen } from './object-form-page';
import { byLabel } from '../../../test-support/by-label';

const stored = storedObject({ id: 'o7', version: 3, inventoryNumber: 'B-010', objectName: 'Carpet' });

const value = (id: string, title: string) => ({ id, title, dropdownType: 'location', usage: 1, version: 1, children: [] });
const LOCATIONS = { location: [value('l1', 'Store Room'), value('l2', 'Gallery 2')] };

function renderScreen(id?: string, audit: unknown[] = []) {
  const urls: string[] = [];
  const client = createApiClient('', async () => 'token', async (url, init) => {
    urls.push(`${init.method ?? 'GET'} ${url}`);
    if (url.startsWith('/api/dropdowns')) return Response.json(LOCATIONS);
    if (url.startsWith('/api/activities/audit')) return Response.json(audit);
    if (url === '/api/objects/o7') return Response.json(stored);
    const body = JSON.parse(String(init.body)) as Record<string, unknown>;
    return Response.json(ObjectSchema.parse({ ...stored, ...body, id: 'o8', version: 1 }));
  });
  const view = render(
    <ConsoleLocaleProvider>
      <MemoryRouter>
        <ApiProvider client={client}>
          <NotificationsProvider>
            <Routes>
              <Route path="*" element={<ObjectFormScreen id={id} mayWrite />} />
            </Routes>
          </NotificationsProvider>
        </ApiProvider>
      </MemoryRouter>
    </ConsoleLocaleProvider>,
  );
  return { view, urls };
}

const click = (element: HTMLElement) => act(async () => fireEvent.click(element));

describe('the object form screen', () => {
  afterEach(cleanup);

  it('switches to the success result after adding, and Add object starts an empty form', async () => {
    renderScreen();
    await act(async () => fireEvent.change(byLabel('Inventory Number'), { target: { value: 'A-009' } }));
    await click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(screen.getByTestId('object-saved').textContent).toContain('Successfully inserted new item!'));
    expect(screen.getByRole('button', { name: 'Go to objects' })).toBeTruthy();
    await click(screen.getByRole('button', { name: 'Add object' }));
    expect((byLabel('Inventory Number') as HTMLInputElement).value).toBe('');
  });

  it('loads the record to update, fills the form and shows its Change History', async () => {
    const { view, urls } = renderScreen('o7');
    await vi.waitFor(() => expect((byLabel('Object Name') as HTMLInputElement).value).toBe('Carpet'));
    expect(urls).toContain('GET /api/objects/o7');
    expect(view.getByTestId('change-history').textContent).toContain('Change History');
    await click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(screen.getByTestId('object-saved').textContent).toContain('Data saved successfully'));
    expect(urls).toContain('PUT /api/objects');
  });

  it("shows a changed dropdown field in the history by the titles the history answers with", async () => {
    const change = { field: 'location', old: 'l1', new: 'l2', names: { l1: 'Store Room', l2: 'Gallery 2' } };
    const { view } = renderScreen('o7', [{ id: 'a1', action: 'update', userId: 'u0', username: 'admin', timestamp: '2026-11-23T16:50:00.000Z', changes: [change] }]);
    await vi.waitFor(() => expect((byLabel('Object Name') as HTMLInputElement).value).toBe('Carpet'));
    await click(view.getByText('Change History'));
    await vi.waitFor(() => expect(view.getByTestId('change-history-fields').textContent).toBe('Location: Store Room → Gallery 2'));
  });
});
