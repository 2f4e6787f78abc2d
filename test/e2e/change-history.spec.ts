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

test('a record screen and the POI screen show the ids a change holds by their names, in English and in Arabic', async ({ page, browser, request }) => {
  const api = await adminApi(request);
  const value = async (title: string) => api.post('/dropdowns', { title: unique(title), dropdownType: 'condition' });
  const [stable, fragile] = [await value('Stable '), await value('Fragile ')];
  const object = await api.post('/objects', { inventoryNumber: unique('HIST-REC-E2E-').toUpperCase(), objectName: 'Lamp' });
  const condition = await api.post('/conditions', { objectId: object.id, condition: stable.id });
  await api.put('/conditions', { ...condition, condition: fragile.id });

  const [hall, garden] = [await api.post('/point-of-interest-groups', { title: unique('Hall ') }), await api.post('/point-of-interest-groups', { title: unique('Garden ') })];
  const poiBody = { location: { location: 'Hall 1', latitude: 35.9, longitude: 14.3 }, content: [{ language: 'en', title: unique('Lamp POI '), description: 'A lamp.' }] };
  const poi = await api.post('/point-of-interests', { ...poiBody, group: { id: hall.id } });
  await api.put(`/point-of-interests/${poi.id}`, { ...poiBody, group: { id: garden.id }, version: poi.version });

  // The record types' labels are generated from their declaration, so the catalogs' types do not list them.
  const conditionLabel = (catalog: object) => (catalog as Record<string, string>)['recordField.condition.condition'];
  const reader = await newFullUser(request, 'namer');
  await signIn(page, 'localhost', reader.username, reader.password);
  const openHistory = async (p: typeof page, path: string, title: string) => {
    await p.goto(consoleUrl('localhost', path));
    await p.getByTestId('change-history').getByText(title, { exact: true }).click();
    return p.getByTestId('change-history-fields').first().getByRole('listitem');
  };
  const conditionLines = await openHistory(page, `/save-condition/${condition.id}`, en['access.history.title']);
  await expect(conditionLines).toHaveText([`${conditionLabel(en)}: ${stable.title} → ${fragile.title}`]);
  const poiLines = await openHistory(page, `/updatePoi/${poi.id}`, en['access.history.title']);
  await expect(poiLines).toHaveText([`${en['appCms.poi.group']}: ${hall.title} → ${garden.title}`]);

  const qari = await newFullUser(request, 'qari');
  await (await userApi(request, qari.username, qari.password)).post('/users/preferences', { ...DEFAULT_PREFERENCES, language: 'ar' });
  const arabic = await browser.newPage();
  await signIn(arabic, 'localhost', qari.username, qari.password);
  const arabicCondition = await openHistory(arabic, `/save-condition/${condition.id}`, ar['access.history.title']);
  await expect(arabicCondition).toHaveText([`${conditionLabel(ar)}: ${stable.title} ← ${fragile.title}`]);
  await expect(arabicCondition.locator('bdi')).toHaveText([conditionLabel(ar), stable.title, fragile.title]);
  const arabicPoi = await openHistory(arabic, `/updatePoi/${poi.id}`, ar['access.history.title']);
  await expect(arabicPoi).toHaveText([`${ar['appCms.poi.group']}: ${hall.title} ← ${garden.title}`]);
  await arabic.close();
});
