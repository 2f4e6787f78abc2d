import { expect, test, type APIRequestContext } from '@playwright/test';
import { DASHBOARD_FIGURES, DASHBOARD_GROUP_BY } from '../../shared/schemas/dashboard';
import { DEFAULT_PREFERENCES } from '../../shared/schemas/preferences';
import { ar } from '../../web/src/i18n/catalogs/ar';
import { en } from '../../web/src/i18n/catalogs/en';
import { adminApi, adminPassword, consoleUrl, newFullUser, signIn, unique, userApi } from './support';

type Row = { x: string; y: number };

/** What the API answers now: the cards must show the same (other specs may have added objects). */
async function figures(request: APIRequestContext) {
  const api = await adminApi(request);
  return Object.fromEntries(await Promise.all(DASHBOARD_FIGURES.map(async (f) => [f.path, (await api.get(`/dashboard/${f.path}`)) as number] as const)));
}

/**
 * The suite's stack starts with the vocabularies only: the museum gets objects and conditions
 * through the API first, one last examined as Poor (a bad condition from day one), one as Fair.
 */
async function seedCollection(request: APIRequestContext) {
  const api = await adminApi(request);
  const id = async (type: string, title: string) => ((await api.get(`/dropdowns?dropdownType=${type}`)) as { id: string; title: string }[]).find((v) => v.title === title)!.id;
  const [ceramics, storage, poor, fair, region, area] = await Promise.all([
    id('classification', 'Ceramics'),
    id('location', 'Storage'),
    id('condition', 'Poor'),
    id('condition', 'Fair'),
    id('region', 'Middle East'),
    id('locationArea', 'Gallery 1'),
  ]);
  const classes: { id: string; children: { id: string; title: string }[] }[] = await api.get('/dropdowns?dropdownType=classification');
  const pottery = classes.find((c) => c.id === ceramics)!.children.find((c) => c.title === 'Pottery')!.id;
  for (const [n, condition] of [poor, fair, poor].entries()) {
    const object = await api.post('/objects', { inventoryNumber: unique(`DASH-${n}-`), objectName: 'Dashboard jar', country: n ? 'Qatar' : 'Egypt', classification: ceramics, category: pottery, region, location: storage, locationArea: area });
    await api.post('/conditions', { objectId: object.id, condition, conditionDate: '2025/01/0' + (n + 1) });
  }
}

test.describe('dashboard', () => {
  test.beforeAll(async ({ request }) => {
    await seedCollection(request);
  });

  test.beforeEach(async ({ page }) => {
    await signIn(page, 'localhost', 'admin', adminPassword());
  });

  test("shows the museum's figures, its countries and the pie for each grouping", async ({ page, request }) => {
    // Signing in lands on the dashboard: the admin has Item-Cataloging.
    await expect(page).toHaveURL(/\/dashboard$/u);
    const expected = await figures(request);
    expect(expected['object-count']).toBeGreaterThanOrEqual(3);
    expect(expected['objects-in-bad-condition']).toBeGreaterThanOrEqual(2);
    for (const figure of DASHBOARD_FIGURES) {
      const card = page.getByTestId(`figure-${figure.path}`);
      await expect(card).toContainText(figure.title);
      await expect(card.getByTestId('figure-value')).toHaveText(expected[figure.path].toLocaleString('en'));
    }

    const api = await adminApi(request);
    const countries: Row[] = await api.get('/dashboard/group-country');
    const list = page.getByTestId('country-list');
    await expect(list).toContainText(en['dashboard.countries']);
    for (const row of countries.slice(0, 5)) await expect(list.locator('tr', { hasText: row.x })).toContainText(String(row.y));

    const chart = page.getByTestId('field-statistics');
    for (const groupBy of DASHBOARD_GROUP_BY) {
      // Classification is the pie's first grouping; each other is chosen in the selector.
      if (groupBy !== 'classification') {
        await page.getByTestId('statistics-group-by').click();
        await page.getByRole('option', { name: en[`dashboard.groupBy.${groupBy}`], exact: true }).click();
      }
      const rows: Row[] = await api.get(`/dashboard/object-dropdowns?groupBy=${groupBy}`);
      expect(rows.length, groupBy).toBeGreaterThan(0);
      const total = rows.reduce((sum, r) => sum + r.y, 0);
      await expect(chart.getByTestId('statistics-total')).toHaveText(`Total: ${total.toLocaleString('en')}`);
      // The legend names every value by its title.
      for (const row of rows) await expect(chart.getByText(row.x, { exact: true }).first()).toBeVisible();
    }
  });

  test('a condition value marked bad on the Dropdowns screen counts at once', async ({ page, request }) => {
    const before = await figures(request);
    await page.goto(consoleUrl('localhost', '/dropdowns'));
    await page.getByTestId('dropdown-type').click();
    await page.getByRole('option', { name: 'Condition', exact: true }).click();
    const fair = page.getByTestId('dropdown-main').locator('tbody tr', { hasText: 'Fair' });
    const mark = async (bad: boolean) => {
      await fair.getByTestId('dropdown-update').click();
      const modal = page.getByTestId('dropdown-modal');
      const box = modal.getByTestId('dropdown-bad').locator('input');
      if (bad) await box.check();
      else await box.uncheck();
      await modal.getByTestId('dropdown-save').click();
      await expect(modal).toBeHidden();
    };
    await mark(true);
    await expect(fair.getByText('Bad condition')).toBeVisible();
    await page.goto(consoleUrl('localhost', '/dashboard'));
    // One object of seedCollection was last examined as Fair.
    const card = page.getByTestId('figure-objects-in-bad-condition').getByTestId('figure-value');
    const marked = (await figures(request))['objects-in-bad-condition'];
    expect(marked).toBeGreaterThan(before['objects-in-bad-condition']);
    await expect(card).toHaveText(String(marked));

    await page.goto(consoleUrl('localhost', '/dropdowns'));
    await page.getByTestId('dropdown-type').click();
    await page.getByRole('option', { name: 'Condition', exact: true }).click();
    await mark(false);
    await expect(fair.getByText('Bad condition')).toHaveCount(0);
    await page.goto(consoleUrl('localhost', '/dashboard'));
    await expect(card).toHaveText(String(before['objects-in-bad-condition']));
  });

  test('on a phone, in English and Arabic: no label beside the ring is cut, and the legend names each value with its count', async ({ browser, request }) => {
    const rows: Row[] = await (await adminApi(request)).get('/dashboard/object-dropdowns?groupBy=classification');
    for (const language of ['en', 'ar'] as const) {
      const user = await newFullUser(request, `phonedash${language}`);
      await (await userApi(request, user.username, user.password)).post('/users/preferences', { ...DEFAULT_PREFERENCES, language });
      const page = await (await browser.newContext()).newPage();
      await signIn(page, 'localhost', user.username, user.password);
      // Signed in on the suite's wide screen (its side menu is folded on a phone), then a phone's.
      await page.setViewportSize({ width: 400, height: 900 });
      const chart = page.getByTestId('field-statistics');
      await expect(chart.locator('.highcharts-series path').first()).toBeVisible();
      // Highcharts cuts a label that does not fit to "Manus…", or drops it.
      const labels = await chart.locator('.highcharts-data-label').allTextContents();
      expect(labels.filter((label) => label.includes('…')), language).toEqual([]);
      const legend = (await chart.getByRole('toolbar').getByRole('button').allTextContents()).map((item) => item.replace(/[\u2068\u2069]/gu, '').trim());
      for (const row of rows) expect(legend, language).toContain(`${row.x} (${row.y.toLocaleString(language)})`);
    }
  });

  test('in Arabic and dark mode: the notice of the switch reads in Arabic and closes on leaving, the pie draws its text readably, countries read in Arabic', async ({ browser, request }) => {
    const user = await newFullUser(request, 'darkdash');
    // A browser of its own: beforeEach signed the admin in on the shared page.
    const page = await (await browser.newContext()).newPage();
    await signIn(page, 'localhost', user.username, user.password);
    await page.goto(consoleUrl('localhost', '/profile'));
    await page.getByRole('tab', { name: en['users.profile.tab.preferences'] }).click();
    await page.getByTestId('preferences-language').click();
    await page.getByRole('option', { name: en['preferences.language.ar'] }).click();
    await page.getByTestId('preferences-mode').getByText(en['preferences.mode.dark'], { exact: true }).click();
    await page.getByTestId('profile-preferences-save').click();

    // The success notice is raised as the language changes: it reads in the language now in force.
    const saved = page.getByText(ar['notice.userDetailsUpdated'], { exact: true });
    await expect(saved).toBeVisible();
    await expect(page.getByText(en['notice.userDetailsUpdated'], { exact: true })).toHaveCount(0);
    // Leaving the screen closes it, well before its own few seconds are up.
    await page.waitForTimeout(1_200);
    await page.getByTestId('side-menu').locator('a[href="/dashboard"]').first().click();
    await expect(page).toHaveURL(/\/dashboard$/u);
    await expect(saved).toHaveCount(0, { timeout: 1_500 });

    // Countries typed in English read in Arabic (the seed typed 'Qatar').
    await expect(page.getByTestId('country-list')).toContainText('قطر');

    // The pie's labels, total and legend contrast with the dark panel (WCAG AA: 4.5:1).
    const chart = page.getByTestId('field-statistics');
    await expect(chart.getByTestId('statistics-total')).toBeVisible();
    await expect.poll(() => chart.locator('svg text').evaluateAll((texts) => texts.filter((t) => (t.textContent ?? '').trim() !== '').length)).toBeGreaterThan(2);
    const ratios = await chart.evaluate((container) => {
      const channels = (colour: string) => colour.match(/\d+(\.\d+)?/g)!.slice(0, 3).map(Number);
      const luminance = (colour: string) => {
        const [r, g, b] = channels(colour).map((v) => {
          const c = v / 255;
          return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * r + 0.7152 * g + 0.0722 * b;
      };
      let box: Element | null = container;
      let background = 'rgba(0, 0, 0, 0)';
      while (box && /rgba\(.*, 0\)$/u.test(background)) {
        background = getComputedStyle(box).backgroundColor;
        box = box.parentElement;
      }
      const ratio = (colour: string) => {
        const [a, b] = [luminance(colour), luminance(background)].sort((x, y) => y - x);
        return (a + 0.05) / (b + 0.05);
      };
      const svgTexts = [...container.querySelectorAll('svg text')].filter((t) => (t.textContent ?? '').trim() !== '');
      const legend = [...container.querySelectorAll('li, [role="listitem"], [role="option"]')].filter((e) => (e.textContent ?? '').trim() !== '');
      return [...svgTexts.map((t) => ratio(getComputedStyle(t).fill)), ...legend.map((e) => ratio(getComputedStyle(e).color))];
    });
    expect(ratios.length).toBeGreaterThan(2);
    for (const r of ratios) expect(r).toBeGreaterThanOrEqual(4.5);
  });
});
