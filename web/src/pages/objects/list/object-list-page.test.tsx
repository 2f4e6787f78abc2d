import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ObjectSchema, type CollectionObject } from '../../../../../shared/schemas/object';
import { ApiProvider } from '../../../api/api-context';
import { createApiClient } from '../../../api/client';
import { ConsoleLocaleProvider } from '../../../i18n/console-locale';
import { NotificationBar } from '../../../notifications/notification-bar';
import { NotificationsProvider } from '../../../notifications/notifications-context';
import { seriousAxeViolations } from '../../../test-support/serious-axe-violations';
import { EMPTY_OBJECT_FORM, payloadOf } from '../form/object-form-values';
import { ObjectListScreen } from './object-list-page';
import { NO_DERIVED_FIELDS } from '../../../test-support/stored-object';

const objectOf = (id: string, inventoryNumber: string, extra: Partial<CollectionObject> = {}): CollectionObject =>
  ObjectSchema.parse({ ...payloadOf(EMPTY_OBJECT_FORM), ...NO_DERIVED_FIELDS, id, version: 1, inventoryNumber, createdAt: null, updatedAt: null, ...extra });

const OBJECTS = [
  objectOf('o1', 'A-001', { objectName: 'Bowl', location: 'loc1', locationArea: 'area1' }),
  objectOf('o2', 'A-002', { objectName: 'Carpet', location: null, locationArea: null }),
];

const value = (id: string, title: string, dropdownType: string, children: unknown[] = []) => ({ id, title, dropdownType, usage: 0, version: 1, children });
const DROPDOWNS = {
  classification: [value('cl1', 'Ceramics', 'classification', [{ id: 'ca1', title: 'Bowls', dropdownType: 'category', parentId: 'cl1', usage: 0, version: 1 }])],
  location: [value('loc1', 'Store Room', 'location')],
  locationArea: [value('area1', 'North Wing', 'locationArea')],
};

type Answer = (url: URL, init: RequestInit) => Response | undefined;

/** The address bar of the test's router: the list's query lives in it. */
function LocationProbe() {
  const { search } = useLocation();
  return <output data-testid="location-search">{search}</output>;
}
const urlQuery = () => new URLSearchParams(screen.getByTestId('location-search').textContent ?? '');

/** The API as the list sees it; `answer` takes over the routes a test is about. */
function renderList({ mayWrite = true, storageKey = 'list-state:objects:u1', answer = (() => undefined) as Answer, at = '/objects' } = {}) {
  const requests: string[] = [];
  const client = createApiClient('', async () => 'token', async (raw, init) => {
    const url = new URL(raw, 'http://console.test');
    requests.push(`${init.method ?? 'GET'} ${url.pathname}${url.search}`);
    const own = answer(url, init);
    if (own) return own;
    if (url.pathname === '/api/dropdowns') return Response.json(DROPDOWNS);
    if (url.pathname === '/api/saved-searches') return Response.json([]);
    if (url.pathname === '/api/objects' && (init.method ?? 'GET') === 'GET') {
      return Response.json({ content: OBJECTS, totalElements: 42, page: Number(url.searchParams.get('page')), size: Number(url.searchParams.get('size')) });
    }
    return Response.json({ message: 'not in this test' }, { status: 404 });
  });
  const view = render(
    <ConsoleLocaleProvider>
      <MemoryRouter initialEntries={[at]}>
        <ApiProvider client={client}>
          <NotificationsProvider>
            <NotificationBar />
            <LocationProbe />
            <Routes>
              <Route path="*" element={<ObjectListScreen title="Objects" mayWrite={mayWrite} storageKey={storageKey} />} />
            </Routes>
          </NotificationsProvider>
        </ApiProvider>
      </MemoryRouter>
    </ConsoleLocaleProvider>,
  );
  const wrapper = createWrapper(view.container);
  return { view, wrapper, requests };
}

const listRequests = (requests: string[]) => requests.filter((r) => r.startsWith('GET /api/objects?'));
const lastListQuery = (requests: string[]) => new URLSearchParams(listRequests(requests).at(-1)!.split('?')[1]);
const act$ = (action: () => void) => act(async () => action());
const tableOf = (wrapper: ReturnType<typeof createWrapper>) => wrapper.findTable('[data-testid="object-table"]')!;
/** The column titles, the selection checkboxes' own blank column left out. */
const headersOf = (wrapper: ReturnType<typeof createWrapper>) =>
  tableOf(wrapper)
    .findColumnHeaders()
    .map((h) => h.getElement().textContent?.trim())
    .filter(Boolean);

/** The header's sorting control, found by the column's title. */
const sortingArea = (wrapper: ReturnType<typeof createWrapper>, title: string) => {
  const header = tableOf(wrapper).findColumnHeaders().find((h) => h.getElement().textContent?.trim() === title)!;
  return header.find('[role=button]');
};

/** What the console handed to the browser to save: name and bytes of each download link clicked. */
function captureDownloads() {
  const blobs = new Map<string, Blob>();
  const saved: { href: string; name: string; blob?: Blob }[] = [];
  let next = 0;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    next += 1;
    const url = `blob:download-${next}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.getAttribute('href') ?? '', name: this.download, blob: blobs.get(this.getAttribute('href') ?? '') });
  });
  return saved;
}

// Each test waits on the component's own timers (search delay, job polling) on a shared 2-core machine.
describe('the object list', { timeout: 30_000 }, () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('shows inventory numbers as links to the form, dropdown titles for Location and Location Area, and the x-y of N footer', async () => {
    const { wrapper } = renderList();
    await vi.waitFor(() => expect(tableOf(wrapper).findRows()).toHaveLength(2));
    const table = tableOf(wrapper);
    expect(headersOf(wrapper)).toEqual(['Image', 'Inventory Number', 'Object Name', 'Location', 'Location Area', 'Action']);
    expect(table.findBodyCell(1, 3)!.findLink()!.getElement().getAttribute('href')).toBe('/save-object/o1');
    await vi.waitFor(() => expect(table.findBodyCell(1, 5)!.getElement().textContent).toBe('Store Room'));
    expect(table.findBodyCell(1, 6)!.getElement().textContent).toBe('North Wing');
    expect(table.findBodyCell(2, 5)!.getElement().textContent).toBe('-');
    expect(tableOf(wrapper).findHeaderSlot()!.findHeader()!.findCounter()!.getElement().textContent?.trim()).toBe('(1-10 of 42 items)');
  });

  it('sends the search box as searchAll and every filter of the drawer as its own parameter, from page 0', async () => {
    const { wrapper, requests } = renderList();
    await vi.waitFor(() => expect(listRequests(requests)).toHaveLength(1));
    expect(lastListQuery(requests).toString()).toBe('page=0&size=10');

    await act$(() => tableOf(wrapper).findPagination()!.findNextPageButton().click());
    await vi.waitFor(() => expect(lastListQuery(requests).get('page')).toBe('1'));

    await act$(() => wrapper.findTextFilter()!.findInput().setInputValue('blue vase'));
    await vi.waitFor(() => expect(lastListQuery(requests).get('searchAll')).toBe('blue vase'));
    expect(lastListQuery(requests).get('page')).toBe('0');

    await act$(() => screen.getByRole('button', { name: 'Filters' }).click());
    // The drawer and the modals are drawn at the end of the document, outside the screen's container.
    const drawer = createWrapper().find('[data-testid="object-filters"]')!;
    const field = (name: string) => drawer.findFormField(`[data-testid="object-filter-${name}"]`)!;
    const texts = { inventoryNumber: 'A-0', objectName: 'bowl', objectTitle: 'blue', country: 'Qatar', description: 'glaze', showcaseNumber: 'S1', century: '18' };
    for (const [name, text] of Object.entries(texts)) {
      await act$(() => field(name).findControl()!.findInput()!.setInputValue(text));
    }
    const select = (name: string) => field(name).findControl()!.findSelect()!;
    expect(select('category').isDisabled()).toBe(true);
    await act$(() => select('classification').openDropdown());
    await act$(() => select('classification').selectOptionByValue('cl1'));
    await act$(() => select('category').openDropdown());
    await act$(() => select('category').selectOptionByValue('ca1'));
    await act$(() => select('location').openDropdown());
    await act$(() => select('location').selectOptionByValue('loc1'));
    await act$(() => field('startDate').findControl()!.findDatePicker()!.setInputValue('2024/05/01'));
    await act$(() => field('endDate').findControl()!.findDatePicker()!.setInputValue('2024/06/30'));
    await act$(() => screen.getByRole('button', { name: 'Search' }).click());

    await vi.waitFor(() => expect(lastListQuery(requests).get('location')).toBe('loc1'));
    expect(Object.fromEntries(lastListQuery(requests))).toEqual({
      page: '0',
      size: '10',
      searchAll: 'blue vase',
      ...texts,
      classification: 'cl1',
      category: 'ca1',
      location: 'loc1',
      startDate: '2024-05-01',
      endDate: '2024-06-30',
    });
    expect(screen.getByTestId('object-filters-applied').textContent).toBe('12 filters applied');

    await act$(() => screen.getByRole('button', { name: 'Filters' }).click());
    await act$(() => screen.getByRole('button', { name: 'Clear' }).click());
    await vi.waitFor(() => expect(lastListQuery(requests).toString()).toBe('page=0&size=10&searchAll=blue+vase'));
  });


  it('sorts on the server by the clicked header, ascending then descending, from page 0, and keeps it on return', async () => {
    const { wrapper, requests, view } = renderList();
    await vi.waitFor(() => expect(tableOf(wrapper).findRows()).toHaveLength(2));
    await act$(() => tableOf(wrapper).findPagination()!.findNextPageButton().click());
    await vi.waitFor(() => expect(lastListQuery(requests).get('page')).toBe('1'));

    await act$(() => sortingArea(wrapper, 'Object Name')!.click());
    await vi.waitFor(() => expect(lastListQuery(requests).get('sort')).toBe('objectName,asc'));
    expect(lastListQuery(requests).get('page')).toBe('0');
    expect(tableOf(wrapper).findAscSortedColumn()!.getElement().textContent).toContain('Object Name');

    await act$(() => sortingArea(wrapper, 'Object Name')!.click());
    await vi.waitFor(() => expect(lastListQuery(requests).get('sort')).toBe('objectName,desc'));
    await act$(() => sortingArea(wrapper, 'Location Area')!.click());
    await vi.waitFor(() => expect(lastListQuery(requests).get('sort')).toBe('locationArea,asc'));
    // The Action column does not sort.
    expect(sortingArea(wrapper, 'Action')).toBeNull();

    view.unmount();
    const again = renderList();
    await vi.waitFor(() => expect(lastListQuery(again.requests).get('sort')).toBe('locationArea,asc'));
  });

  it('comes back to the same page, size, search and filters after leaving the screen, but not for another user', async () => {
    const first = renderList();
    await vi.waitFor(() => expect(listRequests(first.requests)).toHaveLength(1));
    await act$(() => first.wrapper.findTextFilter()!.findInput().setInputValue('bowl'));
    await vi.waitFor(() => expect(lastListQuery(first.requests).get('searchAll')).toBe('bowl'));
    await act$(() => tableOf(first.wrapper).findPagination()!.findPageNumberByIndex(3)!.click());
    await vi.waitFor(() => expect(lastListQuery(first.requests).get('page')).toBe('2'));
    cleanup();

    const again = renderList();
    await vi.waitFor(() => expect(listRequests(again.requests)).toHaveLength(1));
    expect(Object.fromEntries(lastListQuery(again.requests))).toEqual({ page: '2', size: '10', searchAll: 'bowl' });
    expect(again.wrapper.findTextFilter()!.findInput().getInputValue()).toBe('bowl');
    cleanup();

    const someoneElse = renderList({ storageKey: 'list-state:objects:u2' });
    await vi.waitFor(() => expect(listRequests(someoneElse.requests)).toHaveLength(1));
    expect(lastListQuery(someoneElse.requests).toString()).toBe('page=0&size=10');
  });

  it('offers Add, Delete, row checkboxes for delete and the Action menu only with item write', async () => {
    const { wrapper } = renderList({ mayWrite: false });
    await vi.waitFor(() => expect(tableOf(wrapper).findRows()).toHaveLength(2));
    expect(screen.queryByRole('button', { name: 'Add' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(headersOf(wrapper)).toEqual(['Image', 'Inventory Number', 'Object Name', 'Location', 'Location Area']);
    // Reading is still whole: search, filters, gaps and export.
    expect(screen.getByRole('button', { name: 'Gaps' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Filters' })).toBeTruthy();
  });

  it("deletes the selected objects after 'Sure to delete?', says so, and fetches page 0 of size 10 again", async () => {
    const { wrapper, requests } = renderList({
      answer: (_url, init) => (init.method === 'DELETE' ? Response.json({ deleted: 2 }) : undefined),
    });
    await vi.waitFor(() => expect(tableOf(wrapper).findRows()).toHaveLength(2));
    await act$(() => tableOf(wrapper).findPagination()!.findNextPageButton().click());
    await vi.waitFor(() => expect(lastListQuery(requests).get('page')).toBe('1'));
    await act$(() => tableOf(wrapper).findRowSelectionArea(1)!.click());
    await act$(() => tableOf(wrapper).findRowSelectionArea(2)!.click());
    await act$(() => screen.getByRole('button', { name: 'Delete' }).click());
    expect(screen.getByTestId('confirm-delete').textContent).toContain('Sure to delete?');
    await act$(() => screen.getByTestId('confirm-delete-ok').click());
    await vi.waitFor(() => expect(requests).toContain('DELETE /api/objects?idList=o1%2Co2'));
    await vi.waitFor(() => expect(document.body.textContent).toContain('Data deleted successfully'));
    await vi.waitFor(() => expect(lastListQuery(requests).toString()).toBe('page=0&size=10'));
  });

  it('saves the gaps as gaps.txt, one per line', async () => {
    const saved = captureDownloads();
    renderList({ answer: (url) => (url.pathname === '/api/objects/gap' ? Response.json(['A-004', 'A-006 .. A-009', 'B-2']) : undefined) });
    await act$(() => screen.getByRole('button', { name: 'Gaps' }).click());
    await vi.waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0].name).toBe('gaps.txt');
    expect(await saved[0].blob!.text()).toBe('A-004\nA-006 .. A-009\nB-2');
  });

  it('saves a 200 export under the name its Content-Disposition gives, for the selection as idList', async () => {
    const saved = captureDownloads();
    const { wrapper, requests } = renderList({
      answer: (url) =>
        url.pathname === '/api/objects/excel'
          ? new Response(new Uint8Array([80, 75, 3, 4]), {
              headers: { 'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'Content-Disposition': 'attachment; filename="objects_2026-11-23_20-41-07.xlsx"' },
            })
          : undefined,
    });
    await vi.waitFor(() => expect(tableOf(wrapper).findRows()).toHaveLength(2));
    await act$(() => tableOf(wrapper).findRowSelectionArea(2)!.click());
    const exportMenu = wrapper.findButtonDropdown('[data-testid="object-export"]')!;
    await act$(() => exportMenu.openDropdown());
    // The list's columns, to read; or every column, the file that imports back.
    expect(exportMenu.findItemById('selected:list')!.getElement().textContent).toBe('Columns of the list');
    expect(exportMenu.findItemById('all:all')!.getElement().textContent).toBe('All columns (imports back)');
    await act$(() => exportMenu.findItemById('selected:list')!.click());
    await vi.waitFor(() => expect(saved).toHaveLength(1));
    // The list's columns are the ones it shows (the Image and the Action menu are no values), headed in the console's language.
    expect(requests).toContain('GET /api/objects/excel?idList=o2&columns=list&listColumns=inventoryNumber%2CobjectName%2Clocation%2ClocationArea&lang=en');
    expect(saved[0].name).toBe('objects_2026-11-23_20-41-07.xlsx');
    expect(new Uint8Array(await saved[0].blob!.arrayBuffer())).toEqual(new Uint8Array([80, 75, 3, 4]));
  });

  it('follows a 202 export job every second with a progress bar, then downloads its file through the presigned URL', async () => {
    const saved = captureDownloads();
    const job = { id: 'job-1', status: 'RUNNING', processed: 0, total: 5000, fileName: 'objects_2026-11-23_20-41-07.xlsx' };
    const progress = [
      { ...job, processed: 2500 },
      { ...job, status: 'DONE', processed: 5000, url: 'https://files.example.org/exports/job-1?X-Amz-Signature=s' },
    ];
    const { wrapper, requests } = renderList({
      answer: (url) => {
        if (url.pathname === '/api/objects/excel') return Response.json(job, { status: 202 });
        if (url.pathname === '/api/exports/job-1') return Response.json(progress.shift());
        return undefined;
      },
    });
    const exportMenu = wrapper.findButtonDropdown('[data-testid="object-export"]')!;
    await act$(() => exportMenu.openDropdown());
    await act$(() => exportMenu.findItemById('all:all')!.click());
    expect(requests).toContain('GET /api/objects/excel?all=true&columns=all');
    await vi.waitFor(() => expect(screen.getByTestId('export-progress').textContent).toContain('objects_2026-11-23_20-41-07.xlsx'));
    // The busy state while the file is prepared (spec 2 section 4).
    expect(exportMenu.findNativeButton().getElement().getAttribute('aria-disabled')).toBe('true');
    await vi.waitFor(() => expect(createWrapper().findProgressBar()!.findPercentageText()!.getElement().textContent).toBe('50%'), { timeout: 3000 });
    expect(screen.getByTestId('export-progress').textContent).toContain('2,500 of 5,000 records');
    await vi.waitFor(() => expect(saved).toHaveLength(1), { timeout: 3000 });
    expect(saved[0].href).toBe('https://files.example.org/exports/job-1?X-Amz-Signature=s');
    // The download may start a render before the bar shows its result.
    await vi.waitFor(() => expect(createWrapper().findProgressBar()!.findResultText()!.getElement().textContent).toContain('The file is ready'));
    expect(requests.filter((r) => r === 'GET /api/exports/job-1')).toHaveLength(2);
  });

  it('shows why a job failed, and stops asking', async () => {
    const job = { id: 'job-2', status: 'RUNNING', processed: 0, total: 9000, fileName: 'objects_2026-11-23_20-50-00.xlsx' };
    const { wrapper, requests } = renderList({
      answer: (url) => {
        if (url.pathname === '/api/objects/excel') return Response.json(job, { status: 202 });
        if (url.pathname === '/api/exports/job-2') return Response.json({ ...job, status: 'FAILED', processed: 1200, message: 'The export failed.' });
        return undefined;
      },
    });
    const exportMenu = wrapper.findButtonDropdown('[data-testid="object-export"]')!;
    await act$(() => exportMenu.openDropdown());
    await act$(() => exportMenu.findItemById('all:all')!.click());
    await vi.waitFor(() => expect(createWrapper().findProgressBar()!.findResultText()!.getElement().textContent).toBe('The export failed.'), { timeout: 3000 });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(requests.filter((r) => r === 'GET /api/exports/job-2')).toHaveLength(1);
    expect(exportMenu.findNativeButton().getElement().getAttribute('aria-disabled')).not.toBe('true');
  });

  it('has no serious accessibility violations, drawer open included', async () => {
    const { view, wrapper } = renderList();
    await vi.waitFor(() => expect(tableOf(wrapper).findRows()).toHaveLength(2));
    expect(await seriousAxeViolations(view.container)).toEqual([]);
    await act$(() => screen.getByRole('button', { name: 'Filters' }).click());
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });
});

describe('the object list with pictures', { timeout: 30_000 }, () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(cleanup);

  const image = (name: string) => ({ uid: name, name, url: `http://console.test/uploads/demo/objects/${name}` });
  const PICTURED = [
    objectOf('p1', 'B-001', { objectName: 'Lamp', mainImage: image('CROP-1-lamp.png'), thumbnailUrl: 'http://console.test/uploads/demo/objects/THUMB-CROP-1-lamp.png.webp' }),
    objectOf('p2', 'B-002', { objectName: 'Coin' }),
  ];
  const pictured: Answer = (url, init) =>
    url.pathname === '/api/objects' && (init.method ?? 'GET') === 'GET' ? Response.json({ content: PICTURED, totalElements: 2, page: 0, size: 10 }) : undefined;
  const thumbnails = (container: HTMLElement) => [...container.querySelectorAll<HTMLImageElement>('img[data-testid="object-thumbnail"]')];

  it("shows each object's thumbnail in the first column, '-' without a main image, and the main image when the thumbnail does not load", async () => {
    const { view, wrapper } = renderList({ answer: pictured });
    await vi.waitFor(() => expect(tableOf(wrapper).findRows()).toHaveLength(2));
    const [thumbnail] = thumbnails(view.container);
    expect(thumbnail.getAttribute('src')).toBe(PICTURED[0].thumbnailUrl);
    expect(tableOf(wrapper).findBodyCell(2, 2)!.getElement().textContent).toBe('-');
    // Not made yet, or failed: the address answers 404 and the picture falls back to the main image.
    await act$(() => thumbnail.dispatchEvent(new Event('error')));
    expect(thumbnails(view.container)[0].getAttribute('src')).toBe(PICTURED[0].mainImage!.url);
  });

  it('switches to a gallery of cards (picture, number, name), keeps the choice for the next visit, and back to the table', async () => {
    const first = renderList({ answer: pictured });
    await vi.waitFor(() => expect(tableOf(first.wrapper).findRows()).toHaveLength(2));
    await act$(() => first.wrapper.findSegmentedControl('[data-testid="object-view"]')!.findSegmentById('cards')!.click());
    const cards = first.wrapper.findCards('[data-testid="object-cards"]')!;
    await vi.waitFor(() => expect(cards.findItems()).toHaveLength(2));
    const [lamp, coin] = cards.findItems();
    expect(lamp.findCardHeader()!.findLink()!.getElement().getAttribute('href')).toBe('/save-object/p1');
    expect(lamp.findCardHeader()!.getElement().textContent).toBe('B-001');
    expect(lamp.findSections()[1].getElement().textContent).toContain('Lamp');
    expect(lamp.findSections()[0].getElement().querySelector('img')!.getAttribute('src')).toBe(PICTURED[0].thumbnailUrl);
    expect(coin.findSections()[0].getElement().textContent).toBe('No image');
    expect(cards.findHeader()!.getElement().textContent).toContain('(1-2 of 2 items)');
    expect(await seriousAxeViolations(first.view.container)).toEqual([]);
    first.view.unmount();

    const again = renderList({ answer: pictured });
    await vi.waitFor(() => expect(again.wrapper.findCards('[data-testid="object-cards"]')!.findItems()).toHaveLength(2));
    await act$(() => again.wrapper.findSegmentedControl('[data-testid="object-view"]')!.findSegmentById('table')!.click());
    await vi.waitFor(() => expect(tableOf(again.wrapper).findRows()).toHaveLength(2));
    expect(again.wrapper.findCards('[data-testid="object-cards"]')).toBeNull();
  });

  it('ticks cards as it ticks rows: the selection feeds the same delete confirmation', async () => {
    const { wrapper, requests } = renderList({ answer: (url, init) => (init.method === 'DELETE' ? Response.json({ deleted: 1 }) : pictured(url, init)) });
    await vi.waitFor(() => expect(tableOf(wrapper).findRows()).toHaveLength(2));
    await act$(() => wrapper.findSegmentedControl('[data-testid="object-view"]')!.findSegmentById('cards')!.click());
    const cards = wrapper.findCards('[data-testid="object-cards"]')!;
    await vi.waitFor(() => expect(cards.findItems()).toHaveLength(2));
    await act$(() => cards.findItems()[1].findSelectionArea()!.click());
    expect(cards.findHeader()!.getElement().textContent).toContain('(1/2)');
    await act$(() => screen.getByRole('button', { name: 'Delete' }).click());
    expect(screen.getByTestId('confirm-delete').textContent).toContain('B-002');
    await act$(() => screen.getByTestId('confirm-delete-ok').click());
    await vi.waitFor(() => expect(requests).toContain('DELETE /api/objects?idList=p2'));
  });
});

describe('the object list: tokens, the query in the URL, columns and saved searches (issue 29)', { timeout: 30_000 }, () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });
  const tokens = (wrapper: ReturnType<typeof createWrapper>) => wrapper.findPropertyFilter('[data-testid="object-tokens"]')!;

  it('turns a typed token into its GET /api/objects parameter and writes the whole query into the URL', async () => {
    const { wrapper, requests } = renderList();
    await vi.waitFor(() => expect(listRequests(requests)).toHaveLength(1));
    await act$(() => wrapper.findTextFilter()!.findInput().setInputValue('bowl'));
    await vi.waitFor(() => expect(lastListQuery(requests).get('searchAll')).toBe('bowl'), { timeout: 10_000 });
    await act$(() => tokens(wrapper).setInputValue('Object Name : brass'));
    await act$(() => tokens(wrapper).findNativeInput().keydown(13));
    await vi.waitFor(() => expect(lastListQuery(requests).get('objectName')).toBe('brass'));
    expect(tokens(wrapper).findTokens().map((t) => t.getElement().textContent)).toEqual([expect.stringContaining('brass')]);
    await act$(() => sortingArea(wrapper, 'Object Name')!.click());
    await vi.waitFor(() => expect(urlQuery().get('sort')).toBe('objectName,asc'));
    expect(Object.fromEntries(urlQuery())).toEqual({ searchAll: 'bowl', objectName: 'brass', sort: 'objectName,asc' });
    // The drawer edits the same filters: removing the token clears its field.
    await act$(() => tokens(wrapper).findTokens()[0]!.findRemoveButton().click());
    await vi.waitFor(() => expect(lastListQuery(requests).get('objectName')).toBeNull());
    expect(urlQuery().get('objectName')).toBeNull();
  });

  it('opens a link with the search it names (text, tokens, sort, page), over the kept state', async () => {
    sessionStorage.setItem('list-state:objects:u1', JSON.stringify({ paging: { page: 0, size: 10 }, search: 'old', filters: {}, sort: undefined }));
    const { wrapper, requests } = renderList({ at: '/objects?searchAll=bowl&location=loc1&sort=objectName,desc&page=2&size=20' });
    await vi.waitFor(() => expect(listRequests(requests)).toHaveLength(1));
    expect(Object.fromEntries(lastListQuery(requests))).toEqual({ page: '2', size: '20', searchAll: 'bowl', location: 'loc1', sort: 'objectName,desc' });
    expect(wrapper.findTextFilter()!.findInput().getInputValue()).toBe('bowl');
    // The value token shows the location's title, not its id.
    await vi.waitFor(() => expect(tokens(wrapper).findTokens()[0]!.getElement().textContent).toContain('Store Room'));
  });

  it('ignores a link the API would refuse, and keeps parameters it does not own', async () => {
    const { requests } = renderList({ at: '/objects?sort=password&tab=gallery' });
    await vi.waitFor(() => expect(listRequests(requests)).toHaveLength(1));
    expect(lastListQuery(requests).toString()).toBe('page=0&size=10');
    expect(urlQuery().get('tab')).toBe('gallery');
  });

  it('shows the columns chosen and ordered in the preferences, the spec\'s by default', async () => {
    const { wrapper } = renderList();
    await vi.waitFor(() => expect(tableOf(wrapper).findRows()).toHaveLength(2));
    const preferences = tableOf(wrapper).findCollectionPreferences()!;
    await act$(() => preferences.findTriggerButton().click());
    const modal = preferences.findModal()!;
    const display = modal.findContentDisplayPreference()!;
    const option = (label: string) => display.findOptions().find((o) => o.findLabel().getElement().textContent === label)!;
    await act$(() => option('Object Title').findVisibilityToggle().findNativeInput().click());
    await act$(() => option('Location').findVisibilityToggle().findNativeInput().click());
    await act$(() => modal.findConfirmButton()!.click());
    await vi.waitFor(() => expect(headersOf(wrapper)).toEqual(['Image', 'Inventory Number', 'Object Name', 'Location Area', 'Action', 'Object Title']));
  });

  it('saves the list\'s query under a name and opens a saved search with its text, tokens, sort and columns', async () => {
    const saved: unknown[] = [];
    const shared = {
      id: 's1', name: 'Bowls in the store', visibility: 'shared', ownerId: 'u2', ownerUsername: 'curator', mine: false, version: 1, updatedAt: '2026-11-26T10:00:00Z',
      query: { text: 'bowl', tokens: [{ propertyKey: 'location', operator: '=', value: 'loc1' }], sort: { by: 'registrationDate', descending: true }, columns: [{ id: 'registrationDate', visible: true }, { id: 'inventoryNumber', visible: true }] },
    };
    const { wrapper, requests } = renderList({
      answer: (url, init) => {
        if (url.pathname !== '/api/saved-searches') return undefined;
        if (init.method === 'POST') {
          saved.push(JSON.parse(String(init.body)));
          return Response.json({ ...shared, id: 's2', mine: true });
        }
        return Response.json([shared]);
      },
    });
    await vi.waitFor(() => expect(listRequests(requests)).toHaveLength(1));
    await act$(() => wrapper.findTextFilter()!.findInput().setInputValue('vase'));
    await vi.waitFor(() => expect(lastListQuery(requests).get('searchAll')).toBe('vase'), { timeout: 10_000 });

    await act$(() => screen.getByTestId('saved-search-save').click());
    const dialog = createWrapper().findModal('[data-testid="saved-search-dialog"]')!;
    await act$(() => dialog.findFooter()!.findButton('[data-testid="saved-search-confirm"]')!.click());
    expect(dialog.findContent().findFormField()!.findError()!.getElement().textContent).toBe('Name the search (at most 100 characters).');
    await act$(() => dialog.findContent().findInput()!.setInputValue('Vases'));
    await act$(() => dialog.findContent().findRadioGroup()!.findInputByValue('shared')!.click());
    await act$(() => dialog.findFooter()!.findButton('[data-testid="saved-search-confirm"]')!.click());
    await vi.waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({ name: 'Vases', visibility: 'shared', query: { text: 'vase', tokens: [], columns: expect.arrayContaining([{ id: 'inventoryNumber', visible: true }]) } });

    const select = wrapper.findSelect('[data-testid="saved-searches"]')!;
    await act$(() => select.openDropdown());
    await act$(() => select.selectOptionByValue('s1'));
    await vi.waitFor(() => expect(lastListQuery(requests).get('sort')).toBe('registrationDate,desc'));
    expect(Object.fromEntries(lastListQuery(requests))).toEqual({ page: '0', size: '10', searchAll: 'bowl', location: 'loc1', sort: 'registrationDate,desc' });
    expect(wrapper.findTextFilter()!.findInput().getInputValue()).toBe('bowl');
    await vi.waitFor(() => expect(headersOf(wrapper)).toEqual(['Registration Date', 'Inventory Number']));
  });
});
