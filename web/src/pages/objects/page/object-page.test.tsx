import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { allPermissions, FEATURES, type Grant } from '../../../../../shared/permissions';
import { RECORD_TYPES, type RecordType } from '../../../../../shared/records/record-types';
import { ApiProvider } from '../../../api/api-context';
import { createApiClient } from '../../../api/client';
import { ConsoleLocaleProvider } from '../../../i18n/console-locale';
import { NotificationsProvider } from '../../../notifications/notifications-context';
import { storedObject } from '../../../test-support/stored-object';
import { ObjectPageScreen } from './object-page';

const object = storedObject({
  id: 'o7',
  version: 3,
  inventoryNumber: 'B-010',
  objectName: 'Carpet',
  mainImage: { uid: 'm1', name: 'front.png', url: 'http://files.test/localhost/objects/CROP-1-front.png' },
  location: 'loc-main',
  locationArea: 'area-east',
  roomNumber: 'R-12',
  cabinetNumber: 'C3',
  shelfNumber: '2',
  temporaryLocation: true,
  productionDate: 'c.1830-5',
  productionEarliestYear: 1830,
  productionLatestYear: 1835,
  productionCentury: 19,
});

const value = (dropdownType: string, id: string, title: string, extra: Record<string, unknown> = {}) => ({ id, title, dropdownType, usage: 1, version: 1, children: [], ...extra });
const DROPDOWNS = {
  location: [value('location', 'loc-main', 'Main Building'), value('location', 'loc-store', 'Storage')],
  locationArea: [value('locationArea', 'area-east', 'East Wing')],
  condition: [value('condition', 'good', 'Good'), value('condition', 'poor', 'Poor', { badCondition: true })],
};

/** A record as the API answers it: every field present, empty but those given. */
function record(type: RecordType, id: string, fields: Record<string, unknown>, createdAt = '2026-01-01T00:00:00.000Z') {
  const emptyOf = (kind: string) => (kind === 'boolean' ? false : kind === 'images' || kind === 'documents' || kind === 'refs' ? [] : null);
  const empty = Object.fromEntries(type.fields.map((f) => [f.name, emptyOf(f.kind)]));
  return { ...empty, id, objectId: 'o7', inventoryNumber: 'B-010', objectName: 'Carpet', createdAt, updatedAt: null, version: 1, ...fields };
}
const page = (content: unknown[]) => ({ content, totalElements: content.length, page: 0, size: 100 });

const RECORDS: Record<string, unknown[]> = {
  conditions: [record(RECORD_TYPES.condition, 'c2', { condition: 'poor', conditionDate: '2026-03-04' }), record(RECORD_TYPES.condition, 'c1', { condition: 'good', conditionDate: '2025-05-06' })],
  movements: [record(RECORD_TYPES.movement, 'm1', { reportId: 'MV-2026-0001', dateOfMovement: '2026-02-01', newLocation: 'loc-main' })],
  treatments: [record(RECORD_TYPES.treatment, 't1', { reportId: 'TR-2024-0001', treatmentDate: '2024-07-08' })],
};

function renderPage(grant: Grant = { permissions: allPermissions(), enabledFeatures: [...FEATURES] }, id = 'o7') {
  const urls: string[] = [];
  const client = createApiClient('', async () => 'token', async (url) => {
    urls.push(url);
    const path = url.split('?')[0];
    if (path === '/api/objects/o7') return Response.json(object);
    if (path.startsWith('/api/objects/')) return Response.json({ message: 'No object with id gone.', status: 404 }, { status: 404 });
    if (path === '/api/dropdowns') return Response.json(DROPDOWNS);
    if (path === '/api/point-of-interests') return Response.json(page([]));
    return Response.json(page(RECORDS[path.slice('/api/'.length)] ?? []));
  });
  render(
    <ConsoleLocaleProvider>
      <MemoryRouter>
        <ApiProvider client={client}>
          <NotificationsProvider>
            <ObjectPageScreen id={id} title="Object" grant={grant} />
          </NotificationsProvider>
        </ApiProvider>
      </MemoryRouter>
    </ConsoleLocaleProvider>,
  );
  return { urls };
}

describe('the object page', () => {
  afterEach(cleanup);

  it('of an id no object has is the not-found page, with no actions to take on it', async () => {
    renderPage(undefined, 'gone');
    await vi.waitFor(() => expect(screen.getByTestId('not-found')).toBeTruthy());
    expect(screen.queryByRole('button', { name: /Edit|Export|Item Report/u })).toBeNull();
  });

  it('is headed by the number and name and shows the main image, the whole location and the latest condition with its day', async () => {
    renderPage();
    await vi.waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('B-010 · Carpet'));
    // App CMS write and item read: the object can be made into a POI.
    expect(screen.getByTestId('object-create-poi').textContent).toBe('Create POI');
    expect(screen.getByTestId('object-page-image').getAttribute('src')).toBe(object.mainImage!.url);
    await vi.waitFor(() => expect(screen.getByTestId('object-page-location').textContent).toContain('Main Building'));
    const location = screen.getByTestId('object-page-location').textContent;
    for (const part of ['Location', 'Main Building', 'Location Area', 'East Wing', 'Room Number', 'R-12', 'Cabinet Number', 'C3', 'Shelf Number', '2', 'Temporary Location', 'Yes']) {
      expect(location).toContain(part);
    }
    // The production date as written, the years the server read from it beneath.
    expect(screen.getByTestId('object-page-production-date').textContent).toBe('c.1830-5Years 1830 to 1835');
    // The latest report (2026) says Poor, though an older one said Good.
    await vi.waitFor(() => expect(screen.getByTestId('object-page-condition').textContent).toBe('Poorreported 2026/03/04'));
  });

  it('lists every type of record in one list, newest day first, each linking to its form', async () => {
    renderPage();
    const all = await vi.waitFor(() => {
      const table = screen.getByTestId('object-page-records-all');
      expect(within(table).getAllByRole('link')).toHaveLength(4);
      return table;
    });
    const links = within(all).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['2026/03/04', '2026/02/01', '2025/05/06', '2024/07/08']);
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/save-condition/c2', '/save-movement/m1', '/save-condition/c1', '/save-treatment/t1']);
    expect(all.textContent).toContain('MV-2026-0001');
    expect(all.textContent).toContain('To Main Building');
    expect(screen.getByRole('tab', { name: 'Conditions (2)' })).toBeTruthy();
  });

  it("reads each record type by the object's id, and no POIs or conditions the reader may not see", async () => {
    const { urls } = renderPage({ permissions: { item: { read: true, write: false }, movement: { read: true, write: false } }, enabledFeatures: ['Item-Cataloging'] });
    await vi.waitFor(() => expect(screen.getByTestId('object-page-records-all').textContent).toContain('2026/02/01'));
    expect(urls.filter((u) => u.startsWith('/api/movements'))).toEqual(['/api/movements?objectId=o7&size=100']);
    expect(urls.some((u) => u.startsWith('/api/conditions') || u.startsWith('/api/point-of-interests'))).toBe(false);
    expect(screen.queryByTestId('object-page-condition')).toBeNull();
    expect(screen.getByTestId('object-page-edit').textContent).toBe('All fields');
    expect(screen.queryByTestId('object-create-poi')).toBeNull();
  });
});
