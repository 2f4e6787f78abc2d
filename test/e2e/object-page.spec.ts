import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import type { Preferences } from '../../shared/schemas/preferences';
import { ar } from '../../web/src/i18n/catalogs/ar';
import { en } from '../../web/src/i18n/catalogs/en';
import { blockingFindings } from './axe';
import { downloadItemReport } from './item-report-download';
import { consoleUrl, newFullUser, picture, signIn, unique, uploadObjectImage, userApi } from './support';

const COMBINATIONS: Pick<Preferences, 'language' | 'mode'>[] = [
  { language: 'en', mode: 'light' },
  { language: 'en', mode: 'dark' },
  { language: 'ar', mode: 'light' },
  { language: 'ar', mode: 'dark' },
];

for (const { language, mode } of COMBINATIONS) {
  test(`an object's page (${language}, ${mode}): heading, image, whole location, latest condition, records by date, and its actions`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const catalog = language === 'en' ? en : ar;
    const user = await newFullUser(request, `page${language}${mode}`);
    const api = await userApi(request, user.username, user.password);
    await api.post('/users/preferences', { language, mode, calendar: 'gregory', density: 'comfortable' });
    const value = (dropdownType: string, title: string) => api.post('/dropdowns', { dropdownType, title: unique(title) });
    const [store, hall, area, fair, poor] = [
      await value('location', 'Store '),
      await value('location', 'Main Building '),
      await value('locationArea', 'East Wing '),
      await value('condition', 'Fair '),
      await value('condition', 'Poor '),
    ];
    const mainImage = await uploadObjectImage(request, api, 'front.png', picture(3));
    const objectName = language === 'ar' ? 'إبريق نحاسي' : 'Brass ewer';
    const object = await api.post('/objects', { inventoryNumber: unique(`OP${language.toUpperCase()}-`), objectName, mainImage, location: store.id, shelfNumber: '9' });
    // Two condition reports (the later one decides) and a movement to a whole place between them.
    await api.post('/conditions', { objectId: object.id, condition: fair.id, conditionDate: '2025-01-10' });
    await api.post('/conditions', { objectId: object.id, condition: poor.id, conditionDate: '2026-03-04' });
    const movement = await api.post('/movements', {
      objectId: object.id,
      reportId: unique('MV-OP-'),
      dateOfMovement: '2026-02-01',
      newLocation: hall.id,
      newLocationArea: area.id,
      newRoomNumber: 'R-7',
      newCabinetNumber: 'C-3',
      newShelfNumber: '4',
      newShowcaseNumber: 'SC-2',
    });

    await signIn(page, 'localhost', user.username, user.password);
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe(language === 'ar' ? 'rtl' : 'ltr');
    // Reached from the objects list: the Object Name opens the page (the number keeps the form's link).
    await page.goto(consoleUrl('localhost', '/objects'));
    await page.getByRole('searchbox', { name: catalog['objects.list.search'] }).fill(object.inventoryNumber);
    const row = page.getByTestId('object-table').getByRole('row').filter({ hasText: object.inventoryNumber });
    await expect(row).toHaveCount(1);
    await row.getByRole('link', { name: objectName }).click();
    await expect(page).toHaveURL(new RegExp(`/objects/${object.id}$`));

    await expect(page.locator('h1')).toContainText(`${object.inventoryNumber} · ${objectName}`);
    const image = page.getByTestId('object-page-image');
    await expect(image).toHaveAttribute('src', mainImage.url);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(400);
    // The whole place the movement named: the old shelf is gone.
    const location = page.getByTestId('object-page-location');
    for (const part of [hall.title, area.title, 'R-7', 'C-3', '4', 'SC-2', catalog['objectForm.field.cabinetNumber'], catalog['objectForm.field.showcaseNumber']]) await expect(location).toContainText(part);
    await expect(location).not.toContainText(store.title);
    await expect(page.getByTestId('object-page-condition')).toContainText(poor.title);
    await expect(page.getByTestId('object-page-condition')).toContainText('2026/03/04');
    const records = page.getByTestId('object-page-records-all');
    await expect(records.getByRole('link')).toHaveText(['2026/03/04', '2026/02/01', '2025/01/10']);
    await expect(records).toContainText(movement.reportId);
    // Arabic isolates the type's name in the tab's label (U+2068 ... U+2069).
    await expect(page.getByRole('tab', { name: new RegExp(`${catalog['recordType.condition.plural']}\u2069? \\(2\\)`, 'u') })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await blockingFindings(page, `/objects/${object.id}`)).toEqual([]);

    // Export: the object's row, as the list exports a selection (every column, the file that imports back).
    const exported = page.waitForEvent('download');
    await page.getByTestId('object-page-export').click();
    await page.getByRole('menuitem', { name: catalog['exports.columns.all'] }).click();
    const sheet = await exported;
    expect(sheet.suggestedFilename()).toMatch(/^objects_.*\.xlsx$/u);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(await sheet.path());
    const rows = book.worksheets[0].getSheetValues().filter(Boolean) as unknown[][];
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain(object.inventoryNumber);

    // Item report: the /pdf flow downloads the object's PDF.
    const { pages, images } = await downloadItemReport(page, object.inventoryNumber);
    expect(pages.join(' ')).toContain(object.inventoryNumber);
    expect(images).toBeGreaterThanOrEqual(2);

    // Edit: the form, headed by the object, leads back to the page.
    await page.goBack();
    await page.getByTestId('object-page-edit').click();
    await expect(page).toHaveURL(new RegExp(`/save-object/${object.id}$`));
    await expect(page.locator('h1')).toContainText(`${object.inventoryNumber} · ${objectName}`);
    await expect(page.getByTestId('object-form')).toBeVisible();
    await page.getByTestId('object-form-page-link').click();
    await expect(page).toHaveURL(new RegExp(`/objects/${object.id}$`));
  });
}
