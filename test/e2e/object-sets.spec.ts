import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { adminApi, consoleUrl, newFullUser, signIn, unique } from './support';

/** Issue 29: a registrar gathers the objects of a search into a set, opens the set and exports it. */
test('adds the selection to a new set, opens the set and exports it', async ({ page, request }) => {
  const word = unique('setword').toLowerCase();
  const admin = await adminApi(request);
  const numbers = [unique('SET-A-').toUpperCase(), unique('SET-B-').toUpperCase()];
  for (const inventoryNumber of numbers) await admin.post('/objects', { inventoryNumber, objectName: `Lustre ${word}` });
  const user = await newFullUser(request, 'sets');
  await signIn(page, 'localhost', user.username, user.password);

  // The search's two objects, both selected, into a set made on the way.
  await page.goto(consoleUrl('localhost', '/objects'));
  await page.getByRole('searchbox', { name: 'Search objects' }).fill(word);
  const rows = page.getByTestId('object-table').getByRole('row');
  await expect(rows).toHaveCount(3);
  // The search has settled (a selection never outlives the search it was made under).
  await expect(page.getByText('(1-2 of 2 items)')).toBeVisible();
  // A late answer of the list may still clear the ticks: tick again until the menu offers both.
  const addSelected = page.getByRole('menuitem', { name: 'Add the 2 selected objects' });
  await expect(async () => {
    for (const inventoryNumber of numbers) await rows.filter({ hasText: inventoryNumber }).getByRole('checkbox').check();
    await page.getByTestId('object-add-to-set').click();
    await expect(addSelected).toBeVisible({ timeout: 2000 });
  }).toPass();
  await addSelected.click();
  const setName = unique('Loan ');
  const dialog = page.getByRole('dialog', { name: 'Add 2 objects to a set' });
  await dialog.getByTestId('add-to-set-choice').click();
  await page.getByRole('option', { name: 'New set…' }).click();
  await dialog.getByTestId('add-to-set-name').fill(setName);
  await dialog.getByTestId('add-to-set-confirm').click();
  await expect(page.getByText(`2 objects added to ${setName}`)).toBeVisible();

  // Objects -> Sets lists it; opening it shows its objects and nothing else.
  await page.getByTestId('side-menu').getByRole('link', { name: 'Sets' }).click();
  await expect(page).toHaveURL(/\/object-sets$/u);
  await page.getByTestId(`object-set-open-${setName}`).click();
  await expect(page).toHaveURL(/\/objects\?setId=[\w-]+$/u);
  await expect(page.getByTestId('object-set-open')).toContainText(`Set: ${setName}`);
  await expect(rows).toHaveCount(3);
  for (const inventoryNumber of numbers) await expect(rows.filter({ hasText: inventoryNumber })).toBeVisible();

  // The set's export: every object of the set, the list's columns.
  await page.getByTestId('object-export').click();
  const download = page.waitForEvent('download');
  await expect(page.getByText('Export the whole set')).toBeVisible();
  await page.getByTestId('all:list').click();
  const file = await download;
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await file.path());
  const exported: unknown[] = [];
  workbook.worksheets[0].eachRow((row, n) => n > 1 && exported.push(row.getCell(1).value));
  expect(exported.sort()).toEqual([...numbers].sort());
});
