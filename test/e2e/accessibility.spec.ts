import { expect, test, type Page } from '@playwright/test';
import type { Preferences } from '../../shared/schemas/preferences';
import { ar } from '../../web/src/i18n/catalogs/ar';
import { en } from '../../web/src/i18n/catalogs/en';
import { SCREENS } from '../../web/src/screens';
import { PATHS } from '../../web/src/paths';
import { BLOCKING, scan, type Finding } from './axe';
import { consoleUrl, newFullUser, signIn, userApi } from './support';

// Every route of the console, in both languages and both modes, through axe-core: no serious or
// critical violation of WCAG 2.1 A/AA. The counts of every impact are printed for the record.
const COMBINATIONS: Pick<Preferences, 'language' | 'mode'>[] = [
  { language: 'en', mode: 'light' },
  { language: 'en', mode: 'dark' },
  { language: 'ar', mode: 'light' },
  { language: 'ar', mode: 'dark' },
];

/** Client-side navigation, as a menu click does: the console is loaded once per combination. */
async function open(page: Page, path: string, title: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveTitle(title);
  await expect(page.getByTestId('page-loading')).toHaveCount(0);
  await expect(page.locator('h1').first()).toBeVisible();
  // Lists and cards finish their first request.
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.waitForTimeout(150);
}

for (const { language, mode } of COMBINATIONS) {
  test(`every console route passes axe-core in ${language === 'en' ? 'English' : 'Arabic'}, ${mode} mode`, async ({ page, request }) => {
    test.setTimeout(300_000);
    const catalog = language === 'en' ? en : ar;
    const user = await newFullUser(request, `axe${language}${mode}`);
    const api = await userApi(request, user.username, user.password);
    await api.post('/users/preferences', { language, mode, calendar: 'gregory', density: 'comfortable' });
    // An object to open its update form with its change history (the walk's other ids are made up).
    const object = await api.post('/objects', { inventoryNumber: `AXE-${language}-${mode}-${Date.now()}`, objectName: 'Axe object', description: 'Checked by axe-core' });
    // The App CMS's update screens open real records too: a missing one would only show its error.
    const group = await api.post('/point-of-interest-groups', { title: `Axe group ${language} ${mode}` });
    const languages: { isoLanguage: { code: string }; defaultInMobileApp: boolean }[] = await api.get('/point-of-interests/languages');
    const defaultCode = languages.find((l) => l.defaultInMobileApp)!.isoLanguage.code;
    const poi = await api.post('/point-of-interests', {
      group: { id: group.id },
      location: { location: 'Hall 1', latitude: 35.9, longitude: 14.5 },
      content: [{ language: defaultCode, title: `Axe POI ${language} ${mode}`, description: 'Checked by axe-core' }],
    });
    const news = await api.post('/news', { date: '2026-11-25', content: [{ language: defaultCode, title: 'Axe news', description: 'Checked by axe-core' }] });
    const beacon = await api.post('/beacons', { uniqueId: `axe-${language}-${mode}-${Date.now()}` });
    // An import dry-run with a row of each kind but unchanged, so its page shows the rows and a new value.
    const csv = `Inventory Number,Object Name,Classification\n${object.inventoryNumber},Renamed,\nAXE-NEW-${language}-${mode}-${Date.now()},New,Axe class\n,No number,\n`;
    const ticket = await api.post('/imports', { fileName: 'axe.csv', size: Buffer.byteLength(csv) });
    const stored = await request.post(ticket.upload.url, { multipart: { ...ticket.upload.fields, file: { name: 'axe.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) } } });
    expect(stored.status()).toBeLessThan(300);
    await api.post(`/imports/${ticket.batch.id}/dry-run`, { mapping: ['inventoryNumber', 'objectName', 'classification'] });
    await expect.poll(async () => (await api.get(`/imports/${ticket.batch.id}`)).status).toBe('ANALYSED');
    // A batch edit opens on the import batch's page, at its own path: it needs a batch edit's id.
    const batchEdit = await api.start('/batch-edits', { kind: 'objects', select: { idList: [String(object.id)] }, changes: [{ field: 'objectName', op: 'set', value: 'Axe object renamed' }] });
    const ids: Partial<Record<(typeof SCREENS)[number]['page'], string>> = {
      updateUser: user.id,
      objectForm: String(object.id),
      objectPage: String(object.id),
      poiForm: poi.id,
      poiGroupForm: group.id,
      newsForm: news.id,
      assignBeacon: beacon.id,
      importBatch: ticket.batch.id,
    };

    // The login screen first, in the browser's language (this browser is English).
    await page.goto(consoleUrl('localhost'));
    const totals: Record<string, number> = {};
    const blocking: Finding[] = [];
    const count = ({ findings, byImpact }: Awaited<ReturnType<typeof scan>>) => {
      for (const [impact, n] of Object.entries(byImpact)) totals[impact] = (totals[impact] ?? 0) + n;
      blocking.push(...findings.filter((f) => BLOCKING.has(f.impact)));
    };
    await expect(page.getByTestId('login-submit')).toBeVisible();
    count(await scan(page, '/ (login)'));

    await signIn(page, 'localhost', user.username, user.password);
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe(language === 'ar' ? 'rtl' : 'ltr');

    let scanned = 0;
    for (const screen of SCREENS) {
      const id = screen.paths[0] === PATHS.batchEdit ? batchEdit.id : ids[screen.page];
      const path = screen.paths[0].replace(':uniqueId', beacon.uniqueId).replace(':id', id ?? '1');
      await open(page, path, `${catalog[screen.title]} · ${catalog['common.productName']}`);
      count(await scan(page, path));
      scanned += 1;
      if (screen.page === 'objectForm') {
        // A required field is announced as required by its label's own text, and its marker shows and is explained.
        await expect(page.getByRole('textbox', { name: catalog['objectForm.field.inventoryNumber'], exact: true })).toHaveAttribute('aria-required', 'true');
        await expect(page.locator('label[for="object-inventoryNumber"] [data-testid="required-marker"]')).toBeVisible();
        await expect(page.getByTestId('required-note')).toHaveText(catalog['forms.requiredNote']);
      }
    }
    await open(page, '/no-such-screen', `${catalog['screen.notFound']} · ${catalog['common.productName']}`);
    count(await scan(page, '/no-such-screen'));

    console.log(
      `axe-core ${language}/${mode}: ${scanned + 2} screens, violations by impact ${JSON.stringify(totals)}, serious or critical: ${blocking.length}`,
    );
    for (const finding of blocking) console.log(`  ${finding.impact} ${finding.rule} on ${finding.screen} (${finding.nodes}): ${finding.sample}`);
    expect(blocking).toEqual([]);
  });
}
