import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ObjectSchema, type CollectionObject } from '../../../../../shared/schemas/object';
import { ApiProvider } from '../../../api/api-context';
import { createApiClient } from '../../../api/client';
import { ConsoleLocaleProvider } from '../../../i18n/console-locale';
import { NotificationBar } from '../../../notifications/notification-bar';
import { NotificationsProvider } from '../../../notifications/notifications-context';
import { fakeXhr } from '../../../test-support/fake-xhr';
import { forgetStoredPreferences, storePreferences } from '../../../preferences/stored-preferences';
import { DEFAULT_PREFERENCES } from '../../../../../shared/schemas/preferences';
import { seriousAxeViolations } from '../../../test-support/serious-axe-violations';
import type { XhrLike } from './image-upload';
import { ObjectForm } from './object-form';
import { EMPTY_OBJECT_FORM, payloadOf } from './object-form-values';
import { byLabel } from '../../../test-support/by-label';
import { NO_DERIVED_FIELDS } from '../../../test-support/stored-object';

const value = (id: string, title: string, children: object[] = []) => ({ id, title, dropdownType: id.split('.')[0], usage: 0, version: 1, children });
const child = (id: string, title: string, parentId: string) => ({ id, title, dropdownType: id.split('.')[0], parentId, usage: 0, version: 1 });

const DROPDOWNS = {
  classification: [
    value('classification.c1', 'Ceramics', [child('category.k1', 'Vases', 'classification.c1')]),
    value('classification.c2', 'Textiles', [child('category.k2', 'Carpets', 'classification.c2')]),
  ],
  category: [],
  availabilityPurpose: [value('availabilityPurpose.p1', 'On loan')],
  material: [value('material.m1', 'Clay'), value('material.m2', 'Glaze')],
  otherDimensions: [value('otherDimensions.d1', 'Depth')],
};

const TICKET = {
  url: 'http://store.test/bucket',
  fields: { key: 'localhost/objects/CROP-1-vase.png', 'Content-Type': 'image/png' },
  key: 'localhost/objects/CROP-1-vase.png',
  publicUrl: 'http://store.test/bucket/localhost/objects/CROP-1-vase.png',
};

/** A stored object as GET answers it: every field, null when empty. */
function record(fields: Partial<CollectionObject> & { id: string; version: number }): CollectionObject {
  // The contract's own schema checks the fixture, so it cannot drift from what the API answers.
  return ObjectSchema.parse({ ...payloadOf(EMPTY_OBJECT_FORM), ...NO_DERIVED_FIELDS, available: false, inventoryNumber: '', createdAt: null, updatedAt: null, ...fields });
}

type Sent = { method: string; url: string; body: Record<string, unknown> | undefined };

function renderForm({
  object,
  mayWrite = true,
  putStatus = 200,
  createXhr,
}: { object?: CollectionObject; mayWrite?: boolean; putStatus?: number; createXhr?: () => XhrLike } = {}) {
  const sent: Sent[] = [];
  const client = createApiClient('', async () => 'token', async (url, init) => {
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined;
    sent.push({ method: init.method ?? 'GET', url, body });
    if (url.startsWith('/api/dropdowns')) return Response.json(DROPDOWNS);
    if (url === '/api/uploads/objects') return Response.json(TICKET);
    if (init.method === 'PUT' && putStatus !== 200) {
      return Response.json({ message: 'ConflictException', debugMessage: 'Someone saved this record after you read it.', status: putStatus }, { status: putStatus });
    }
    const saved = record({ ...(body as Partial<CollectionObject>), id: (body?.id as string) ?? 'o1', version: ((body?.version as number) ?? 0) + 1 });
    return Response.json(saved);
  });
  const onSaved = vi.fn();
  const uploads: { url: string; form: FormData }[] = [];
  const uploadDeps = { scale: async (file: Blob) => file, createXhr: createXhr ?? fakeXhr(204, [40, 100], uploads) };
  const view = render(
    <ConsoleLocaleProvider>
      <MemoryRouter>
        <ApiProvider client={client}>
          <NotificationsProvider>
            <NotificationBar />
            <ObjectForm object={object} mayWrite={mayWrite} onSaved={onSaved} uploadDeps={uploadDeps} />
          </NotificationsProvider>
        </ApiProvider>
      </MemoryRouter>
    </ConsoleLocaleProvider>,
  );
  const wrapper = createWrapper(view.container);
  const saves = () => sent.filter((s) => s.url === '/api/objects');
  return { view, wrapper, sent, saves, onSaved, uploads };
}

const click = (element: HTMLElement) => act(async () => fireEvent.click(element));
const type = (label: string, text: string) => act(async () => fireEvent.change(byLabel(label), { target: { value: text } }));
const openStep = (name: string) => click(within(screen.getByRole('navigation', { name: 'Steps' })).getByRole('button', { name }));
const save = () => click(screen.getByRole('button', { name: 'Save' }));
const statusOf = (step: string) => within(screen.getByTestId(`object-step-${step}`)).getByRole('img').getAttribute('aria-label');
/** The 'Yes & Save' question, when it is open. */
const confirmation = () => {
  const modal = createWrapper(document.body).findModal('[data-testid="remove-saved-file"]');
  return modal?.isVisible() ? modal : null;
};
const dropdownsLoaded = (sent: Sent[]) => vi.waitFor(() => expect(sent.some((s) => s.url === '/api/dropdowns')).toBe(true));

async function choose(wrapper: ReturnType<typeof createWrapper>, field: string, optionValue: string) {
  const select = wrapper.findSelect(`[data-testid="object-${field}"]`)!;
  await act(async () => select.openDropdown());
  await act(async () => select.selectOptionByValue(optionValue));
}

describe('the object form', () => {
  afterEach(() => {
    cleanup();
    forgetStoredPreferences();
  });

  it('reads in Arabic: step names, labels and the required message', async () => {
    storePreferences({ ...DEFAULT_PREFERENCES, language: 'ar' });
    const { view } = renderForm();
    await vi.waitFor(() => expect(screen.getByRole('navigation', { name: 'الخطوات' })).toBeTruthy());
    expect(within(screen.getByRole('navigation')).getAllByRole('button').map((b) => b.textContent)).toEqual([
      'نظرة عامة على القطعة',
      'الوسائط',
      'الموقع',
      'الوصف',
      'المنشأ/النشر',
    ]);
    await click(screen.getByRole('button', { name: 'حفظ' }));
    expect(view.container.textContent).toContain('رقم الجرد مطلوب!');
    expect(byLabel('رقم الجرد').getAttribute('aria-invalid')).toBe('true');
  });

  it('shows the years a production date reads as while it is typed, and sends the text alone', async () => {
    const { saves } = renderForm();
    await type('Inventory Number', 'A-001');
    await openStep('Origin/Publication');
    const years = () => screen.getByTestId('object-productionDate-years').textContent;
    expect(years()).toContain('c.1830-5');
    await type('Production Date', 'c.1830-5');
    expect(years()).toBe('Years 1830 to 1835');
    await type('Production Date', '3rd century BC');
    expect(years()).toBe('Years 300 BC to 201 BC');
    await type('Production Date', 'before 1820');
    expect(years()).toBe('Up to 1820');
    await type('Production Date', 'date not known');
    expect(years()).toBe('No years read from this text: it is kept as written.');
    await save();
    await vi.waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0].body).toMatchObject({ productionDate: 'date not known', date: null });
    expect(saves()[0].body).not.toHaveProperty('productionEarliestYear');
  });

  it('says the production years in Arabic', async () => {
    storePreferences({ ...DEFAULT_PREFERENCES, language: 'ar' });
    renderForm();
    await vi.waitFor(() => expect(screen.getByRole('navigation', { name: 'الخطوات' })).toBeTruthy());
    await click(within(screen.getByRole('navigation', { name: 'الخطوات' })).getByRole('button', { name: 'المنشأ/النشر' }));
    // Each year is isolated in the right-to-left sentence (FSI ... PDI), so read without the marks.
    const years = () => screen.getByTestId('object-productionDate-years').textContent?.replace(/[\u2066-\u2069]/gu, '');
    await type('تاريخ الإنتاج', 'القرن الثامن عشر');
    expect(years()).toBe('السنوات من 1700 إلى 1799');
    await type('تاريخ الإنتاج', '500 ق.م');
    expect(years()).toBe('سنة 500 ق.م');
  });

  it('keeps what was typed on one step while the user visits the others', async () => {
    renderForm();
    await type('Inventory Number', 'A-001');
    await type('Object Name', 'Blue vase');
    await openStep('Location');
    await type('Shelf Number', 'S-4');
    await openStep('Object Overview');
    expect((byLabel('Inventory Number') as HTMLInputElement).value).toBe('A-001');
    expect((byLabel('Object Name') as HTMLInputElement).value).toBe('Blue vase');
    await openStep('Location');
    expect((byLabel('Shelf Number') as HTMLInputElement).value).toBe('S-4');
  });

  it('shows each step as waiting, in process or finished, and a step with an error as such', async () => {
    renderForm();
    expect(statusOf('overview')).toBe('Current step');
    expect(statusOf('media')).toBe('Not visited');
    await openStep('Media');
    expect(statusOf('overview')).toBe('Done');
    expect(statusOf('media')).toBe('Current step');
    expect(statusOf('location')).toBe('Not visited');
    await save();
    // Save without an inventory number opens the step that needs it.
    expect(statusOf('overview')).toBe('Has errors');
    expect(screen.getByRole('heading', { level: 2, name: 'Object Overview' })).toBeTruthy();
  });

  it("shows 'Inventory Number is required!' under the field and sends nothing", async () => {
    const { saves, view } = renderForm();
    await type('Object Name', 'Blue vase');
    await save();
    expect(view.container.textContent).toContain('Inventory Number is required!');
    expect(byLabel('Inventory Number').getAttribute('aria-invalid')).toBe('true');
    expect(saves()).toEqual([]);
  });

  it('hides Car Details and Book Details until their switch is on', async () => {
    renderForm();
    const steps = () => within(screen.getByRole('navigation', { name: 'Steps' })).getAllByRole('button').map((b) => b.textContent);
    expect(steps()).toEqual(['Object Overview', 'Media', 'Location', 'Description', 'Origin/Publication']);
    await click(byLabel('Show Car Details'));
    await click(byLabel('Show Book Details'));
    expect(steps()).toEqual(['Object Overview', 'Media', 'Location', 'Description', 'Origin/Publication', 'Car Details', 'Book Details']);
    await openStep('Car Details');
    expect(byLabel('Plate Number')).toBeTruthy();
  });

  it('clears and disables the availability purpose when the object is made available', async () => {
    const { wrapper, sent } = renderForm();
    await dropdownsLoaded(sent);
    const purpose = () => wrapper.findSelect('[data-testid="object-availabilityPurpose"]')!;
    expect(purpose().isDisabled()).toBe(true);
    await click(byLabel('Available'));
    expect(purpose().isDisabled()).toBe(false);
    await choose(wrapper, 'availabilityPurpose', 'availabilityPurpose.p1');
    expect(purpose().findTrigger().getElement().textContent).toContain('On loan');
    await click(byLabel('Available'));
    expect(purpose().isDisabled()).toBe(true);
    expect(purpose().findTrigger().getElement().textContent).not.toContain('On loan');
  });

  it("offers the chosen classification's categories, and clearing the classification clears the category", async () => {
    const { wrapper, sent } = renderForm();
    await dropdownsLoaded(sent);
    const category = () => wrapper.findSelect('[data-testid="object-category"]')!;
    expect(category().isDisabled()).toBe(true);
    await choose(wrapper, 'classification', 'classification.c1');
    await act(async () => category().openDropdown());
    expect(category().findDropdown().findOptions().map((o) => o.getElement().textContent)).toEqual(['Vases']);
    await act(async () => category().selectOptionByValue('category.k1'));
    expect(category().findTrigger().getElement().textContent).toContain('Vases');
    await choose(wrapper, 'classification', '');
    expect(category().isDisabled()).toBe(true);
    expect(category().findTrigger().getElement().textContent).not.toContain('Vases');
  });

  it('sends the whole record on add, with nulls for empty fields and numbers as numbers', async () => {
    const { wrapper, sent, saves, onSaved } = renderForm();
    await dropdownsLoaded(sent);
    await type('Inventory Number', 'A-001');
    await type('Length (cm)', '12.5');
    await choose(wrapper, 'classification', 'classification.c1');
    await openStep('Description');
    await type('Description', 'A blue vase');
    await save();
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    const [post] = saves();
    expect(post.method).toBe('POST');
    expect(post.body).toMatchObject({
      inventoryNumber: 'A-001',
      length: 12.5,
      classification: 'classification.c1',
      category: null,
      description: 'A blue vase',
      objectName: null,
      available: true,
      availabilityPurpose: null,
      material: [],
      otherDimensions: {},
      mainImage: null,
      imageList: [],
    });
    expect(post.body).not.toHaveProperty('id');
  });

  it('sends the record read with its id and version on update, and shows the error notice on a stale version', async () => {
    const object = record({ id: 'o7', version: 3, inventoryNumber: 'B-010', objectName: 'Carpet', width: 200, registrationDate: '2024-05-01' });
    const { saves, view } = renderForm({ object, putStatus: 409 });
    expect((byLabel('Object Name') as HTMLInputElement).value).toBe('Carpet');
    expect(createWrapper(view.container).findDatePicker()!.findNativeInput().getElement().value).toBe('2024/05/01');
    await type('Object Name', 'Prayer carpet');
    await save();
    await vi.waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0]).toMatchObject({
      method: 'PUT',
      body: { id: 'o7', version: 3, inventoryNumber: 'B-010', objectName: 'Prayer carpet', width: 200, registrationDate: '2024-05-01' },
    });
    await vi.waitFor(() => expect(view.container.textContent).toContain('Conflict Error'));
  });

  it('uploads a chosen image to the store and saves it as the main image', async () => {
    const { view, saves, uploads, onSaved } = renderForm();
    await type('Inventory Number', 'A-002');
    await openStep('Media');
    const input = byLabel('Main Image') as HTMLInputElement;
    await act(async () => fireEvent.change(input, { target: { files: [new File(['png'], 'vase.png', { type: 'image/png' })] } }));
    await vi.waitFor(() => expect(view.container.querySelector('img[alt="vase.png"]')).toBeTruthy());
    // One main image: the chooser comes back once it is removed.
    expect(screen.queryByLabelText('Main Image')).toBeNull();
    expect(uploads).toHaveLength(1);
    expect(uploads[0].url).toBe(TICKET.url);
    await save();
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(saves()[0].body).toMatchObject({ mainImage: { uid: TICKET.key, name: 'vase.png', url: TICKET.publicUrl } });
  });

  it('shows the progress of an upload while it runs, then the image', async () => {
    let finish: () => void = () => undefined;
    // A store that has taken 40% of the file and waits.
    const slowStore = (): XhrLike => {
      const xhr: XhrLike = {
        status: 0,
        upload: { onprogress: null },
        onload: null,
        onerror: null,
        open: () => undefined,
        send: () => {
          queueMicrotask(() => xhr.upload.onprogress?.(new ProgressEvent('progress', { lengthComputable: true, loaded: 40, total: 100 })));
          finish = () => {
            xhr.status = 204;
            xhr.onload?.(new ProgressEvent('load'));
          };
        },
      };
      return xhr;
    };
    const { view, wrapper } = renderForm({ createXhr: slowStore });
    await openStep('Media');
    const input = byLabel('Image List') as HTMLInputElement;
    expect(input.accept).toBe('image/*');
    expect(input.multiple).toBe(true);
    await act(async () => fireEvent.change(input, { target: { files: [new File(['png'], 'vase.png', { type: 'image/png' })] } }));
    const bar = await vi.waitFor(() => {
      const found = wrapper.findProgressBar('[data-testid="object-imageList-progress"]');
      expect(found?.findPercentageText()?.getElement().textContent).toBe('40%');
      return found!;
    });
    expect(bar.getElement().textContent).toContain('Uploading vase.png');
    await act(async () => finish());
    await vi.waitFor(() => expect(view.container.querySelector('img[alt="vase.png"]')).toBeTruthy());
    expect(wrapper.findProgressBar()).toBeNull();
  });

  it('refuses a file that is not an image with the upload error', async () => {
    const { view, sent } = renderForm();
    await openStep('Media');
    const input = byLabel('Image List') as HTMLInputElement;
    await act(async () => fireEvent.change(input, { target: { files: [new File(['%PDF'], 'report.pdf', { type: 'application/pdf' })] } }));
    await vi.waitFor(() => expect(view.container.textContent).toContain('Error – File could not be uploaded.'));
    expect(view.container.textContent).toContain('Only images can be uploaded here.');
    expect(sent.some((s) => s.url === '/api/uploads/objects')).toBe(false);
  });

  it("removes a saved image only with 'Yes & Save', which saves the form and says the file is deleted", async () => {
    const saved = { uid: 'k1', name: 'old.png', url: 'http://store.test/bucket/localhost/objects/CROP-0-old.png' };
    const kept = { uid: 'k2', name: 'kept.png', url: 'http://store.test/bucket/localhost/objects/CROP-0-kept.png' };
    const object = record({ id: 'o9', version: 2, inventoryNumber: 'C-001', imageList: [saved, kept] });
    const { view, saves } = renderForm({ object });
    await openStep('Media');
    await click(screen.getByRole('button', { name: 'Remove old.png' }));
    expect(confirmation()?.findHeader().getElement().textContent).toBe('Are you sure you want to delete?');
    expect(confirmation()?.findContent().getElement().textContent).toBe('Please remember to save changes');
    expect(saves()).toEqual([]);
    await click(screen.getByRole('button', { name: 'Yes & Save' }));
    await vi.waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0]).toMatchObject({ method: 'PUT', body: { id: 'o9', version: 2, imageList: [kept] } });
    await vi.waitFor(() => expect(view.container.textContent).toContain('Info – File deleted.'));
    expect(view.container.querySelector('img[alt="old.png"]')).toBeNull();
  });

  it('drops an image not saved yet without asking', async () => {
    const { view, saves } = renderForm();
    await openStep('Media');
    const input = byLabel('Image List') as HTMLInputElement;
    await act(async () => fireEvent.change(input, { target: { files: [new File(['png'], 'new.png', { type: 'image/png' })] } }));
    await vi.waitFor(() => expect(view.container.querySelector('img[alt="new.png"]')).toBeTruthy());
    await click(screen.getByRole('button', { name: 'Remove new.png' }));
    expect(view.container.querySelector('img[alt="new.png"]')).toBeNull();
    expect(confirmation()).toBeNull();
    expect(saves()).toEqual([]);
  });

  it('disables every field and hides Save without item write', async () => {
    const object = record({ id: 'o7', version: 3, inventoryNumber: 'B-010' });
    renderForm({ object, mayWrite: false });
    expect((byLabel('Inventory Number') as HTMLInputElement).disabled).toBe(true);
    expect((byLabel('Show Car Details') as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    await openStep('Media');
    expect(screen.queryByLabelText('Main Image')).toBeNull();
  });

  it('has no serious axe-core finding on its steps', async () => {
    const { view, sent } = renderForm();
    await dropdownsLoaded(sent);
    for (const step of ['Object Overview', 'Media', 'Description']) {
      await openStep(step);
      expect(await seriousAxeViolations(view.container)).toEqual([]);
    }
    // Three axe walks of the largest form: about 3 s alone, more than vitest's 5 s on a loaded machine.
  }, 30_000);
});
