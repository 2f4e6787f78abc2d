import { expect, test } from '@playwright/test';
import { en } from '../../web/src/i18n/catalogs/en';
import { adminApi, consoleUrl, newFullUser, signIn, unique } from './support';

test("an object restored from its Change History panel: the preview, then the form with the restored values and the log's note", async ({ page, request }) => {
  const api = await adminApi(request);
  const object = await api.post('/objects', { inventoryNumber: unique('RESTORE-E2E-').toUpperCase(), objectName: 'Brass jar' });
  await api.put('/objects', { ...object, objectName: 'Silver jar' });
  const editor = await newFullUser(request, 'restorer');

  await signIn(page, 'localhost', editor.username, editor.password);
  await page.goto(consoleUrl('localhost', `/save-object/${object.id}`));
  await expect(page.getByTestId('object-objectName')).toHaveValue('Silver jar');
  await page.getByTestId('change-history').getByText(en['access.history.title'], { exact: true }).click();
  // Newest first: the second entry is the creation.
  await page.getByTestId('change-history-restore').nth(1).click();
  const modal = page.getByTestId('restore-modal');
  await expect(modal.getByTestId('restore-preview').getByRole('listitem')).toHaveText([`${en['objectForm.field.objectName']}: Silver jar → Brass jar`]);
  await modal.getByTestId('restore-confirm').click();

  await expect(modal).toBeHidden();
  await expect(page.getByTestId('object-objectName')).toHaveValue('Brass jar');
  await page.getByTestId('change-history').getByText(en['access.history.title'], { exact: true }).click();
  await expect(page.getByTestId('change-history-restored').first()).toContainText('restored to the state of');
});

test('leaving the profile with its details edited asks first; Cancel keeps the typing', async ({ page, request }) => {
  const user = await newFullUser(request, 'leaver');
  await signIn(page, 'localhost', user.username, user.password);
  await page.goto(consoleUrl('localhost', '/profile'));
  await page.getByTestId('profile-name').fill('A new name');
  await page.getByTestId('side-menu').locator('a[href="/dashboard"]').first().click();
  const ask = page.getByTestId('unsaved-changes');
  await expect(ask).toContainText(en['unsaved.body']);
  await ask.getByRole('button', { name: en['common.cancel'], exact: true }).click();
  await expect(page).toHaveURL(consoleUrl('localhost', '/profile'));
  await expect(page.getByTestId('profile-name')).toHaveValue('A new name');
  await page.getByTestId('side-menu').locator('a[href="/dashboard"]').first().click();
  await page.getByTestId('unsaved-changes-leave').click();
  await expect(page).toHaveURL(consoleUrl('localhost', '/dashboard'));
});
