import { expect, test } from '@playwright/test';
import { ar } from '../../web/src/i18n/catalogs/ar';
import { en } from '../../web/src/i18n/catalogs/en';
import { blockingFindings } from './axe';
import { consoleUrl, newFullUser, picture, signIn, unique, uploadObjectImage, userApi } from './support';

for (const language of ['en', 'ar'] as const) {
  test(`the object list switches to a gallery whose thumbnails load, and stays so (${language})`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const catalog = language === 'en' ? en : ar;
    const user = await newFullUser(request, `gallery${language}`);
    const api = await userApi(request, user.username, user.password);
    await api.post('/users/preferences', { language, mode: 'light', calendar: 'gregory', density: 'comfortable' });
    const series = unique(`GL${language.toUpperCase()}-`);
    const objects = [];
    for (const n of [1, 2, 3]) {
      const mainImage = await uploadObjectImage(request, api, `g${n}.png`, picture(n + 10));
      objects.push(await api.post('/objects', { inventoryNumber: `${series}-${n}`, objectName: `Gallery piece ${n}`, mainImage }));
    }
    // The jobs worker makes each thumbnail just after its save.
    for (const object of objects) await expect.poll(async () => (await request.get(object.thumbnailUrl)).status(), { timeout: 15_000 }).toBe(200);

    await signIn(page, 'localhost', user.username, user.password);
    await page.goto(consoleUrl('localhost', '/objects'));
    await page.getByRole('searchbox', { name: catalog['objects.list.search'] }).fill(series);
    await expect(page.getByTestId('object-table').getByRole('row').filter({ hasText: series })).toHaveCount(3);
    await page.getByRole('toolbar', { name: catalog['objects.gallery.view'] }).getByRole('button', { name: catalog['objects.gallery.cards'], exact: true }).click();

    const gallery = page.getByTestId('object-cards');
    const pictures = gallery.locator('img[data-testid="object-thumbnail"]');
    await expect(pictures).toHaveCount(3);
    for (const object of objects) {
      await expect(gallery.getByRole('link', { name: object.inventoryNumber, exact: true })).toHaveAttribute('href', `/save-object/${object.id}`);
      await expect(gallery.getByRole('link', { name: object.objectName, exact: true })).toHaveAttribute('href', `/objects/${object.id}`);
      const image = gallery.locator(`img[src="${object.thumbnailUrl}"]`);
      await expect(image).toHaveCount(1);
      // Loaded, and the thumbnail itself (200 px wide), not the main image it falls back to.
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBe(200);
    }
    expect(await blockingFindings(page, '/objects (gallery)')).toEqual([]);

    // Remembered as the list's page and search are: back to the list after leaving it.
    await page.goto(consoleUrl('localhost', '/dashboard'));
    await page.goto(consoleUrl('localhost', '/objects'));
    await expect(page.getByTestId('object-cards').locator('img[data-testid="object-thumbnail"]')).toHaveCount(3);
  });
}
