import { expect, test, type Page } from '@playwright/test';
import { adminApi, adminPassword, consoleUrl, signIn, unique } from './support';

const row = (page: Page, text: string) => page.getByTestId('object-table').getByRole('row').filter({ hasText: text });

/**
 * Batch edit (issue 30) as a registrar uses it after an inventory: two objects ticked on the list,
 * one field changed, the preview read, committed and seen on the list, then rolled back from the
 * batch listed beside the imports, and the list as it was.
 */
test('select objects, edit a field, read the preview, commit, see the list, roll back', async ({ page, request }) => {
  const api = await adminApi(request);
  const prefix = unique('E2E-BE-');
  const numbers = [`${prefix}-1`, `${prefix}-2`];
  for (const [n, inventoryNumber] of numbers.entries()) await api.post('/objects', { inventoryNumber, objectName: `Jug ${n + 1}` });

  await signIn(page, 'localhost', 'admin', adminPassword());
  await page.goto(consoleUrl('localhost', '/objects'));
  await page.getByRole('searchbox', { name: 'Search objects' }).fill(prefix);
  // Ticked once the search has settled: a new search clears the selection.
  await expect(page.getByTestId('object-table').getByRole('row')).toHaveCount(3);
  for (const n of numbers) await row(page, n).getByRole('checkbox').check();
  await page.getByTestId('batch-edit-open-menu').getByRole('button', { name: 'Edit selected' }).click();

  const modal = page.getByTestId('batch-edit');
  await expect(modal).toContainText('2 selected items');
  await modal.getByRole('button', { name: 'Field of change 1' }).click();
  await modal.getByRole('option', { name: 'Object Name', exact: true }).click();
  await modal.getByRole('textbox', { name: 'New value of change 1' }).fill('Inventoried jug');
  await page.getByTestId('batch-edit-preview').click();

  // The preview: both will change, each field by field; nothing saved yet.
  await expect(page.getByTestId('batch-edit-summary')).toHaveText('2 will change, 0 unchanged, 0 invalid');
  const rows = modal.getByTestId('import-rows');
  await expect(rows).toContainText(numbers[0]);
  await expect(rows).toContainText('Object Name: Jug 1 → Inventoried jug');
  await expect(row(page, numbers[0])).toContainText('Jug 1');

  await page.getByTestId('batch-edit-commit').click();
  await page.getByTestId('batch-edit-confirm').click();
  await expect(page.getByTestId('batch-edit-committed')).toHaveText('Saved: 2 items changed.');
  await page.getByTestId('batch-edit-close').click();
  for (const n of numbers) await expect(row(page, n)).toContainText('Inventoried jug');

  // Beside the imports, under its own name, and rolled back from there.
  await page.goto(consoleUrl('localhost', '/import-objects'));
  await page.getByTestId('import-table').getByRole('link', { name: 'Batch edit' }).first().click();
  await expect(page).toHaveURL(/\/batch-edits\/[\w-]+$/);
  await expect(page.getByTestId('import-status')).toContainText('Changes saved');
  await page.getByTestId('import-rollback').click();
  await page.getByTestId('import-confirm').click();
  await expect(page.getByTestId('import-rolled-back')).toContainText('Rolled back by admin.');

  await page.goto(consoleUrl('localhost', '/objects'));
  await page.getByRole('searchbox', { name: 'Search objects' }).fill(prefix);
  await expect(row(page, numbers[0])).toContainText('Jug 1');
  await expect(row(page, numbers[1])).toContainText('Jug 2');
});
