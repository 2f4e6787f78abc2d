import { expect, test } from '@playwright/test';
import { adminApi, adminPassword, consoleUrl, signIn, unique } from './support';

type Figure = { objects: number; meeting: number; fields: { field: string; lacking: number }[] };

/**
 * The minimum record (issue 29): the dashboard's card counts the objects lacking each chosen field,
 * and its link opens the object list of exactly those objects, which says so and can show every
 * object again.
 */
test('the minimum-record card links each field to the objects lacking it', async ({ page, request }) => {
  const api = await adminApi(request);
  const number = unique('MINREC-');
  await api.post('/objects', { inventoryNumber: number, objectName: 'Undescribed jar' });
  const figure: Figure = await api.get('/dashboard/minimum-record');
  const lacking = figure.fields.find((f) => f.field === 'description')!.lacking;
  expect(lacking).toBeGreaterThanOrEqual(1);

  await signIn(page, 'localhost', 'admin', adminPassword());
  await page.goto(consoleUrl('localhost', '/dashboard'));
  const card = page.getByTestId('minimum-record-card');
  await expect(card.getByTestId('minimum-record-share')).toContainText('of objects meet the minimum record');
  const link = card.getByTestId('lacking-description');
  await expect(link).toHaveText(lacking.toLocaleString('en'));
  await link.click();

  await expect(page).toHaveURL(/\/objects\?missing=description$/u);
  await expect(page.getByTestId('lacking-filter')).toContainText('Lacking: Description');
  // The list's total is the card's count: '(1-10 of N items)'.
  await expect(page.getByTestId('object-table')).toContainText(`of ${lacking.toLocaleString('en')} item`);
  await page.getByTestId('lacking-filter').getByRole('button', { name: 'Show every object' }).click();
  await expect(page).toHaveURL(/\/objects$/u);
  await expect(page.getByTestId('lacking-filter')).toHaveCount(0);
});
