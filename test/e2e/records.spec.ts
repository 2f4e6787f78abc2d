import { expect, test, type Page } from '@playwright/test';
import { RECORD_TYPES, type RecordType } from '../../shared/records/record-types';
import { ar } from '../../web/src/i18n/catalogs/ar';
import { en } from '../../web/src/i18n/catalogs/en';
import { adminApi, adminPassword, consoleUrl, newFullUser, signIn, unique, userApi } from './support';

/** What staff fill on each type's form: a text field, and the filter's value where the type has one. */
const FILLED: Record<RecordType['name'], { text: string; choose?: { field: string; title: string } }> = {
  condition: { text: 'examinedBy', choose: { field: 'condition', title: 'Good' } },
  treatment: { text: 'treatedBy', choose: { field: 'treatmentCategory', title: 'Cleaning' } },
  curatorialForm: { text: 'recordedBy' },
  technicalForm: { text: 'recordedBy' },
  movement: { text: 'movedBy', choose: { field: 'movementType', title: 'Internal' } },
  insurance: { text: 'recordedBy' },
};

const row = (page: Page, text: string) => page.getByTestId('record-table').getByRole('row').filter({ hasText: text });

/** Opens a Cloudscape select inside the field's test id and picks the option by its label. */
async function choose(page: Page, testId: string, label: string) {
  await page.getByTestId(testId).getByRole('button').first().click();
  await page.getByRole('option', { name: label, exact: true }).click();
}

for (const type of Object.values(RECORD_TYPES) as RecordType[]) {
  test(`${type.plural}: pick an object by 4 characters, save, find with a filter, edit and delete`, async ({ page, request }) => {
    const api = await adminApi(request);
    const inventoryNumber = unique(`RX${type.name.slice(0, 3).toUpperCase()}-`);
    await api.post('/objects', { inventoryNumber, objectName: `Record target ${type.name}`, objectTitle: 'A tested object', author: 'Test author' });
    const { text, choose: pick } = FILLED[type.name];
    const staff = unique('Staff ');
    await signIn(page, 'localhost', 'admin', adminPassword());

    // Add: Save waits for the object; the picker searches from 4 typed characters.
    await page.goto(consoleUrl('localhost', `/add-${type.single}`));
    await expect(page.getByTestId('record-save')).toBeDisabled();
    await page.getByTestId('record-object-picker').getByRole('button').first().click();
    const search = page.getByPlaceholder('Find object by inventory number').last();
    await search.fill(inventoryNumber.slice(0, 3));
    await expect(page.getByText('Type at least 4 characters')).toBeVisible();
    await search.fill(inventoryNumber.slice(0, 4));
    await search.fill(inventoryNumber);
    await page.getByRole('option', { name: new RegExp(inventoryNumber) }).click();
    await expect(page.getByTestId('record-object-details')).toContainText(`Record target ${type.name}`);
    await expect(page.getByTestId('record-save')).toBeEnabled();

    if (type.reportId) {
      // Nothing is sent without a report id; the auto-fill button fetches the next one.
      await page.getByTestId('record-save').click();
      await expect(page.getByText(type.reportId.required)).toBeVisible();
      await page.getByTestId('record-report-id-fill').click();
      await expect(page.getByTestId('record-reportId').locator('input')).toHaveValue(new RegExp(`^${type.reportId.prefix}-\\d{4}-\\d{4,}$`));
    }
    await page.getByTestId(`record-${text}`).locator('input').fill(staff);
    await page.getByTestId(`record-${type.dateField}`).locator('input').fill('2024/03/11');
    if (type.name === 'curatorialForm') {
      // 11 March 2024 is 1 Ramadan 1445 by the Umm al-Qura calendar.
      await expect(page.getByTestId('record-hijri-date')).toContainText('Ramadan 1, 1445');
    }
    if (pick) await choose(page, `record-${pick.field}`, pick.title);
    await page.getByTestId('record-save').click();
    await expect(page.getByTestId('record-saved')).toBeVisible();

    // Find it in the list by its object's number, and by the type's filter.
    await page.goto(consoleUrl('localhost', `/${type.path}`));
    await page.getByRole('searchbox', { name: 'Search' }).fill(inventoryNumber);
    await expect(row(page, inventoryNumber)).toBeVisible();
    if (pick) {
      await choose(page, `record-filter-${pick.field}`, pick.title);
      await expect(row(page, inventoryNumber)).toBeVisible();
    }
    await expect(page.getByTestId('record-table').getByRole('row')).toHaveCount(2);

    // Edit it.
    await row(page, inventoryNumber).getByRole('link', { name: inventoryNumber }).click();
    await expect(page.getByTestId(`record-${text}`).locator('input')).toHaveValue(staff);
    await page.getByTestId(`record-${text}`).locator('input').fill(`${staff} edited`);
    await page.getByTestId('record-save').click();
    await expect(page.getByTestId('record-saved')).toBeVisible();

    // The object's page lists it; then delete it from the list (the filters were kept).
    await page.goto(consoleUrl('localhost', `/${type.path}`));
    await expect(row(page, inventoryNumber)).toBeVisible();
    await row(page, inventoryNumber).getByRole('checkbox').check();
    await page.getByTestId('record-delete').click();
    await expect(page.getByTestId('confirm-delete')).toContainText('Sure to delete?');
    await page.getByTestId('confirm-delete-ok').click();
    await expect(page.getByText('Data deleted successfully')).toBeVisible();
    await expect(row(page, inventoryNumber)).toHaveCount(0);
  });
}

test("the object's page shows its records, and a movement moves the object", async ({ page, request }) => {
  const api = await adminApi(request);
  const inventoryNumber = unique('RXOBJ-');
  const object = await api.post('/objects', { inventoryNumber, objectName: 'Moved object' });
  const locations = (await (await request.get(`http://localhost:${process.env.E2E_PORT}/api/dropdowns?dropdownType=location`, { headers: await authHeaders(request) })).json()) as { id: string; title: string }[];
  const lab = locations.find((l) => l.title === 'Conservation Laboratory')!;
  await api.post('/movements', { objectId: object.id, reportId: unique('MV-E2E-'), newLocation: lab.id, dateOfMovement: '2025-01-02' });
  await signIn(page, 'localhost', 'admin', adminPassword());
  await page.goto(consoleUrl('localhost', `/save-object/${object.id}`));
  await expect(page.getByTestId('object-records-movements')).toContainText('2025/01/02');
  await expect(page.getByTestId('object-records-movements')).toContainText('To Conservation Laboratory');
  await expect(page.getByTestId('object-records-conditions')).toContainText('None');
  await page.getByTestId('object-records-add-conditions').click();
  await expect(page).toHaveURL(/\/add-condition\?objectId=/);
  await expect(page.getByTestId('record-object-details')).toContainText('Moved object');
});

for (const language of ['en', 'ar'] as const) {
  test(`a movement added from the console (${language}) moves the object's whole location`, async ({ page, request }) => {
    const catalog = language === 'en' ? en : ar;
    const user = await newFullUser(request, `move${language}`);
    const api = await userApi(request, user.username, user.password);
    await api.post('/users/preferences', { language, mode: 'light', calendar: 'gregory', density: 'comfortable' });
    const [store, lab] = [await api.post('/dropdowns', { dropdownType: 'location', title: unique('Store ') }), await api.post('/dropdowns', { dropdownType: 'location', title: unique('Lab ') })];
    const object = await api.post('/objects', { inventoryNumber: unique(`RXMV${language.toUpperCase()}-`), objectName: 'Moved whole', location: store.id, roomNumber: 'S-12', shelfNumber: '2' });
    await signIn(page, 'localhost', user.username, user.password);

    // The old location is the object's, whole and read-only; the new one is the user's to give.
    await page.goto(consoleUrl('localhost', `/add-movement?objectId=${object.id}`));
    const placeLeft = page.getByTestId('record-place-old');
    await expect(placeLeft).toContainText((catalog as Record<string, string>)['recordField.movement.movementLocation']);
    await expect(placeLeft).toContainText(store.title);
    await expect(page.getByTestId('record-oldRoomNumber').locator('input')).toHaveValue('S-12');
    await expect(page.getByTestId('record-oldRoomNumber').locator('input')).toBeDisabled();
    await expect(page.getByTestId('record-place-new')).toContainText(catalog['recordForm.placeReached.hint']);
    // Required fields carry the marker, explained once, and are announced as required; the label's name stays its text.
    await expect(page.getByTestId('required-note')).toHaveText(catalog['forms.requiredNote']);
    const reportId = page.getByRole('textbox', { name: (catalog as Record<string, string>)['recordField.movement.reportId'], exact: true });
    await expect(reportId).toHaveAttribute('aria-required', 'true');
    await expect(page.locator('label[for="record-reportId"] [data-testid="required-marker"]')).toBeVisible();
    await expect(page.getByTestId('record-newRoomNumber').locator('input')).not.toHaveAttribute('aria-required', 'true');
    await page.getByTestId('record-report-id-fill').click();
    await expect(page.getByTestId('record-reportId').locator('input')).toHaveValue(/^MV-/);
    // A lower level without the New Location would move nothing: refused, said at New Location, which is now marked.
    await page.getByTestId('record-newRoomNumber').locator('input').fill('L-3');
    await expect(page.locator('label[for="record-newLocation"] [data-testid="required-marker"]')).toBeVisible();
    await page.getByTestId('record-save').click();
    await expect(page.getByTestId('record-place-new')).toContainText(catalog['recordForm.validation.newPlace']);
    await expect(page.getByTestId('record-saved')).toHaveCount(0);
    await choose(page, 'record-newLocation', lab.title);
    await page.getByTestId('record-save').click();
    await expect(page.getByTestId('record-saved')).toBeVisible();

    // The object's form: exactly the new place; the shelf it had is cleared.
    await page.goto(consoleUrl('localhost', `/save-object/${object.id}`));
    await page.getByTestId('object-step-location').getByRole('button').click();
    await expect(page.getByTestId('object-location')).toContainText(lab.title);
    await expect(page.getByTestId('object-roomNumber')).toHaveValue('L-3');
    await expect(page.getByTestId('object-shelfNumber')).toHaveValue('');
  });
}

async function authHeaders(request: Parameters<typeof adminApi>[0]) {
  const login = await request.post(`http://localhost:${process.env.E2E_PORT}/api/login`, { data: { username: 'admin', password: adminPassword() } });
  return { authorization: `Bearer ${login.headers().authorization}` };
}
