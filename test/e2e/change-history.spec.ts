import { expect, test } from '@playwright/test';
import { DEFAULT_PREFERENCES } from '../../shared/schemas/preferences';
import { ar } from '../../web/src/i18n/catalogs/ar';
import { en } from '../../web/src/i18n/catalogs/en';
import { adminApi, consoleUrl, newFullUser, signIn, unique, userApi } from './support';

test("the history panel's field diff names the changed field, old → new, in English and in Arabic", async ({ page, browser, request }) => {
  const api = await adminApi(request);
  const object = await api.post('/objects', { inventoryNumber: unique('HIST-E2E-').toUpperCase(), objectName: 'Brass jar' });
  const editor = await newFullUser(request, 'historian');

  // An English reader edits the object's name on its form, then opens its Change History.
  await signIn(page, 'localhost', editor.username, editor.password);
  await page.goto(consoleUrl('localhost', `/save-object/${object.id}`));
  await page.getByTestId('object-objectName').fill('Silver jar');
  await page.getByTestId('object-save').click();
  await expect(page.getByTestId('object-saved')).toBeVisible();
  await page.goto(consoleUrl('localhost', `/save-object/${object.id}`));
  await page.getByTestId('change-history').getByText(en['access.history.title'], { exact: true }).click();
  const fields = page.getByTestId('change-history-fields').first();
  await expect(fields.getByRole('listitem')).toHaveText([`${en['objectForm.field.objectName']}: Brass jar → Silver jar`]);

  // An Arabic reader sees the same change with the Arabic label, each part in its own isolate.
  const reader = await newFullUser(request, 'qari');
  await (await userApi(request, reader.username, reader.password)).post('/users/preferences', { ...DEFAULT_PREFERENCES, language: 'ar' });
  const arabic = await browser.newPage();
  await signIn(arabic, 'localhost', reader.username, reader.password);
  await arabic.goto(consoleUrl('localhost', `/save-object/${object.id}`));
  await arabic.getByTestId('change-history').getByText(ar['access.history.title'], { exact: true }).click();
  const line = arabic.getByTestId('change-history-fields').first().getByRole('listitem');
  await expect(line).toHaveText([`${ar['objectForm.field.objectName']}: Brass jar ← Silver jar`]);
  await expect(line.locator('bdi')).toHaveText([ar['objectForm.field.objectName'], 'Brass jar', 'Silver jar']);
  await arabic.close();
});
