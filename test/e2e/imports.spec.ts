import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { JOBS_WORKER_PID_FILE_ENV } from '../../infra/local/stack';
import { adminApi, adminPassword, consoleUrl, signIn, unique } from './support';

/**
 * Objects -> Import (issue 15) as staff use it: a CSV from another system whose first column the
 * console cannot name is uploaded, that column mapped by hand, the dry run read (its invalid row
 * with the reason), the batch committed and its objects found in the list, then rolled back.
 */
test('upload a CSV, fix a column mapping, read the dry run, commit, see the objects, roll back', async ({ page, request }) => {
  const numbers = [unique('E2E-IMP-A-'), unique('E2E-IMP-B-')];
  const csv = ['Stock Ref,Object Name,Quantity', `${numbers[0]},Carved box,1`, `${numbers[1]},Prayer rug,2`, ',No number,3', ''].join('\n');

  await signIn(page, 'localhost', 'admin', adminPassword());
  const menu = page.getByTestId('side-menu');
  await menu.getByText('Objects', { exact: true }).click();
  await menu.locator('a[href="/import-objects"]').click();
  await expect(page).toHaveURL(/\/import-objects$/);
  await page.getByTestId('import-file').locator('input[type=file]').setInputFiles({ name: 'legacy-catalogue.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });

  // The mapping step: "Stock Ref" is a name no system's export uses (the synonyms know "Inv. No."); the other two are known.
  await expect(page).toHaveURL(/\/import-objects\/[\w-]+$/);
  const first = page.getByTestId('import-map-0');
  await expect(first).toContainText("Don't import");
  await expect(page.getByTestId('import-map-1')).toContainText('Object Name');
  await expect(page.getByTestId('import-map-2')).toContainText('Quantity');
  await first.click();
  await page.getByRole('option', { name: 'Inventory Number', exact: true }).click();
  await expect(first).toContainText('Inventory Number');
  await page.getByTestId('import-dry-run').click();

  // The dry run: two new rows, one invalid with its reason; nothing saved yet.
  await expect(page.getByTestId('import-status')).toContainText('Dry run done');
  const classes = page.getByTestId('import-classes');
  await expect(classes).toContainText('New (2)');
  await expect(classes).toContainText('Invalid (1)');
  await expect(page.getByTestId('import-rows')).toContainText('Inventory Number is required!');
  await classes.getByText('New (2)').click();
  await expect(page.getByTestId('import-rows')).toContainText(numbers[0]);
  const api = await adminApi(request);
  expect((await api.get(`/objects?inventoryNumber=${numbers[0]}`)).content).toEqual([]);

  await page.getByTestId('import-commit').click();
  await page.getByTestId('import-confirm').click();
  await expect(page.getByTestId('import-committed')).toContainText('Imported: 2 rows.');
  await page.getByTestId('import-committed').getByRole('button', { name: 'Open Objects' }).click();
  await expect(page).toHaveURL(/\/objects$/);
  await page.getByRole('searchbox', { name: 'Search objects' }).fill(numbers[1]);
  await expect(page.getByText('Prayer rug')).toBeVisible();

  // Back to the batch, and roll it back.
  await page.goBack();
  await page.getByTestId('import-rollback').click();
  await page.getByTestId('import-confirm').click();
  await expect(page.getByTestId('import-rolled-back')).toContainText('Rolled back by admin.');
  for (const n of numbers) expect((await api.get(`/objects?inventoryNumber=${n}`)).content).toEqual([]);

  // The batch is listed with who and what became of it.
  await page.goto(consoleUrl('localhost', '/import-objects'));
  const row = page.getByTestId('import-table').getByRole('row').filter({ hasText: 'legacy-catalogue.csv' }).first();
  await expect(row).toContainText('Rolled back');
  await expect(row).toContainText('admin');
});

/**
 * A record type from its own list (Conditions -> Import): the kind is chosen by the button, the
 * export's headers map themselves, a condition report is added to an object and rolled back.
 */
test('import condition reports from the Conditions list, then roll them back', async ({ page, request }) => {
  const api = await adminApi(request);
  const number = unique('E2E-IMPC-');
  const object = await api.post('/objects', { inventoryNumber: number, objectName: 'Bowl for conditions' });
  const csv = ['Inventory Number,Condition Date,Examined By,City', `${number},2025/01/15,Noor,Doha`, ''].join('\n');

  await signIn(page, 'localhost', 'admin', adminPassword());
  await page.goto(consoleUrl('localhost', '/conditions'));
  await page.getByTestId('record-import').click();
  await expect(page).toHaveURL(/\/import-objects\?kind=conditions$/);
  await expect(page.getByTestId('import-kind')).toContainText('Conditions');
  await page.getByTestId('import-file').locator('input[type=file]').setInputFiles({ name: 'conditions.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });

  await expect(page.getByTestId('import-map-0')).toContainText('Inventory Number');
  await expect(page.getByTestId('import-map-1')).toContainText('Condition Date');
  await page.getByTestId('import-dry-run').click();
  await expect(page.getByTestId('import-classes')).toContainText('New (1)');
  await page.getByTestId('import-commit').click();
  await page.getByTestId('import-confirm').click();
  await expect(page.getByTestId('import-committed')).toContainText('Imported: 1 row.');
  const made = (await api.get(`/conditions?objectId=${object.id}`)).content;
  expect(made.map((r: { examinedBy: string }) => r.examinedBy)).toEqual(['Noor']);

  await page.getByTestId('import-rollback').click();
  await page.getByTestId('import-confirm').click();
  await expect(page.getByTestId('import-rolled-back')).toContainText('Rolled back by admin.');
  expect((await api.get(`/conditions?objectId=${object.id}`)).content).toEqual([]);
});

/**
 * Jobs never stick (issue 27): the jobs worker process dies as the commit starts; the batch page
 * says the import stopped, with why, and its Resume finishes it, each row once.
 */
test('an import whose worker died shows why, and Resume finishes it', async ({ page, request }) => {
  const rows = Array.from({ length: 300 }, (_, i) => `${unique('E2E-RES-')}-${i},Resumed ${i}`);
  const csv = ['Inventory Number,Object Name', ...rows, ''].join('\n');
  await signIn(page, 'localhost', 'admin', adminPassword());
  await page.goto(consoleUrl('localhost', '/import-objects'));
  await page.getByTestId('import-file').locator('input[type=file]').setInputFiles({ name: 'resume.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByTestId('import-dry-run').click();
  await expect(page.getByTestId('import-classes')).toContainText('New (300)');

  await page.getByTestId('import-commit').click();
  await page.getByTestId('import-confirm').click();
  await expect(page.getByTestId('import-status')).toContainText('Importing');
  process.kill(Number(readFileSync(String(process.env[JOBS_WORKER_PID_FILE_ENV]), 'utf8')), 'SIGKILL');

  const stopped = page.getByTestId('import-stopped');
  await expect(stopped).toContainText('The import stopped before it finished');
  await expect(page.getByTestId('import-stopped-reason')).toContainText('SIGKILL');
  await stopped.getByTestId('import-resume').click();
  await expect(page.getByTestId('import-committed')).toContainText('Imported: 300 rows.');
  const api = await adminApi(request);
  const found = await api.get(`/objects?inventoryNumber=${rows[299].split(',')[0]}`);
  expect(found.content).toHaveLength(1);
});
