import { expect, test } from '@playwright/test';
import { APP_NOTICES } from '../../shared/app-content/constants';
import { en } from '../../web/src/i18n/catalogs/en';
import { adminApi, adminPassword, consoleUrl, picture, signIn, unique, uploadObjectImage } from './support';

/**
 * Issue 31, "Object to POI": Create POI on an object's page, the new POI's form opened to review
 * it (its object shown and linked), the other language translated and published there; the
 * object's page then lists the POI.
 */
test('create a POI from an object and publish it in both languages', async ({ page, request }) => {
  test.setTimeout(120_000);
  const api = await adminApi(request);
  const group = await api.post('/point-of-interest-groups', { title: unique('From objects ') });
  const room = await api.post('/dropdowns', { dropdownType: 'location', title: unique('Gallery ') });
  const mainImage = await uploadObjectImage(request, api, 'front.png', picture(2));
  const objectName = unique('Painted amphora ');
  const object = await api.post('/objects', { inventoryNumber: unique('OTP-'), objectName, description: 'A wine jar painted with dancers.', location: room.id, mainImage });
  await signIn(page, 'localhost', 'admin', adminPassword());

  await page.goto(consoleUrl('localhost', `/objects/${object.id}`));
  await page.getByTestId('object-create-poi').click();
  const modal = page.getByTestId('create-poi');
  await modal.getByTestId('create-poi-group').getByRole('button').first().click();
  await page.getByRole('option', { name: group.title }).click();
  await modal.getByRole('button', { name: en['objectPage.createPoi.place'] }).click();
  await modal.getByTestId('create-poi-latitude').locator('input').fill('35.89');
  await modal.getByTestId('create-poi-longitude').locator('input').fill('14.51');
  await modal.getByTestId('create-poi-create').click();

  // The new POI's form: the object's texts, place, image and link, the default language published.
  await expect(page).toHaveURL(/\/updatePoi\/[\w-]+$/);
  const poiId = page.url().split('/').pop()!;
  await expect(page.getByTestId('poi-address')).toHaveValue(room.title);
  await expect(page.getByTestId('poi-latitude')).toHaveValue('35.89');
  const objectLink = page.getByTestId('poi-linked-objects').getByRole('link', { name: `${object.inventoryNumber} - ${objectName}` });
  await expect(objectLink).toHaveAttribute('href', `/objects/${object.id}`);
  await expect(page.getByTestId('poi-featured-image-file')).toHaveText('front.png');
  // The copy in the POI's folder is served: the browser draws it.
  const featured = page.locator('img[src*="/poi-images/"]').first();
  await expect.poll(() => featured.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await page.getByRole('tab', { name: /English/ }).click();
  await expect(page.getByTestId('poi-en-title')).toHaveValue(objectName);
  await expect(page.getByTestId('poi-en-state')).toHaveText('PUBLISHED');

  // The other language is left to inherit until it is translated and published here.
  await page.getByRole('tab', { name: /Arabic/ }).click();
  await expect(page.getByTestId('poi-ar-state')).toHaveText('Inherit from Default');
  await page.getByTestId('poi-ar-published').click();
  await page.getByTestId('poi-ar-title').fill('أمفورا مرسومة');
  await page.getByTestId('poi-ar-description').fill('جرة نبيذ مرسوم عليها راقصون.');
  await page.getByTestId('poi-save').click();
  await expect(page.getByTestId('poi-saved')).toContainText(APP_NOTICES.poiSaved);

  const saved = await api.get(`/point-of-interests/${poiId}`);
  expect(saved.data.content.map((c: { language: string; state: string }) => `${c.language}:${c.state}`).sort()).toEqual(['ar:PUBLISHED', 'en:PUBLISHED']);
  expect(saved.data.linkedItemIds).toEqual([object.id]);
  expect(saved.data.featuredImage.url).toMatch(/\/localhost\/poi-images\/CROP-\d+-front\.png$/);

  // Both ways: the object's page lists the POI, linking to its form.
  await page.goto(consoleUrl('localhost', `/objects/${object.id}`));
  await expect(page.getByTestId('object-page-pois').getByRole('link', { name: objectName })).toHaveAttribute('href', `/updatePoi/${poiId}`);
});
