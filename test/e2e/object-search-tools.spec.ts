import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { consoleUrl, newFullUser, signIn, unique, userApi } from './support';

const table = (page: Page) => page.getByTestId('object-table');
const header = (page: Page, name: string) => table(page).getByRole('columnheader', { name, exact: false });
const row = (page: Page, inventoryNumber: string) => table(page).getByRole('row').filter({ hasText: inventoryNumber });
const tokenInput = (page: Page) => page.getByRole('combobox', { name: 'Filter objects by field' });

test('columns chosen in the preferences follow the user to a new browser', async ({ page, request, browser }) => {
  const user = await newFullUser(request, 'columns');
  await signIn(page, 'localhost', user.username, user.password);
  await page.goto(consoleUrl('localhost', '/objects'));
  await expect(header(page, 'Location Area').first()).toBeVisible();
  await expect(header(page, 'Object Title')).toHaveCount(0);

  await page.getByRole('button', { name: 'Preferences' }).click();
  const preferences = page.getByRole('dialog');
  await preferences.getByRole('checkbox', { name: 'Object Title', exact: true }).click();
  await preferences.getByRole('checkbox', { name: 'Location Area', exact: true }).click();
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/users/preferences') && r.request().method() === 'POST');
  await preferences.getByRole('button', { name: 'OK' }).click();
  expect((await saved).status()).toBe(200);
  await expect(header(page, 'Object Title').first()).toBeVisible();
  await expect(header(page, 'Location Area')).toHaveCount(0);

  // Another browser: nothing of the first one's storage, only the server's preferences.
  const elsewhere = await browser.newContext();
  const other = await elsewhere.newPage();
  await signIn(other, 'localhost', user.username, user.password);
  await other.goto(consoleUrl('localhost', '/objects'));
  await expect(header(other, 'Object Title').first()).toBeVisible();
  await expect(header(other, 'Location Area')).toHaveCount(0);

  // The list's columns export as shown: the chosen ones, in their order.
  await other.getByTestId('object-export').click();
  const download = other.waitForEvent('download');
  await other.getByTestId('all:list').click();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await (await download).path());
  expect((workbook.worksheets[0].getRow(1).values as unknown[]).slice(1)).toEqual(['Inventory Number', 'Object Name', 'Location', 'Object Title']);
  await elsewhere.close();
});

test('a search built from tokens opens from its URL in a new tab, and saved, opens again from the list', async ({ page, request, context }) => {
  const user = await newFullUser(request, 'searcher');
  const api = await userApi(request, user.username, user.password);
  const word = unique('ewer').toLowerCase();
  const wanted = await api.post('/objects', { inventoryNumber: unique('TK-A-').toUpperCase(), objectName: `Silver ${word}`, showcaseNumber: 'case-9' });
  const other = await api.post('/objects', { inventoryNumber: unique('TK-B-').toUpperCase(), objectName: `Silver ${word}`, showcaseNumber: 'case-4' });

  await signIn(page, 'localhost', user.username, user.password);
  await page.goto(consoleUrl('localhost', '/objects'));
  await tokenInput(page).fill(`Object Name : ${word}`);
  await tokenInput(page).press('Enter');
  await expect(row(page, other.inventoryNumber)).toBeVisible();
  await tokenInput(page).fill('Showcase Number : case-9');
  await tokenInput(page).press('Enter');
  await expect(row(page, other.inventoryNumber)).toHaveCount(0);
  await expect(row(page, wanted.inventoryNumber)).toBeVisible();
  await header(page, 'Object Name').first().getByRole('button').click();
  await expect(page).toHaveURL(/sort=objectName%2Casc|sort=objectName,asc/);
  const link = page.url();
  expect(new URL(link).searchParams.get('objectName')).toBe(word);
  expect(new URL(link).searchParams.get('showcaseNumber')).toBe('case-9');

  // The link in a new tab shows the same search, its tokens included.
  const tab = await context.newPage();
  await tab.goto(link);
  await expect(row(tab, wanted.inventoryNumber)).toBeVisible();
  await expect(table(tab).getByRole('row')).toHaveCount(2);
  await expect(tab.getByTestId('object-tokens')).toContainText('case-9');
  await tab.close();

  // Save it, clear the list, open it again.
  const name = unique('Silver ewers ');
  await page.getByTestId('saved-search-save').click();
  const dialog = page.getByTestId('saved-search-dialog');
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('radio', { name: 'Everyone in the museum' }).check();
  await dialog.getByTestId('saved-search-confirm').click();
  await expect(page.getByText('Search saved')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).not.toHaveURL(/objectName=/);
  await expect(page.getByTestId('object-tokens')).not.toContainText('case-9');

  await page.getByTestId('saved-searches').click();
  await page.getByRole('option', { name: new RegExp(name) }).click();
  await expect(row(page, wanted.inventoryNumber)).toBeVisible();
  await expect(table(page).getByRole('row')).toHaveCount(2);
  await expect(page).toHaveURL(new RegExp(`objectName=${word}`));
});
