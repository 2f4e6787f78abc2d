import { expect, test, type APIRequestContext } from '@playwright/test';
import { DASHBOARD_FIGURES, DASHBOARD_GROUP_BY } from '../../shared/schemas/dashboard';
import { en } from '../../web/src/i18n/catalogs/en';
import { adminApi, adminPassword, consoleUrl, signIn, unique } from './support';

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
});
