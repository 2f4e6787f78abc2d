import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { visit as ar } from '../../web/src/i18n/catalogs/ar/visit';
import { visit as en } from '../../web/src/i18n/catalogs/en/visit';
import { adminApi, consoleUrl, unique } from './support';

/** The page's worker has taken over and keeps the configuration and the English bundle. */
async function keptOnDevice(page: Page) {
  const kept = () => page.evaluate(async () => Boolean(navigator.serviceWorker.controller && (await caches.match('/app/v1/bundles/en')) && (await caches.match('/app/v1/config'))));
  await expect.poll(kept).toBe(true);
}

async function visitor(context: BrowserContext, path: string) {
  const page = await context.newPage();
  const answer = await page.goto(consoleUrl('localhost', path));
  // The page's answer names the configuration and the browser language's bundle for preloading.
  const language = (await page.evaluate(() => navigator.language)).split('-')[0];
  expect(answer?.headers().link).toBe(`</app/v1/config>; rel=preload; as=fetch; crossorigin, </app/v1/bundles/${language}>; rel=preload; as=fetch; crossorigin`);
  return page;
}

test("a visitor opens a POI's page in English and Arabic, keeps it offline, sees its edit once back online; an unpublished translation reads in the default language, and a POI taken out of the app is not found", async ({ browser, request }) => {
  const api = await adminApi(request);
  const object = await api.post('/objects', { inventoryNumber: unique('VISIT-').toUpperCase(), objectName: 'Brass astrolabe' });
  const group = await api.post('/point-of-interest-groups', { title: unique('Sea hall ') });
  const title = unique('Astrolabe ');
  const poi = await api.post('/point-of-interests', {
    group: { id: group.id },
    location: { location: 'Hall 3, east wall', latitude: 25.2, longitude: 55.3 },
    linkedItemIds: [object.id],
    content: [
      { language: 'en', title, subtitle: 'Made in Toledo', description: 'It measured the height of the stars.' },
      { language: 'ar', title: 'إسطرلاب', description: 'كان يقيس ارتفاع النجوم.', state: 'PUBLISHED' },
    ],
  });
  const path = `/visit/poi/${poi.id}`;

  // English, as the browser asks.
  const english = await browser.newContext({ locale: 'en-GB' });
  const page = await visitor(english, path);
  await expect(page.getByTestId('visit-poi-title')).toHaveText(title);
  // The museum's name is the page's one h1, its POI's title under it.
  const museum = (await api.get('/museum')).name;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(museum);
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await expect(page).toHaveTitle(title);
  await expect(page.getByTestId('visit-poi-description')).toHaveText('It measured the height of the stars.');
  await expect(page.getByTestId('visit-objects')).toContainText(en['visit.objects']);
  await expect(page.getByTestId('visit-objects')).toContainText('Brass astrolabe');
  await expect(page.getByTestId('visit-map')).toContainText('Hall 3, east wall');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');

  // Arabic, right to left; the subtitle Arabic left empty is the default language's, marked as English.
  const arabic = await browser.newContext({ locale: 'ar' });
  const arPage = await visitor(arabic, path);
  await expect(arPage.getByTestId('visit-poi-title')).toHaveText('إسطرلاب');
  await expect(arPage.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(arPage.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(arPage.getByRole('heading', { level: 1 })).toHaveText(museum);
  await expect(arPage.getByText('Made in Toledo')).toHaveAttribute('lang', 'en');
  await expect(arPage.getByTestId('visit-objects')).toContainText(ar['visit.objects']);
  // The switcher names each language in that language.
  await expect(arPage.getByTestId('visit-language').locator('option[value="ar"]')).toHaveText('العربية');
  await expect(arPage.getByTestId('visit-language').locator('option[value="en"]')).toHaveText('English');
  // The switcher: the visitor's choice wins over the browser's language.
  await arPage.getByTestId('visit-language').selectOption('en');
  await expect(arPage.getByTestId('visit-poi-title')).toHaveText(title);
  await expect(arPage.locator('html')).toHaveAttribute('dir', 'ltr');
  await arabic.close();

  // Offline after the first visit: the reload is the copy the worker kept.
  await keptOnDevice(page);
  await english.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('visit-poi-title')).toHaveText(title);
  await expect(page.getByTestId('visit-offline')).toHaveText(en['visit.offline']);

  // Edited meanwhile (as the console saves it): the English title changed and the Arabic translation
  // unpublished, its text kept as a draft ('Inherit from Default'). Back online, the page takes the delta.
  const current = await api.get(`/point-of-interests/${poi.id}`);
  const edited = `${title} (restored)`;
  const content = current.data.content.map((c: { language: string }) => (c.language === 'en' ? { ...c, title: edited } : { ...c, state: 'INHERITED' }));
  await api.put(`/point-of-interests/${poi.id}`, { ...current, data: { ...current.data, content } });
  await english.setOffline(false);
  // Playwright lifts the page's emulated offline before the worker's, so the page's own 'online'
  // refresh can still find the worker offline: the visitor's next visit is what is checked here.
  await page.reload();
  await expect(page.getByTestId('visit-poi-title')).toHaveText(edited);
  await expect(page.getByTestId('visit-offline')).toHaveCount(0);

  // Unpublished in Arabic is not a missing page (spec 2 section 4: the language inherits from the
  // default): an Arabic visitor reads the English text, marked as English, and never the Arabic draft.
  const arabicAgain = await browser.newContext({ locale: 'ar' });
  const inherited = await visitor(arabicAgain, path);
  await expect(inherited.getByTestId('visit-poi-title')).toHaveText(edited);
  await expect(inherited.getByTestId('visit-poi-title')).toHaveAttribute('lang', 'en');
  await expect(inherited.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(inherited.getByTestId('visit-objects')).toContainText(ar['visit.objects']);
  await expect(inherited.getByText('إسطرلاب')).toHaveCount(0);
  await expect(inherited.getByText('كان يقيس ارتفاع النجوم.')).toHaveCount(0);
  // On the home page, its English title still starts where the Arabic page's text does: beside the
  // picture, not across the card at the left.
  await inherited.goto(consoleUrl('localhost', '/visit'));
  const cardTitle = inherited.locator('.visit-card span[lang="en"]', { hasText: edited });
  // Right to left, the text column starts where the picture's column and the gap end.
  const fromColumnStart = await cardTitle.evaluate((el) => {
    const card = el.parentElement!;
    const style = getComputedStyle(card);
    const columnStart = card.getBoundingClientRect().right - parseFloat(style.gridTemplateColumns) - parseFloat(style.columnGap);
    const text = document.createRange();
    text.selectNodeContents(el);
    return columnStart - text.getBoundingClientRect().right;
  });
  expect(Math.abs(fromColumnStart)).toBeLessThan(2);
  await arabicAgain.close();

  // Taken out of the app: its page is not found, as is an id the museum never had.
  const latest = await api.get(`/point-of-interests/${poi.id}`);
  await api.delete(`/point-of-interests?ids=${poi.id}&version=${latest.version}`);
  await page.reload();
  await expect(page.getByTestId('visit-not-found')).toContainText(en['visit.notFound.title']);
  await expect(page.getByTestId('visit-poi')).toHaveCount(0);
  await page.goto(consoleUrl('localhost', '/visit/poi/no-such-poi'));
  await expect(page.getByTestId('visit-not-found')).toBeVisible();
  await english.close();
});

test("drafts show on /visit only with the museum's preview key while preview mode is on", async ({ browser, request }) => {
  const api = await adminApi(request);
  const group = await api.post('/point-of-interest-groups', { title: unique('Lamp hall ') });
  const title = unique('Oil lamp ');
  const draftTitle = `قنديل ${unique('')}`;
  await api.post('/point-of-interests', {
    group: { id: group.id },
    location: { location: 'Hall 4', latitude: 25.2, longitude: 55.3 },
    content: [
      { language: 'en', title, description: 'Lit the night market.' },
      { language: 'ar', title: draftTitle, description: 'أضاء سوق الليل.' },
    ],
  });
  const newsTitle = unique('Unannounced news ');
  await api.post('/news', { date: '2026-12-01', published: false, content: [{ language: 'en', title: newsTitle, description: 'Not yet.' }] });
  const { previewKey } = await api.post('/app-settings/preview-key', {});
  const previewMode = async (on: boolean) => {
    const settings = await api.get('/app-settings');
    const content = settings.data.content.length ? settings.data.content : [{ language: 'en', description: 'About' }];
    await api.post('/app-settings', { ...settings, content, previewModeOn: on });
  };
  await previewMode(true);

  // The tester's tab: the key from the link's fragment, kept for the tab; the Arabic draft and the unpublished news shown, marked.
  const tester = await browser.newContext({ locale: 'ar' });
  const page = await visitor(tester, `/visit#preview=${encodeURIComponent(previewKey)}`);
  await expect(page.getByRole('listitem').filter({ hasText: draftTitle }).getByTestId('visit-draft')).toHaveText(ar['visit.draft']);
  await expect(page.getByRole('article').filter({ hasText: newsTitle }).getByTestId('visit-draft')).toHaveText(ar['visit.draft']);

  // A visitor without the key: the published English text, no news.
  const everyone = await browser.newContext({ locale: 'ar' });
  const plain = await visitor(everyone, '/visit');
  await expect(plain.getByTestId('visit-pois')).toContainText(title);
  // The home page is headed and titled by the museum's name.
  const museum = (await api.get('/museum')).name;
  await expect(plain.getByRole('heading', { level: 1 })).toHaveText(museum);
  await expect(plain).toHaveTitle(museum);
  await expect(plain.getByText(draftTitle)).toHaveCount(0);
  await expect(plain.getByText(newsTitle)).toHaveCount(0);
  await expect(plain.getByTestId('visit-draft')).toHaveCount(0);
  await everyone.close();

  // Preview mode off: the key, still kept by the tab, shows what everyone sees.
  await previewMode(false);
  await page.reload();
  await expect(page.getByTestId('visit-pois')).toContainText(title);
  await expect(page.getByText(draftTitle)).toHaveCount(0);
  await expect(page.getByText(newsTitle)).toHaveCount(0);
  await expect(page.getByTestId('visit-draft')).toHaveCount(0);
  await tester.close();
});
