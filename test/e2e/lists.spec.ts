import { expect, test, type Page } from '@playwright/test';
import { adminApi, adminPassword, consoleUrl, signIn, unique } from './support';

const table = (page: Page) => page.getByTestId('object-table');
const row = (page: Page, inventoryNumber: string) => table(page).getByRole('row').filter({ hasText: inventoryNumber });
const search = (page: Page) => page.getByRole('searchbox', { name: 'Search objects' });
const counter = (page: Page) => table(page).getByRole('heading', { name: /^Objects/ });

test('after a save the list opens at page 1 of size 10, with its search kept (spec 2 section 4)', async ({ page, request }) => {
  const api = await adminApi(request);
  const word = unique('lantern').toLowerCase();
  const prefix = unique('SV-').toUpperCase();
  for (let n = 1; n <= 25; n += 1) {
    await api.post('/objects', { inventoryNumber: `${prefix}-${String(n).padStart(2, '0')}`, objectName: `Brass ${word} ${n}` });
  }
  await signIn(page, 'localhost', 'admin', adminPassword());
  await page.goto(consoleUrl('localhost', '/objects'));
  await search(page).fill(word);
  await expect(counter(page)).toContainText('1-10 of 25 items');

  // Page 2 of size 20.
  await page.getByRole('button', { name: 'Preferences' }).click();
  await page.getByRole('radio', { name: '20 items per page' }).check();
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(counter(page)).toContainText('1-20 of 25 items');
  await table(page).getByRole('button', { name: 'Page 2 of all pages' }).click();
  await expect(counter(page)).toContainText('21-25 of 25 items');

  // Save one of the objects on that page, then go back to the list.
  const shown = (await table(page).getByRole('row').nth(1).getByRole('link').first().textContent())!.trim();
  await row(page, shown).getByRole('link', { name: shown }).click();
  await page.getByTestId('object-objectTitle').fill('Saved from page 2');
  await page.getByTestId('object-save').click();
  await expect(page.getByTestId('object-saved')).toBeVisible();
  await page.getByRole('button', { name: 'Go to objects' }).click();

  await expect(counter(page)).toContainText('1-10 of 25 items');
  await expect(search(page)).toHaveValue(word);
  await expect(table(page).getByRole('button', { name: 'Page 1 of all pages' })).toHaveAttribute('aria-current', 'true');
});

test('a row ticked under an old search is not deleted with the rows ticked now (issue 32)', async ({ page, request }) => {
  const api = await adminApi(request);
  const [first, second] = [unique('ewer').toLowerCase(), unique('basin').toLowerCase()];
  const showcase = unique('SC-').toUpperCase();
  const a = await api.post('/objects', { inventoryNumber: unique('ST-A-').toUpperCase(), objectName: `Silver ${first}`, showcaseNumber: showcase });
  const b = await api.post('/objects', { inventoryNumber: unique('ST-B-').toUpperCase(), objectName: `Silver ${second}`, showcaseNumber: showcase });
  await signIn(page, 'localhost', 'admin', adminPassword());
  await page.goto(consoleUrl('localhost', '/objects'));
  // Both objects, and only they, through the showcase filter.
  await page.getByTestId('object-filters-open').click();
  await page.getByTestId('object-filter-showcaseNumber').locator('input').fill(showcase);
  await page.getByTestId('object-filters-search').click();
  await expect(table(page).getByRole('row')).toHaveCount(3);

  // Tick the first under a search, clear the search, tick the second.
  await search(page).fill(first);
  await expect(table(page).getByRole('row')).toHaveCount(2);
  await row(page, a.inventoryNumber).getByRole('checkbox').check();
  await expect(counter(page)).toContainText('(1/1)');
  await search(page).fill('');
  await expect(table(page).getByRole('row')).toHaveCount(3);
  await expect(row(page, a.inventoryNumber).getByRole('checkbox')).not.toBeChecked();
  await row(page, b.inventoryNumber).getByRole('checkbox').check();
  await expect(counter(page)).toContainText('(1/2)');

  await page.getByTestId('object-delete').click();
  const confirmation = page.getByTestId('confirm-delete');
  await expect(confirmation).toContainText('Sure to delete?');
  await expect(confirmation.getByTestId('confirm-delete-what')).toContainText('1 item will be deleted:');
  await expect(confirmation.getByTestId('confirm-delete-what').getByRole('listitem')).toHaveText([b.inventoryNumber]);
  const deleted = page.waitForRequest((r) => r.method() === 'DELETE' && new URL(r.url()).pathname === '/api/objects');
  await page.getByTestId('confirm-delete-ok').click();
  expect(new URL((await deleted).url()).searchParams.get('idList')).toBe(b.id);
  await expect(page.getByText('Data deleted successfully')).toBeVisible();
  await expect(row(page, a.inventoryNumber)).toBeVisible();
});

test('a click on a column header sorts the object list on the server, again reverses it (issue 29)', async ({ page, request }) => {
  const api = await adminApi(request);
  const word = unique('sorted').toLowerCase();
  const prefix = unique('SO-').toUpperCase();
  for (const [n, name] of [[2, 'Émile'], [10, 'bowl'], [1, 'Zither']] as const) {
    await api.post('/objects', { inventoryNumber: `${prefix}-${n}`, objectName: `${name} ${word}` });
  }
  await signIn(page, 'localhost', 'admin', adminPassword());
  await page.goto(consoleUrl('localhost', '/objects'));
  await search(page).fill(word);
  const numbers = () => table(page).getByRole('rowheader');
  await expect(numbers()).toHaveText([`${prefix}-1`, `${prefix}-2`, `${prefix}-10`]);

  await table(page).getByRole('columnheader', { name: /Object Name/ }).getByRole('button').click();
  await expect(numbers()).toHaveText([`${prefix}-10`, `${prefix}-2`, `${prefix}-1`]);
  await table(page).getByRole('columnheader', { name: /Object Name/ }).getByRole('button').click();
  await expect(numbers()).toHaveText([`${prefix}-1`, `${prefix}-2`, `${prefix}-10`]);
  await table(page).getByRole('columnheader', { name: /Inventory Number/ }).getByRole('button').click();
  await expect(numbers()).toHaveText([`${prefix}-1`, `${prefix}-2`, `${prefix}-10`]);
  await table(page).getByRole('columnheader', { name: /Inventory Number/ }).getByRole('button').click();
  await expect(numbers()).toHaveText([`${prefix}-10`, `${prefix}-2`, `${prefix}-1`]);
});
