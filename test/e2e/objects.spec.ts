import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { DEFAULT_PREFERENCES } from '../../shared/schemas/preferences';
import { ar } from '../../web/src/i18n/catalogs/ar';
import { en } from '../../web/src/i18n/catalogs/en';
import { adminApi, adminPassword, consoleUrl, newFullUser, signIn, unique, userApi } from './support';

/** A real PNG (1 x 1): the form scales it to 400 px in a canvas before the upload. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

const STEPS = ['overview', 'media', 'location', 'description', 'origin'] as const;
const step = (page: Page, name: (typeof STEPS)[number]) => page.getByTestId(`object-step-${name}`).getByRole('button');

/** The sheet of the file an Export menu item (`selected:list`, ...) downloads; the menu is open. */
async function downloadedSheet(page: Page, item: string): Promise<ExcelJS.Worksheet> {
  const download = page.waitForEvent('download');
  await page.getByTestId(item).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^objects_\d{4}-\d{2}-\d{2}_\d{2}-\d{2}-\d{2}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await file.path());
  const sheet = workbook.worksheets[0];
  // What a reader meets first: the header row frozen, with its filter buttons.
  expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
  expect(sheet.autoFilter).toMatch(/^A1:[A-Z]+\d+$/u);
  return sheet;
}

/** The row of the objects table that shows this inventory number. */
const row = (page: Page, inventoryNumber: string) => page.getByTestId('object-table').getByRole('row').filter({ hasText: inventoryNumber });

test('a curator adds an object through every step, finds it, edits it, exports it and deletes it', async ({ page }) => {
  const word = unique('astrolabe').toLowerCase();
  const inventoryNumber = unique('E2E-').toUpperCase();
  await signIn(page, 'localhost', 'admin', adminPassword());

  // Add: every step visited, a main image uploaded, saved once.
  await page.goto(consoleUrl('localhost', '/add-object'));
  // The one required field is marked (the note explains the marker) and announced as required by its label's own text.
  await expect(page.getByTestId('required-note')).toHaveText('Fields marked * are required.');
  await expect(page.getByRole('textbox', { name: 'Inventory Number', exact: true })).toHaveAttribute('aria-required', 'true');
  await expect(page.locator('label[for="object-inventoryNumber"] [data-testid="required-marker"]')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Object Name', exact: true })).not.toHaveAttribute('aria-required', 'true');
  await expect(page.locator('label[for="object-objectName"] [data-testid="required-marker"]')).toHaveCount(0);
  await page.getByTestId('object-inventoryNumber').fill(inventoryNumber);
  await page.getByTestId('object-objectName').fill(`Brass ${word}`);
  await step(page, 'media').click();
  await page.getByTestId('object-mainImage').locator('input[type=file]').setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: PNG });
  // Uploaded (scaled to 400 px in the browser) into the museum's objects folder, shown from the store.
  const image = page.getByRole('img', { name: /front/ });
  await expect(image).toHaveAttribute('src', /\/localhost\/objects\/CROP-\d+-front\.png$/);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(400);
  const shownImage = await image.getAttribute('src');
  await step(page, 'location').click();
  await page.getByTestId('object-showcaseNumber').fill('SC-7');
  await step(page, 'description').click();
  await page.getByTestId('object-description').fill(`An engraved ${word} with its rete.`);
  await step(page, 'origin').click();
  await page.getByTestId('object-author').fill('Émile Gallé');
  await page.getByTestId('object-save').click();
  await expect(page.getByTestId('object-saved')).toBeVisible();
  // The success result links to the object just saved.
  await expect(page.getByTestId('object-saved-open')).toHaveText(`Open ${inventoryNumber}`);
  await page.getByTestId('object-saved-open').click();
  await expect(page).toHaveURL(/\/save-object\/[\w-]+$/u);
  await expect(page.getByTestId('object-inventoryNumber')).toHaveValue(inventoryNumber);

  // Find it by a word of its name, then by a filter.
  await page.goto(consoleUrl('localhost', '/objects'));
  await page.getByRole('searchbox', { name: 'Search objects' }).fill(`galle ${word}`);
  await expect(row(page, inventoryNumber)).toBeVisible();
  await expect(page.getByTestId('object-table').getByRole('row')).toHaveCount(2);
  await page.getByRole('searchbox', { name: 'Search objects' }).fill('');
  await page.getByTestId('object-filters-open').click();
  await page.getByTestId('object-filter-showcaseNumber').locator('input').fill('sc-7');
  await page.getByTestId('object-filter-objectName').locator('input').fill(word);
  await page.getByTestId('object-filters-search').click();
  await expect(row(page, inventoryNumber)).toBeVisible();
  await expect(page.getByTestId('object-filters-applied')).toContainText('2 filters applied');

  // Edit it, then see its change history.
  await row(page, inventoryNumber).getByRole('link', { name: inventoryNumber }).click();
  await expect(page).toHaveURL(/\/save-object\//);
  await expect(page.getByTestId('object-objectName')).toHaveValue(`Brass ${word}`);
  await step(page, 'media').click();
  await expect(page.getByRole('img', { name: /front/ })).toHaveAttribute('src', /\/localhost\/objects\/CROP-\d+-front\.png$/);
  await step(page, 'overview').click();
  const editUrl = page.url();
  await page.getByTestId('object-objectTitle').fill('The Doha astrolabe');
  await page.getByTestId('object-save').click();
  await expect(page.getByTestId('object-saved')).toBeVisible();
  await page.goto(editUrl);
  await expect(page.getByTestId('object-objectTitle')).toHaveValue('The Doha astrolabe');
  await page.getByText('Change History').click();
  await expect(page.getByTestId('change-history-entries')).toContainText('updated by admin');
  await expect(page.getByTestId('change-history-entries')).toContainText('created by admin');

  // Export the selection and open the file.
  await page.goto(consoleUrl('localhost', '/objects'));
  await expect(row(page, inventoryNumber)).toBeVisible(); // the filters persisted across navigation
  await row(page, inventoryNumber).getByRole('checkbox').check();
  // The list's columns, to read; or every column, the file that imports back.
  await page.getByTestId('object-export').click();
  await expect(page.getByRole('menuitem', { name: en['exports.columns.list'] })).toHaveCount(2);
  await expect(page.getByRole('menuitem', { name: en['exports.columns.all'] })).toHaveCount(2);
  const listed = await downloadedSheet(page, 'selected:list');
  expect(listed.getRow(1).values).toEqual([undefined, 'Inventory Number', 'Object Name', 'Location', 'Location Area']);
  expect(listed.getRow(2).values).toEqual([undefined, inventoryNumber, `Brass ${word}`]);
  await page.getByTestId('object-export').click();
  const sheet = await downloadedSheet(page, 'selected:all');
  const cells = sheet.getRow(2).values as unknown[];
  expect(cells).toContain(inventoryNumber);
  expect(cells).toContain('The Doha astrolabe');
  expect(sheet.rowCount).toBe(2);
  // No car or book columns for an object with neither; its image on the address the console shows it from.
  const headers = sheet.getRow(1).values as unknown[];
  expect(headers).not.toContain('Brand');
  expect(sheet.getRow(2).getCell(headers.indexOf('Main Image')).value).toBe(shownImage);

  // Delete it.
  await page.getByTestId('object-delete').click();
  await expect(page.getByTestId('confirm-delete')).toContainText('Sure to delete?');
  await page.getByTestId('confirm-delete-ok').click();
  await expect(page.getByText('Data deleted successfully')).toBeVisible();
  await expect(row(page, inventoryNumber)).toHaveCount(0);
});

test('an Arabic reader exports the selected object with the columns of the list', async ({ page, request }) => {
  const word = unique('ibriq').toLowerCase();
  const object = await (await adminApi(request)).post('/objects', { inventoryNumber: unique('E2E-AR-').toUpperCase(), objectName: `Jar ${word}` });
  const reader = await newFullUser(request, 'musaddir');
  await (await userApi(request, reader.username, reader.password)).post('/users/preferences', { ...DEFAULT_PREFERENCES, language: 'ar' });
  await signIn(page, 'localhost', reader.username, reader.password);
  await page.goto(consoleUrl('localhost', '/objects'));
  // The first page (newest first, this object on it) may arrive before the search does, and a tick
  // there is rightly dropped when the search lands: tick once the search's own answer is on screen.
  const searched = page.waitForResponse((answer) => answer.url().includes('/api/objects?') && answer.url().includes(`searchAll=${word}`));
  await page.getByRole('searchbox').fill(word);
  await searched;
  await expect(page.getByTestId('object-table').getByRole('row')).toHaveCount(2);
  await row(page, object.inventoryNumber).getByRole('checkbox').check();
  await page.getByTestId('object-export').click();
  await expect(page.getByRole('menuitem', { name: ar['exports.columns.list'] })).toHaveCount(2);
  await expect(page.getByRole('menuitem', { name: ar['exports.columns.all'] })).toHaveCount(2);
  const sheet = await downloadedSheet(page, 'selected:list');
  // The spec's headers are English in every language.
  expect(sheet.getRow(1).values).toEqual([undefined, 'Inventory Number', 'Object Name', 'Location', 'Location Area']);
  expect(sheet.getRow(2).values).toEqual([undefined, object.inventoryNumber, `Jar ${word}`]);
});

test('leaving a form with typing in it asks first: Cancel stays with the typing, Leave goes', async ({ page }) => {
  await signIn(page, 'localhost', 'admin', adminPassword());
  await page.goto(consoleUrl('localhost', '/add-object'));
  await page.getByTestId('object-inventoryNumber').fill(unique('UNSAVED-'));
  const objectsLink = page.getByTestId('side-menu').locator('a[href="/objects"]').first();
  await objectsLink.click();
  const ask = page.getByTestId('unsaved-changes');
  await expect(ask).toContainText("Are you sure that you want to leave the current page? The changes that you made won't be saved.");
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(consoleUrl('localhost', '/add-object'));
  await expect(page.getByTestId('object-inventoryNumber')).not.toHaveValue('');

  await objectsLink.click();
  await page.getByTestId('unsaved-changes-leave').click();
  await expect(page).toHaveURL(consoleUrl('localhost', '/objects'));
  // Nothing typed since: the menu goes without asking.
  await page.getByTestId('side-menu').locator('a[href="/dashboard"]').first().click();
  await expect(page).toHaveURL(consoleUrl('localhost', '/dashboard'));
});

for (const [language, texts] of [
  ['English', en],
  ['Arabic', ar],
] as const) {
  test(`the browser's back and forward buttons ask before typing is lost, in ${language}: Cancel stays with it, Leave goes`, async ({ page, request }) => {
    const user = await newFullUser(request, 'backer');
    await (await userApi(request, user.username, user.password)).post('/users/preferences', { ...DEFAULT_PREFERENCES, language: language === 'Arabic' ? 'ar' : 'en' });
    await signIn(page, 'localhost', user.username, user.password);
    const at = (path: string) => expect(page).toHaveURL(consoleUrl('localhost', path));
    const menu = (path: string) => page.getByTestId('side-menu').locator(`a[href="${path}"]`).first();
    const field = page.getByTestId('object-inventoryNumber');
    const ask = page.getByTestId('unsaved-changes');
    const leave = () => ask.getByRole('button', { name: texts['unsaved.leave'], exact: true }).click();
    /** Asked in the reader's language; Cancel leaves the address and the typing as they were. */
    const askedThenStayed = async (typed: string) => {
      await expect(ask).toBeVisible();
      await expect(ask).toContainText(texts['unsaved.title']);
      await expect(ask).toContainText(texts['unsaved.body']);
      await ask.getByRole('button', { name: texts['common.cancel'], exact: true }).click();
      await expect(ask).toBeHidden();
      await at('/add-object');
      await expect(field).toHaveValue(typed);
    };

    await page.goto(consoleUrl('localhost', '/objects'));
    await menu('/add-object').click();
    await at('/add-object');
    const typed = unique('BACK-');
    await field.fill(typed);

    await page.goBack();
    await askedThenStayed(typed);
    // The page header's back button is the same way out.
    await page.getByRole('button', { name: texts['common.back'], exact: true }).click();
    await askedThenStayed(typed);
    await page.goBack();
    await leave();
    await at('/objects');

    // Forward: the form again (empty, so it goes at once), left by the menu, back to it, typed in.
    await page.goForward();
    await at('/add-object');
    await expect(field).toHaveValue('');
    await expect(ask).toBeHidden();
    await menu('/objects').click();
    await at('/objects');
    await page.goBack();
    await at('/add-object');
    await field.fill(typed);
    await page.goForward();
    await askedThenStayed(typed);
    await page.goForward();
    await leave();
    await at('/objects');
  });
}

test('the Gaps button downloads gaps.txt and says what it holds', async ({ page, request }) => {
  const api = await adminApi(request);
  const series = unique('GAP').toUpperCase();
  for (const n of ['01', '02', '05', '09']) await api.post('/objects', { inventoryNumber: `${series}-${n}`, objectName: 'Gap check' });
  await signIn(page, 'localhost', 'admin', adminPassword());
  await page.goto(consoleUrl('localhost', '/objects'));
  const download = page.waitForEvent('download');
  await page.getByTestId('object-gaps').click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('gaps.txt');
  const lines = (await readFile(await file.path(), 'utf8')).split(/\r?\n/u).filter(Boolean);
  expect(lines).toEqual(expect.arrayContaining([`${series}-03`, `${series}-04`, `${series}-06 .. ${series}-08`]));
  // The notice counts the numbers missing and names the series, this one among them.
  await expect(page.getByText('gaps.txt downloaded', { exact: true })).toBeVisible();
  await expect(page.getByText(new RegExp(`missing inventory numbers? in \\d+ series: .*${series}-…`, 'u'))).toBeVisible();
});
