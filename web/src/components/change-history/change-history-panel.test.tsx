import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { act, cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiProvider } from '../../api/api-context';
import { createApiClient } from '../../api/client';
import { NotificationsProvider } from '../../notifications/notifications-context';
import { ConsoleLocaleProvider } from '../../i18n/console-locale';
import { storePreferences, forgetStoredPreferences } from '../../preferences/stored-preferences';
import { DEFAULT_PREFERENCES } from '../../../../shared/schemas/preferences';
import { ChangeHistoryPanel } from './change-history-panel';

function renderPanel(answer: unknown, { objectType = 'user' }: { objectType?: string } = {}) {
  const urls: string[] = [];
  const client = createApiClient('', async () => 'token', async (url) => {
    urls.push(url);
    return new Response(JSON.stringify(answer), { status: 200 });
  });
  const view = render(
    <ConsoleLocaleProvider>
      <MemoryRouter>
        <ApiProvider client={client}>
          <NotificationsProvider>
            <ChangeHistoryPanel objectId="u 1" objectType={objectType} />
          </NotificationsProvider>
        </ApiProvider>
      </MemoryRouter>
    </ConsoleLocaleProvider>,
  );
  const panel = () => createWrapper(view.container).findExpandableSection()!;
  const open = () =>
    act(async () => {
      panel().findExpandButton().click();
    });
  return { urls, view, panel, open };
}

describe('the Change History panel', () => {
  afterEach(() => {
    cleanup();
    forgetStoredPreferences();
  });

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
    await vi.waitFor(() => expect(view.getByTestId('change-history-empty').textContent).toBe('History Data Not Found'));
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

  it('reads in Arabic, right to left, with Hijri dates when the reader chose them', async () => {
    storePreferences({ ...DEFAULT_PREFERENCES, language: 'ar', calendar: 'islamic-umalqura' });
    const { view, open } = renderPanel([{ id: 'a1', action: 'create', userId: 'u0', username: 'admin', timestamp: '2026-11-23T16:50:00.000Z' }]);
    await vi.waitFor(() => expect(view.container.textContent).toContain('سجل التغييرات'));
    expect(document.documentElement.dir).toBe('rtl');
    await open();
    const entry = await vi.waitFor(() => view.getByTestId('change-history-entries').querySelector('li')!);
    expect(entry.textContent).toBe('أنشأه admin \u20661448-06-13 16:50:00\u2069 هـ');
    // The user name and the time keep their own left-to-right order inside the Arabic sentence.
    // The name left to right; the Hijri stamp in its own isolate, its numbers left to right inside
    // and the era after them in reading order (to their left in Arabic).
    expect([...entry.querySelectorAll('bdi[dir="ltr"]')].map((b) => b.textContent)).toEqual(['admin']);
    expect([...entry.querySelectorAll('bdi:not([dir])')].map((b) => b.textContent)).toEqual(['\u20661448-06-13 16:50:00\u2069 هـ']);
  });

  const update = (changes: unknown[]) => [{ id: 'a1', action: 'update', userId: 'u0', username: 'admin', timestamp: '2026-11-23T16:50:00.000Z', changes }];
  const fieldLines = async (view: ReturnType<typeof render>) =>
    vi.waitFor(() => [...view.getByTestId('change-history-fields').querySelectorAll('li')].map((li) => li.textContent));

  it("lists under an entry each changed field by the form's label, old → new, values as text", async () => {
    const { view, open } = renderPanel(
      update([
        { field: 'objectName', old: 'Jar', new: 'Vase' },
        { field: 'location', old: 'location.1', new: 'location.2', names: { 'location.1': 'Store Room', 'location.2': 'Gallery 2' } },
        { field: 'available', old: null, new: true },
        { field: 'mainImage', old: { uid: 'f1', name: 'front.jpg', url: 'https://x/front.jpg' }, new: null },
        { field: 'description', old: 'x'.repeat(200), new: 'Short' },
        { field: 'beaconUniqueId', old: 'b-1', new: 'b-2' },
        { field: 'otherDimensions', old: [], new: [{ id: 'otherDimensions.1', value: 4.5 }], names: { 'otherDimensions.1': 'Depth' } },
        { field: 'material', old: ['material.1'], new: ['material.1', 'material.gone'], names: { 'material.1': 'Wood' } },
      ]),
      { objectType: 'object' },
    );
    await open();
    const lines = await fieldLines(view);
    expect(lines.slice(0, 4)).toEqual(['Object Name: Jar → Vase', 'Location: Store Room → Gallery 2', 'Available: - → Yes', 'Main Image: front.jpg → -']);
    // Long text is cut; a field no catalog labels reads by its name's words.
    expect(lines[4]).toBe(`Description: ${'x'.repeat(79)}… → Short`);
    expect(lines[5]).toBe('Beacon unique id: b-1 → b-2');
    // Ids by the names the answer gives; one whose record is gone as it is.
    expect(lines.slice(6)).toEqual(['Other Dimensions: - → Depth: 4.5', 'Material: Wood → Wood, material.gone']);
  });

  it("shows a record's, a POI's and a user's ids by their names", async () => {
    const record = renderPanel(update([{ field: 'condition', old: 'condition.1', new: 'condition.2', names: { 'condition.1': 'Good', 'condition.2': 'Poor' } }]), { objectType: 'condition' });
    await record.open();
    expect(await fieldLines(record.view)).toEqual(['Condition: Good → Poor']);
    cleanup();
    const poi = renderPanel(update([{ field: 'groupId', old: 'g1', new: 'g2', names: { g1: 'Ground floor', g2: 'Garden' } }]), { objectType: 'poi' });
    await poi.open();
    expect(await fieldLines(poi.view)).toEqual(['POI Group: Ground floor → Garden']);
  });

  it("labels a POI's and a user's fields as their forms do, in Arabic too", async () => {
    storePreferences({ ...DEFAULT_PREFERENCES, language: 'ar' });
    const poi = renderPanel(update([{ field: 'groupId', old: 'g1', new: 'g2', names: { g1: 'Ground floor', g2: 'Garden' } }]), { objectType: 'poi' });
    await vi.waitFor(() => expect(poi.view.container.textContent).toContain('سجل التغييرات'));
    await poi.open();
    const [line] = await fieldLines(poi.view);
    expect(line.startsWith('مجموعة نقاط الاهتمام')).toBe(true);
    cleanup();
    const user = renderPanel(update([{ field: 'phoneNumber', old: '1', new: '2' }]), { objectType: 'user' });
    await vi.waitFor(() => expect(user.view.container.textContent).toContain('سجل التغييرات'));
    await user.open();
    expect((await fieldLines(user.view))[0].startsWith('رقم الهاتف')).toBe(true);
  });

  it('reads a dropdown title in Arabic when the catalog knows it, and keeps other names as the museum wrote them', async () => {
    storePreferences({ ...DEFAULT_PREFERENCES, language: 'ar' });
    const { view, open } = renderPanel(
      update([
        { field: 'condition', old: null, new: 'condition.1', names: { 'condition.1': 'Yes' } },
        { field: 'objectId', old: null, new: 'o1', names: { o1: 'Yes' } },
      ]),
      { objectType: 'condition' },
    );
    await vi.waitFor(() => expect(view.container.textContent).toContain('سجل التغييرات'));
    await open();
    const [dropdown, object] = await fieldLines(view);
    expect(dropdown.endsWith('نعم')).toBe(true);
    expect(object.endsWith('Yes')).toBe(true);
  });

  it("labels a record's fields as its form does, and ends a long list with 'and n more'", async () => {
    const many = Array.from({ length: 13 }, (_, i) => ({ field: `note${i}`, old: i, new: i + 1 }));
    const { view, open } = renderPanel(update([{ field: 'reportId', old: 'R-1', new: 'R-2' }, ...many]), { objectType: 'treatment' });
    await open();
    const lines = await fieldLines(view);
    expect(lines).toHaveLength(11);
    expect(lines[0]).toBe('Report ID: R-1 → R-2');
    expect(lines[10]).toBe('and 4 more');
  });

  it('reads the changes in Arabic, each part in its own isolate, the arrow pointing from old to new', async () => {
    storePreferences({ ...DEFAULT_PREFERENCES, language: 'ar' });
    const { view, open } = renderPanel(update([{ field: 'objectName', old: 'Jar', new: 'جرة' }, { field: 'available', old: true, new: false }]), { objectType: 'object' });
    await vi.waitFor(() => expect(view.container.textContent).toContain('سجل التغييرات'));
    await open();
    expect(await fieldLines(view)).toEqual(['اسم القطعة: Jar ← جرة', 'متاحة: نعم ← لا']);
    const first = view.getByTestId('change-history-fields').querySelector('li')!;
    expect([...first.querySelectorAll('bdi')].map((b) => b.textContent)).toEqual(['اسم القطعة', 'Jar', 'جرة']);
  });
});
