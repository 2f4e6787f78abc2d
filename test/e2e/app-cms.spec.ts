import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { APP_MESSAGES, APP_NOTICES } from '../../shared/app-content/constants';
import { adminApi, adminPassword, consoleUrl, newUser, signIn, unique } from './support';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
/** An MPEG audio frame header and silence: enough for the store, which keeps what it is given. */
const MP3 = Buffer.concat([Buffer.from('ID3', 'latin1'), Buffer.alloc(7), Buffer.from([0xff, 0xfb, 0x90, 0x64]), Buffer.alloc(400)]);

/** Opens a Cloudscape select by its test id and picks the option by its label. */
async function choose(page: Page, testId: string, label: string | RegExp) {
  await page.getByTestId(testId).getByRole('button').first().click();
  await page.getByRole('option', { name: label }).first().click();
}

async function upload(page: Page, testId: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  await page.getByTestId(testId).locator('input[type=file]').setInputFiles(file);
  await expect(page.getByTestId(`${testId}-file`).filter({ hasText: file.name.replace(/\.\w+$/, '') })).toBeVisible();
}

const poiRow = (page: Page, title: string) => page.getByTestId('poi-table').getByRole('row').filter({ hasText: title });

test('a POI in two languages: a map click, images and audio, the second language published, found by each filter', async ({ page, request, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: consoleUrl('localhost', '') });
  const api = await adminApi(request);
  const group = await api.post('/point-of-interest-groups', { title: unique('E2E group ') });
  const inventoryNumber = unique('POILINK-');
  const object = await api.post('/objects', { inventoryNumber, objectName: 'Linked to a POI' });
  const title = unique('E2E POI ');
  await signIn(page, 'localhost', 'admin', adminPassword());

  await page.goto(consoleUrl('localhost', '/add-poi'));
  await page.getByTestId('poi-save').click();
  for (const message of [APP_MESSAGES.poiGroupRequired, APP_MESSAGES.addressRequired, APP_MESSAGES.latitudeRequired, APP_MESSAGES.longitudeRequired]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await choose(page, 'poi-group', group.title);
  await page.getByTestId('poi-address').fill('Hall 3, first floor');
  await page.getByTestId('poi-external-reference').fill('EXT-77');

  // A click on the map fills latitude and longitude; the marker follows typed coordinates.
  const map = page.getByTestId('poi-map');
  await expect(map.locator('canvas')).toBeVisible();
  await map.click({ position: { x: 300, y: 150 } });
  await expect(page.getByTestId('poi-latitude')).not.toHaveValue('');
  const latitude = Number(await page.getByTestId('poi-latitude').inputValue());
  const longitude = Number(await page.getByTestId('poi-longitude').inputValue());
  expect(Math.abs(latitude)).toBeLessThanOrEqual(90);
  expect(Math.abs(longitude)).toBeLessThanOrEqual(180);
  await expect(map.locator('.maplibregl-marker')).toHaveCount(1);
  await page.getByTestId('poi-copy-coordinates').click();
  await expect(page.getByText(APP_NOTICES.coordinatesCopied)).toBeVisible();

  // Linked items: found by inventory number from 4 characters.
  await page.getByTestId('poi-linked-items').getByRole('button').first().click();
  await page.getByPlaceholder('Find object by inventory number').last().fill(inventoryNumber);
  await page.getByRole('option', { name: new RegExp(inventoryNumber) }).click();
  await page.keyboard.press('Escape');

  await upload(page, 'poi-featured-image', { name: 'featured.png', mimeType: 'image/png', buffer: PNG });
  await upload(page, 'poi-images', { name: 'gallery.png', mimeType: 'image/png', buffer: PNG });
  await upload(page, 'poi-reference-images', { name: 'reference.png', mimeType: 'image/png', buffer: PNG });

  // The default language has no switch and is published; another inherits until switched on.
  await page.getByRole('tab', { name: /English/ }).click();
  await expect(page.getByTestId('poi-en-state')).toHaveText('PUBLISHED');
  await expect(page.getByTestId('poi-en-published')).toHaveCount(0);
  await page.getByTestId('poi-en-title').fill(title);
  await page.getByTestId('poi-en-subtitle').fill('A guided stop');
  await page.getByTestId('poi-en-description').fill('What visitors hear about at this stop.');
  await upload(page, 'poi-en-audio', { name: 'guide.mp3', mimeType: 'audio/mpeg', buffer: MP3 });

  await page.getByRole('tab', { name: /Arabic/ }).click();
  await expect(page.getByTestId('poi-ar-state')).toHaveText('Inherit from Default');
  await page.getByTestId('poi-ar-published').click();
  await expect(page.getByTestId('poi-ar-state')).toHaveText('PUBLISHED');
  // Published, the Arabic texts become required.
  await page.getByTestId('poi-save').click();
  await expect(page.getByText(APP_MESSAGES.titleRequired, { exact: true })).toBeVisible();
  await expect(page.getByTestId('poi-ar-title')).toHaveAttribute('dir', 'rtl');
  await page.getByTestId('poi-ar-title').fill(`${title} عربي`);
  await page.getByTestId('poi-ar-description').fill('ما يسمعه الزوار في هذه المحطة.');
  await page.getByTestId('poi-save').click();
  await expect(page.getByTestId('poi-saved')).toContainText(APP_NOTICES.poiSaved);

  // What was stored: both languages published, the audio and images in the museum's folders.
  const found = await api.get(`/point-of-interests?title=${encodeURIComponent(title)}`);
  expect(found.totalElements).toBe(1);
  const poi = found.content[0];
  expect(poi.data.content.map((c: { language: string; state: string }) => `${c.language}:${c.state}`).sort()).toEqual(['ar:PUBLISHED', 'en:PUBLISHED']);
  expect(poi.data.content.find((c: { language: string }) => c.language === 'en').audioList[0].url).toMatch(/\/localhost\/poiAudio-files\/.+guide\.mp3$/);
  expect(poi.data.featuredImage.url).toMatch(/\/localhost\/poi-images\/CROP-\d+-featured\.png$/);
  expect(poi.data.linkedItemIds).toEqual([object.id]);
  expect(poi.data.location).toEqual({ location: 'Hall 3, first floor', latitude, longitude });

  // The list: search by title, then each filter of the drawer finds it.
  await page.getByRole('button', { name: 'Go to POIs' }).click();
  await expect(page).toHaveURL(/\/pois$/);
  await page.getByTestId('poi-search').locator('input').fill(title);
  await expect(poiRow(page, title)).toHaveCount(1);
  await poiRow(page, title).getByRole('button', { name: /expand|Expand/ }).first().click();
  await expect(page.getByTestId('poi-description').filter({ hasText: 'What visitors hear' })).toBeVisible();
  await page.getByTestId('poi-search').locator('input').fill('');

  await page.getByTestId('poi-filters-toggle').click();
  await choose(page, 'poi-filter-language', 'Arabic');
  await page.getByTestId('poi-filters-search').click();
  await expect(poiRow(page, `${title} عربي`)).toHaveCount(1);
  await page.getByTestId('poi-filters-clear').click();
  await choose(page, 'poi-filter-group', group.title);
  await page.getByTestId('poi-filters-search').click();
  await expect(poiRow(page, title)).toHaveCount(1);
  await expect(page.getByTestId('poi-table')).toContainText('1-1 of 1 item');
  await page.getByTestId('poi-filters-clear').click();
  await page.getByTestId('poi-filter-item-picker').getByRole('button').first().click();
  await page.getByPlaceholder('Find object by inventory number').last().fill(inventoryNumber);
  await page.getByRole('option', { name: new RegExp(inventoryNumber) }).click();
  await page.getByTestId('poi-filters-search').click();
  await expect(poiRow(page, title)).toHaveCount(1);
  await expect(page.getByTestId('poi-table')).toContainText('1-1 of 1 item');
  // Filters persist across navigation.
  await page.goto(consoleUrl('localhost', '/news'));
  await page.goto(consoleUrl('localhost', '/pois'));
  await expect(page.getByTestId('poi-filters-toggle')).toContainText('Filters (1)');
  await expect(page.getByTestId('poi-table')).toContainText('1-1 of 1 item');
  await page.getByTestId('poi-filters-toggle').click();
  await page.getByTestId('poi-filters-clear').click();
});

test('a POI group, a news item and the app settings are saved from their forms', async ({ page }) => {
  await signIn(page, 'localhost', 'admin', adminPassword());
  const groupTitle = unique('E2E form group ');
  await page.goto(consoleUrl('localhost', '/add-poi-group'));
  await page.getByTestId('poi-group-save').click();
  await expect(page.getByText(APP_MESSAGES.groupTitleRequired, { exact: true })).toBeVisible();
  await page.getByTestId('poi-group-title').fill(groupTitle);
  await upload(page, 'poi-group-image', { name: 'group.png', mimeType: 'image/png', buffer: PNG });
  await page.getByTestId('poi-group-save').click();
  await expect(page.getByTestId('poi-group-saved')).toContainText(APP_NOTICES.poiGroupSaved);
  await page.getByRole('button', { name: 'Go to POI Groups' }).click();
  await expect(page).toHaveURL(/\/poiGroups$/);
  await page.getByTestId('poi-group-search').locator('input').fill(groupTitle);
  await expect(page.getByTestId('poi-group-table').getByRole('row').filter({ hasText: groupTitle })).toHaveCount(1);

  const newsTitle = unique('E2E news ');
  await page.goto(consoleUrl('localhost', '/addNews'));
  await page.getByTestId('news-save').click();
  await expect(page.getByText(APP_MESSAGES.dateRequired, { exact: true })).toBeVisible();
  await page.getByTestId('news-date').locator('input').fill('2026-03-14');
  await page.getByTestId('news-published').locator('input').check();
  await page.getByRole('tab', { name: /English/ }).click();
  await page.getByTestId('news-en-title').fill(newsTitle);
  await page.getByTestId('news-en-description').fill('The new gallery opens on Saturday.');
  await page.getByTestId('news-save').click();
  await expect(page.getByTestId('news-saved')).toContainText(APP_NOTICES.newsSaved);
  await page.goto(consoleUrl('localhost', '/news'));
  await page.getByTestId('news-search').locator('input').fill(newsTitle);
  const newsRow = page.getByTestId('news-table').getByRole('row').filter({ hasText: newsTitle });
  await expect(newsRow).toContainText('2026-03-14');
  await expect(newsRow).toContainText('Published');

  const website = `https://${unique('museum-')}.example.org`;
  await page.goto(consoleUrl('localhost', '/app-settings'));
  await page.getByTestId('app-settings-website').fill(website);
  await page.getByTestId('app-settings-colour').fill('#123abc');
  await page.getByRole('tab', { name: /English/ }).click();
  await page.getByTestId('app-settings-en-about').fill('');
  await page.getByTestId('app-settings-save').click();
  await expect(page.getByText(APP_MESSAGES.aboutRequired, { exact: true })).toBeVisible();
  await page.getByTestId('app-settings-en-about').fill('A museum of the sea and its people.');
  await page.getByTestId('app-settings-save').click();
  await expect(page.getByText(APP_NOTICES.appSettingsSaved)).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('app-settings-website')).toHaveValue(website);
  await expect(page.getByTestId('app-settings-colour')).toHaveValue('#123abc');
});

test('a beacon is assigned to a POI, then to a group, then unassigned; the scans of a date range export', async ({ page, request }) => {
  const api = await adminApi(request);
  const group = await api.post('/point-of-interest-groups', { title: unique('Beacon group ') });
  const poiTitle = unique('Beacon POI ');
  const languages = await api.get('/point-of-interests/languages');
  const english = languages.find((l: { defaultInMobileApp: boolean }) => l.defaultInMobileApp).isoLanguage.code;
  await api.post('/point-of-interests', {
    group: { id: group.id },
    location: { location: 'Hall 1', latitude: 35.9, longitude: 14.5 },
    content: [{ language: english, title: poiTitle, description: 'A stop with a beacon.' }],
  });
  const uniqueId = unique('e2e-beacon-');
  await api.post('/beacons', { uniqueId, mac: 'AA:BB:CC:00:11:22' });
  await signIn(page, 'localhost', 'admin', adminPassword());

  const beaconRow = () => page.getByTestId('beacon-table').getByRole('row').filter({ hasText: uniqueId });
  const openAssign = async () => {
    await page.goto(consoleUrl('localhost', '/beacons'));
    await page.getByTestId('beacon-filter-uniqueId').locator('input').fill(uniqueId);
    await expect(page.getByTestId('beacon-table')).toContainText('1-1 of 1 item');
    await page.getByTestId(`beacon-actions-${uniqueId}`).getByRole('button').click();
    await page.getByRole('menuitem', { name: 'Assign Beacon', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/assignBeacon/${uniqueId}/`));
  };

  await openAssign();
  await choose(page, 'assign-poi', poiTitle);
  await page.getByTestId('beacon-assign-save').click();
  await expect(page.getByTestId('beacon-saved')).toContainText(APP_NOTICES.beaconAssigned);
  await page.getByRole('button', { name: 'Go to Beacons' }).click();
  await page.getByTestId('beacon-filter-uniqueId').locator('input').fill(uniqueId);
  await expect(beaconRow().first()).toContainText(poiTitle);

  // Picking a group clears the POI: a beacon serves one or the other.
  await openAssign();
  await expect(page.getByTestId('assign-poi')).toContainText(poiTitle);
  await choose(page, 'assign-group', group.title);
  await expect(page.getByTestId('assign-poi')).not.toContainText(poiTitle);
  await page.getByTestId('beacon-assign-save').click();
  await expect(page.getByTestId('beacon-saved')).toBeVisible();
  await page.goto(consoleUrl('localhost', '/beacons'));
  await page.getByTestId('beacon-filter-uniqueId').locator('input').fill(uniqueId);
  await expect(page.getByTestId('beacon-table')).toContainText('1-1 of 1 item');
  await expect(beaconRow().first()).toContainText(group.title);
  await expect(beaconRow().first()).not.toContainText(poiTitle);

  await page.getByTestId(`beacon-actions-${uniqueId}`).getByRole('button').click();
  await page.getByRole('menuitem', { name: 'Unassign Beacon', exact: true }).click();
  await expect(page.getByTestId('confirm-unassign')).toContainText(APP_NOTICES.confirmUnassign);
  await page.getByTestId('confirm-unassign-ok').click();
  await expect(page.getByText(APP_NOTICES.beaconUnassigned)).toBeVisible();
  await expect(beaconRow().first()).not.toContainText(group.title);
  const stored = await api.get(`/beacons?uniqueId=${uniqueId}`);
  expect([stored.content[0].pointOfInterestId, stored.content[0].groupId]).toEqual([null, null]);

  // Scans: the seeded week of the museum's beacons, exported for a range.
  await page.goto(consoleUrl('localhost', '/beacon-scans'));
  await expect(page.getByTestId('scan-table').getByRole('row').filter({ hasText: 'localhost-beacon-1' })).toHaveCount(1);
  const today = new Date().toISOString().slice(0, 10);
  const weekAgo = new Date(Date.now() - 6 * 86_400_000).toISOString().slice(0, 10);
  await page.getByTestId('scan-range').getByRole('button').first().click();
  await page.getByLabel('Start date').fill(weekAgo.replaceAll('-', '/'));
  await page.getByLabel('End date').fill(today.replaceAll('-', '/'));
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByTestId('scan-table').getByRole('row').filter({ hasText: 'localhost-beacon-1' }).nth(3)).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByTestId('scan-export').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^beacon-reports-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await readFile(await file.path(), 'utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  expect(text.split('\n').filter((line) => line.includes('localhost-beacon-1')).length).toBeGreaterThanOrEqual(4);
});

test('with Item-Cataloging, a POI is changed only with item write: the list opens it, its form is read-only, a new one can be added', async ({ page, request }) => {
  const api = await adminApi(request);
  const group = await api.post('/point-of-interest-groups', { title: unique('Gated group ') });
  const languages: { isoLanguage: { code: string }; defaultInMobileApp: boolean }[] = await api.get('/point-of-interests/languages');
  const defaultCode = languages.find((l) => l.defaultInMobileApp)!.isoLanguage.code;
  const title = unique('Gated POI ');
  const poi = await api.post('/point-of-interests', {
    group: { id: group.id },
    location: { location: 'Hall 2', latitude: 35.9, longitude: 14.5 },
    content: [{ language: defaultCode, title, description: 'Needs item write to change' }],
  });
  const user = await newUser(request, 'appeditor', {
    permission: { appcms: { read: true, write: true }, item: { read: true, write: false } },
    enabledFeatures: ['Item-Cataloging', 'App-Cms'],
  });
  await signIn(page, 'localhost', user.username, user.password);

  await page.goto(consoleUrl('localhost', '/pois'));
  await page.getByTestId('poi-search').locator('input').fill(title);
  const row = poiRow(page, title);
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('button', { name: `Open ${title}` })).toBeVisible();
  await expect(row.getByRole('button', { name: `Edit ${title}` })).toHaveCount(0);

  await row.getByRole('button', { name: `Open ${title}` }).click();
  await expect(page).toHaveURL(consoleUrl('localhost', `/updatePoi/${poi.id}`));
  await expect(page.getByTestId('poi-address')).toBeDisabled();
  await expect(page.getByTestId('poi-save')).toHaveCount(0);

  // Adding a POI is an App CMS write alone (spec 2 section 6 gates update and delete).
  await page.goto(consoleUrl('localhost', '/add-poi'));
  await expect(page.getByTestId('poi-address')).toBeEnabled();
  await expect(page.getByTestId('poi-save')).toBeVisible();
});

test("an image the file store cannot delete is named with 'Image could not be deleted from storage', and the save stands", async ({ page, request }) => {
  const api = await adminApi(request);
  // A real upload makes the folder; a name longer than a file system takes makes the local store
  // refuse the delete, as S3 may (see test/integration/app-files.test.ts).
  const ticket = await api.post('/uploads/poi-group-images', { fileName: 'folder.png', contentType: 'image/png' });
  const stored = await request.post(ticket.url, { multipart: { ...ticket.fields, file: { name: 'folder.png', mimeType: 'image/png', buffer: PNG } } });
  expect(stored.status()).toBeLessThan(300);
  const group = await api.post('/point-of-interest-groups', {
    title: unique('Undeletable image '),
    image: { url: ticket.publicUrl.replace(/[^/]+$/u, `CROP-1-${'x'.repeat(300)}.png`), name: 'undeletable.png' },
  });

  await signIn(page, 'localhost', 'admin', adminPassword());
  await page.goto(consoleUrl('localhost', `/updatePoiGroup/${group.id}`));
  await page.getByRole('button', { name: 'Remove undeletable.png' }).click();
  await page.getByTestId('poi-group-save').click();
  await expect(page.getByText('Image could not be deleted from storage', { exact: true })).toBeVisible();
  await expect(page.getByTestId('poi-group-saved')).toContainText(APP_NOTICES.poiGroupSaved);
  expect((await api.get(`/point-of-interest-groups/${group.id}`)).image).toBeNull();
});

test('a POI saved from a language tab with GENERAL incomplete opens GENERAL, marks it and puts the cursor in its first field in error', async ({ page, request }) => {
  const api = await adminApi(request);
  const languages: { isoLanguage: { code: string; title: string }; defaultInMobileApp: boolean }[] = await api.get('/point-of-interests/languages');
  const main = languages.find((l) => l.defaultInMobileApp)!.isoLanguage;
  await signIn(page, 'localhost', 'admin', adminPassword());
  await page.goto(consoleUrl('localhost', '/add-poi'));
  // GENERAL's required fields and the default language's texts are marked and announced as required; another language's title only once published.
  await expect(page.getByTestId('required-note')).toHaveText('Fields marked * are required.');
  await expect(page.getByTestId('poi-address')).toHaveAttribute('aria-required', 'true');
  await expect(page.locator('label[for="poi-address"] [data-testid="required-marker"]')).toBeVisible();
  await expect(page.getByTestId('poi-youtube')).not.toHaveAttribute('aria-required', 'true');
  const other = languages.find((l) => !l.defaultInMobileApp)?.isoLanguage;
  if (other) {
    await page.getByRole('tab', { name: new RegExp(`^${other.title}`) }).click();
    await expect(page.getByTestId(`poi-${other.code}-title`)).not.toHaveAttribute('aria-required', 'true');
    await page.getByTestId(`poi-${other.code}-published`).click();
    await expect(page.getByTestId(`poi-${other.code}-title`)).toHaveAttribute('aria-required', 'true');
    await page.getByTestId(`poi-${other.code}-published`).click();
  }
  await page.getByRole('tab', { name: new RegExp(`^${main.title}`) }).click();
  await expect(page.getByTestId(`poi-${main.code}-title`)).toHaveAttribute('aria-required', 'true');
  await expect(page.locator(`label[for="poi-${main.code}-title"] [data-testid="required-marker"]`)).toBeVisible();
  await page.getByTestId(`poi-${main.code}-title`).fill(unique('Tabbed POI '));
  await page.getByTestId(`poi-${main.code}-description`).fill('Typed on the language tab first.');
  await page.getByTestId('poi-save').click();

  const general = page.getByRole('tab', { name: 'GENERAL ⚠' });
  await expect(general).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText(APP_MESSAGES.addressRequired, { exact: true })).toBeVisible();
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-invalid'))).toBe('true');
  // Nothing was saved: still the add screen.
  await expect(page).toHaveURL(consoleUrl('localhost', '/add-poi'));
});

test('the POI and beacon tables fit a 1400 px window: their last column ends before the actions', async ({ page }) => {
  await signIn(page, 'localhost', 'admin', adminPassword());
  for (const [path, testId, last] of [
    ['/pois', 'poi-table', 'Beacon'],
    ['/beacons', 'beacon-table', 'Assigned POI'],
  ] as const) {
    await page.goto(consoleUrl('localhost', path));
    const table = page.getByTestId(testId);
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    const lastBox = (await table.getByRole('columnheader', { name: last, exact: true }).boundingBox())!;
    const actionsBox = (await table.getByRole('columnheader', { name: 'Actions', exact: true }).boundingBox())!;
    expect(lastBox.x + lastBox.width, `${path}: ${last} runs under Actions`).toBeLessThanOrEqual(actionsBox.x + 1);
  }
});
