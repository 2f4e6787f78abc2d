import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NEW_PLACE_REQUIRED } from '../../../../../shared/records/new-place-rule';
import { RECORD_TYPES, type RecordType } from '../../../../../shared/records/record-types';
import { recordSchema } from '../../../../../shared/schemas/records';
import { ApiProvider } from '../../../api/api-context';
import { createApiClient } from '../../../api/client';
import { ConsoleLocaleProvider } from '../../../i18n/console-locale';
import { NotificationsProvider } from '../../../notifications/notifications-context';
import { byLabel } from '../../../test-support/by-label';
import { DEFAULT_PREFERENCES } from '../../../../../shared/schemas/preferences';
import { forgetStoredPreferences, storePreferences } from '../../../preferences/stored-preferences';
import { RecordFormScreen } from './record-form-page';
import { emptyValues, payloadOf } from './record-form-values';
import { storedObject } from '../../../test-support/stored-object';

const object = storedObject({ id: 'o7', inventoryNumber: 'B-010', objectName: 'Carpet', objectTitle: 'Prayer carpet', author: 'Weaver', length: 120, width: 80, weight: 2500, available: true, temporaryLocation: false });

function stored(type: RecordType, fields: Record<string, unknown>) {
  const noFiles = Object.fromEntries(type.fields.filter((f) => f.kind === 'images' || f.kind === 'documents').map((f) => [f.name, []]));
  return recordSchema(type).parse({ ...payloadOf(type, emptyValues(type, 'o7')), ...noFiles, ...fields, id: 'r1', inventoryNumber: 'B-010', objectName: 'Carpet', createdAt: null, updatedAt: null, version: 2 });
}

function renderForm(type: RecordType, { id, record, path, chosen = object }: { id?: string; record?: unknown; path: string; chosen?: typeof object }) {
  const sent: { method: string; url: string; body?: Record<string, unknown> }[] = [];
  const client = createApiClient('', async () => 'token', async (url, init) => {
    const method = init.method ?? 'GET';
    sent.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined });
    if (url.startsWith('/api/dropdowns')) return Response.json({});
    if (url.startsWith('/api/activities/audit')) return Response.json([]);
    if (url.startsWith('/api/items/objectNumbers')) return Response.json([{ id: 'o7', inventoryNumber: 'B-010', objectName: 'Carpet' }]);
    if (url === '/api/objects/o7') return Response.json(chosen);
    if (url === `/api/${type.path}/reportId`) return Response.json({ data: 'TR-2026-0007' });
    if (url === `/api/${type.path}/r1`) return Response.json(record);
    return Response.json(stored(type, JSON.parse(String(init.body)) as Record<string, unknown>));
  });
  render(
    <ConsoleLocaleProvider>
      <MemoryRouter initialEntries={[path]}>
        <ApiProvider client={client}>
          <NotificationsProvider>
            <Routes>
              <Route path="*" element={<RecordFormScreen type={type} id={id} mayWrite />} />
            </Routes>
          </NotificationsProvider>
        </ApiProvider>
      </MemoryRouter>
    </ConsoleLocaleProvider>,
  );
  return sent;
}

const click = (element: HTMLElement) => act(async () => fireEvent.click(element));
const saveButton = () => screen.getByTestId('record-save');

describe('a record form', () => {
  afterEach(cleanup);

  it("keeps Save disabled until the object's details are loaded, then shows them read-only", async () => {
    renderForm(RECORD_TYPES.insurance, { path: '/add-insurance?objectId=o7' });
    expect(saveButton().hasAttribute('disabled')).toBe(true);
    await vi.waitFor(() => expect(screen.getByTestId('record-object-details').textContent).toContain('Prayer carpet'));
    const details = screen.getByTestId('record-object-details').textContent ?? '';
    expect(details).toContain('Length (cm)120');
    expect(details).toContain('Weight (gr)2500');
    expect(details).toContain('Weaver');
    expect(saveButton().hasAttribute('disabled')).toBe(false);
  });

  it("sends nothing without a report id and says 'Report ID field is required'; Generate fills the next one", async () => {
    const sent = renderForm(RECORD_TYPES.treatment, { path: '/add-treatment?objectId=o7' });
    await vi.waitFor(() => expect(screen.getByTestId('record-object-details')).toBeTruthy());
    await click(saveButton());
    expect(screen.getByText('Report ID field is required')).toBeTruthy();
    expect(sent.filter((s) => s.method === 'POST')).toEqual([]);

    await click(screen.getByTestId('record-report-id-fill'));
    await vi.waitFor(() => expect((screen.getByTestId('record-reportId').querySelector('input') as HTMLInputElement).value).toBe('TR-2026-0007'));
    await click(saveButton());
    await vi.waitFor(() => expect(screen.getByTestId('record-saved')).toBeTruthy());
    expect(sent.find((s) => s.method === 'POST')?.body).toMatchObject({ objectId: 'o7', reportId: 'TR-2026-0007', treatmentDate: null, damageType: [] });
  });

  it("removes a saved file only after 'Yes & Save', saving the record at once", async () => {
    const image = { uid: 'u1', name: 'front.png', url: 'http://store/localhost/conditions/CROP-1-front.png' };
    const record = stored(RECORD_TYPES.condition, { imageList: [image], examinedBy: 'Conservator' });
    const sent = renderForm(RECORD_TYPES.condition, { id: 'r1', record, path: '/save-condition/r1' });
    await vi.waitFor(() => expect(screen.getByTestId('record-object-details')).toBeTruthy());
    await click(screen.getByRole('button', { name: 'Remove front.png' }));
    expect(sent.filter((s) => s.method === 'PUT')).toEqual([]);
    await click(screen.getByTestId('remove-saved-file-ok'));
    await vi.waitFor(() => expect(sent.filter((s) => s.method === 'PUT')).toHaveLength(1));
    const body = sent.find((s) => s.method === 'PUT')!.body!;
    expect(body).toMatchObject({ id: 'r1', version: 2, examinedBy: 'Conservator' });
    expect(body.imageList).toBeUndefined();
  });

  it("shows a movement's old location read-only, whole, from the chosen object; the new location's levels are for the user", async () => {
    renderForm(RECORD_TYPES.movement, { path: '/add-movement?objectId=o7', chosen: { ...object, roomNumber: 'S-12', shelfNumber: '2', temporaryLocation: true } });
    const input = (field: string) => screen.getByTestId(`record-${field}`).querySelector('input') as HTMLInputElement;
    await vi.waitFor(() => expect(input('oldRoomNumber').value).toBe('S-12'));
    expect(screen.getByTestId('record-place-old').textContent).toContain('Old Location');
    expect([input('oldShelfNumber').value, input('oldShelfNumber').disabled, input('oldCabinetNumber').value]).toEqual(['2', true, '']);
    expect(screen.getByTestId('record-oldTemporaryLocation').querySelector('input')!.checked).toBe(true);
    expect(screen.getByTestId('record-place-new').textContent).toContain('New Location: Room Number');
    expect([input('newRoomNumber').value, input('newRoomNumber').disabled]).toEqual(['', false]);
  });

  it('marks the required fields by the checks that refuse the save: the New Location once a lower level of it is given, refused at that field', async () => {
    const sent = renderForm(RECORD_TYPES.movement, { path: '/add-movement?objectId=o7' });
    const input = (name: string) => screen.getByTestId(`record-${name}`).querySelector('input') as HTMLInputElement;
    const marked = (name: string) => document.querySelector(`label[for="record-${name}"] [data-testid="required-marker"]`) !== null;
    await vi.waitFor(() => expect(screen.getByTestId('record-object-details')).toBeTruthy());
    expect(screen.getByTestId('required-note').textContent).toBe('Fields marked * are required.');
    expect(input('reportId').getAttribute('aria-required')).toBe('true');
    expect(byLabel('Report ID')).toBe(input('reportId'));
    expect(input('newRoomNumber').getAttribute('aria-required')).toBeNull();
    expect(marked('reportId')).toBe(true);
    expect(marked('newRoomNumber')).toBe(false);

    await act(async () => fireEvent.change(input('reportId'), { target: { value: 'MV-2026-0100' } }));
    await act(async () => fireEvent.change(input('newRoomNumber'), { target: { value: 'G-7' } }));
    expect(marked('newLocation')).toBe(true);
    await click(saveButton());
    await vi.waitFor(() => expect(screen.getByText(NEW_PLACE_REQUIRED)).toBeTruthy());
    expect(sent.filter((s) => s.method === 'POST')).toEqual([]);
  });

  it('says in Arabic why a movement with lower levels and no New Location is refused', async () => {
    storePreferences({ ...DEFAULT_PREFERENCES, language: 'ar' });
    try {
      renderForm(RECORD_TYPES.movement, { path: '/add-movement?objectId=o7' });
      const input = (name: string) => screen.getByTestId(`record-${name}`).querySelector('input') as HTMLInputElement;
      await vi.waitFor(() => expect(screen.getByTestId('record-object-details')).toBeTruthy());
      await vi.waitFor(() => expect(screen.getByTestId('required-note').textContent).toBe('الحقول المعلَّمة بـ * مطلوبة.'));
      await act(async () => fireEvent.change(input('reportId'), { target: { value: 'MV-2026-0101' } }));
      await act(async () => fireEvent.change(input('newRoomNumber'), { target: { value: 'G-7' } }));
      await click(saveButton());
      await vi.waitFor(() => expect(screen.getByText('مطلوب عند إدخال مستويات أدنى للموقع الجديد (من دونه لا يُنقل شيء).')).toBeTruthy());
    } finally {
      forgetStoredPreferences();
    }
  });

  it("shows the curatorial form's Hijri date of its recording date, and the Change History on update", async () => {
    const record = stored(RECORD_TYPES.curatorialForm, { recordingDate: '2024-03-11', recordedBy: 'Curator' });
    const sent = renderForm(RECORD_TYPES.curatorialForm, { id: 'r1', record, path: '/save-curatorial-form/r1' });
    await vi.waitFor(() => expect(screen.getByTestId('record-hijri-date').textContent).toContain('Ramadan 1, 1445'));
    await click(saveButton());
    await vi.waitFor(() => expect(screen.getByTestId('record-saved')).toBeTruthy());
    expect(sent.find((s) => s.method === 'PUT')?.body).toMatchObject({ id: 'r1', version: 2, recordingDate: '2024-03-11', recordedBy: 'Curator' });
  });
});
