import { expect, test, type Page } from '@playwright/test';
import { ElementWrapper } from '@cloudscape-design/components/test-utils/selectors';
import { TEXTS } from '../../shared/constants';
import { adminApi, adminPassword, consoleUrl, newUser, signIn, unique } from './support';

// The package is CommonJS; its named ElementWrapper is what its default `createWrapper()` returns.
const ui = new ElementWrapper('body');

/** Picks a museum time zone in the Settings page's Museum card and saves it. */
async function saveTimeZone(page: Page, zone: string) {
  await page.locator(ui.findSelect('[data-testid="museum-time-zone"]').findTrigger().toSelector()).click();
  await page.getByRole('option', { name: zone, exact: true }).click();
  await page.getByTestId('museum-save').click();
  await expect(page.getByTestId('museum-save')).toBeDisabled();
}

const menuLink = (page: Page, path: string) => page.getByTestId('side-menu').locator(`a[href="${path}"]`);

test.describe('console shell', () => {
  for (const tenant of ['localhost', 'demo']) {
    test(`signs in on ${tenant}`, async ({ page }) => {
      await signIn(page, tenant, 'admin', adminPassword());
      await expect(page).toHaveURL(consoleUrl(tenant, '/dashboard'));
      await expect(page.getByTestId('console-header')).toContainText('Administrator');
      await expect(page.getByTestId('console-footer')).toContainText(String(new Date().getFullYear()));
    });
  }

  test('refuses a wrong password with the spec message', async ({ page }) => {
    await page.goto(consoleUrl('localhost'));
    await page.getByTestId('login-username').fill('admin');
    await page.getByTestId('login-password').fill('not-the-password');
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('login-error')).toHaveText(TEXTS.loginFailed);
    await expect(page.getByTestId('side-menu')).toHaveCount(0);
  });

  test('shows every menu entry to an administrator', async ({ page }) => {
    await signIn(page, 'localhost', 'admin', adminPassword());
    for (const path of ['/dashboard', '/user-list', '/settings', '/dropdowns', '/profile']) {
      await expect(menuLink(page, path).first()).toBeAttached();
    }
  });

  test('shows and hides menu entries by group permissions and features', async ({ page, request }) => {
    const api = await adminApi(request);
    const group = await api.post('/users/user-groups', {
      value: unique('App editors '),
      permission: { user: { read: true, write: false }, appcms: { read: true, write: false } },
    });
    const username = unique('appeditor');
    await api.post('/users', {
      name: 'App Editor',
      email: `${username}@example.org`,
      username,
      password: 'Passw0rd-app',
      userGroup: group.id,
      enabledFeatures: ['App-Cms'],
    });

    await signIn(page, 'localhost', username, 'Passw0rd-app');
    // Without Item-Cataloging, / leads to the POI list.
    await expect(page).toHaveURL(consoleUrl('localhost', '/pois'));
    await expect(menuLink(page, '/dashboard')).toHaveCount(0);
    await expect(menuLink(page, '/objects')).toHaveCount(0);
    await expect(menuLink(page, '/dropdowns')).toHaveCount(0);
    await expect(menuLink(page, '/settings')).toHaveCount(0);
    await expect(menuLink(page, '/profile').first()).toBeAttached();

    const sideMenu = page.getByTestId('side-menu');
    await sideMenu.getByText('User Management', { exact: true }).click();
    await expect(menuLink(page, '/user-list').first()).toBeVisible();
    await expect(menuLink(page, '/user-groups').first()).toBeVisible();
    await expect(menuLink(page, '/add-user')).toHaveCount(0);
    await expect(menuLink(page, '/activity-log')).toHaveCount(0);
    await expect(menuLink(page, '/permissions')).toHaveCount(0);
  });

  test('a cataloguer who may not read objects starts on the first screen they may read, not on a 404', async ({ page, request }) => {
    const user = await newUser(request, 'conditionreader', { permission: { condition: { read: true, write: false } }, enabledFeatures: ['Item-Cataloging'] });
    await signIn(page, 'localhost', user.username, user.password);
    await expect(page).toHaveURL(consoleUrl('localhost', '/conditions'));
    await expect(page.getByText('Sorry, the page you visited does not exist.')).toHaveCount(0);
    await page.goto(consoleUrl('localhost', '/'));
    await expect(page).toHaveURL(consoleUrl('localhost', '/conditions'));
  });

  test("an administrator sets the museum's time zone on Settings, and the activity log shows times in it", async ({ page }) => {
    await signIn(page, 'demo', 'admin', adminPassword());
    await page.goto(consoleUrl('demo', '/settings'));
    await expect(page.getByTestId('museum-card')).toContainText('UTC');
    await saveTimeZone(page, 'Asia/Tokyo');
    await expect(page.locator(ui.findFlashbar().toSelector())).toContainText('Data saved successfully');
    const saved = Date.now();
    try {
      // The zone change is itself logged, and its time shows 9 hours ahead of UTC.
      await page.goto(consoleUrl('demo', '/activity-log'));
      const table = ui.findTable('[data-testid="activity-table"]');
      await expect(page.locator(table.findBodyCell(1, 4).toSelector())).toHaveText('museum');
      const shown = await page.locator(table.findBodyCell(1, 2).toSelector()).innerText();
      const asIfUtc = Date.parse(`${shown.trim().replace(' ', 'T')}Z`);
      expect(Math.abs(asIfUtc - saved - 9 * 3_600_000)).toBeLessThan(120_000);
    } finally {
      await page.goto(consoleUrl('demo', '/settings'));
      await saveTimeZone(page, 'UTC');
    }
  });

  test('collapses the menu to 80 px and expands it to 256 px', async ({ page }) => {
    await signIn(page, 'localhost', 'admin', adminPassword());
    const menu = page.getByTestId('side-menu');
    await expect.poll(async () => (await menu.boundingBox())?.width).toBe(256);
    await page.getByRole('button', { name: 'Collapse menu' }).click();
    await expect.poll(async () => Math.round((await menu.boundingBox())?.width ?? 0)).toBe(80);
    await page.getByRole('button', { name: 'Expand menu' }).click();
    await expect.poll(async () => Math.round((await menu.boundingBox())?.width ?? 0)).toBe(256);
  });

  test('shows the 404 page for an unknown route and goes back home', async ({ page }) => {
    await signIn(page, 'localhost', 'admin', adminPassword());
    await page.goto(consoleUrl('localhost', '/no-such-screen'));
    await expect(page.getByTestId('not-found')).toContainText(TEXTS.notFound);
    await page.getByRole('button', { name: 'Back Home' }).click();
    await expect(page).toHaveURL(consoleUrl('localhost', '/dashboard'));
  });

  test('logs out to the login screen and stays out after a reload', async ({ page }) => {
    await signIn(page, 'localhost', 'admin', adminPassword());
    await page.getByTestId('console-header').getByRole('button', { name: /Administrator/ }).click();
    await page.getByTestId('profile-menu-logout').click();
    await expect(page.getByTestId('login-form')).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('login-form')).toBeVisible();
    await expect(page.getByTestId('side-menu')).toHaveCount(0);
  });
});
