import { expect, test, type Page } from '@playwright/test';
import { ar } from '../../web/src/i18n/catalogs/ar';
import { en } from '../../web/src/i18n/catalogs/en';
import { consoleUrl, newFullUser, signIn } from './support';

/** What <html> says: language, direction and whether Cloudscape's dark mode is on. */
async function documentLook(page: Page) {
  return page.evaluate(() => ({
    lang: document.documentElement.lang,
    dir: document.documentElement.dir,
    dark: document.body.classList.contains('awsui-dark-mode'),
  }));
}

/** How light (0 black, 1 white) an element's text and background colours are, as drawn. */
async function lightness(page: Page, selector: string) {
  return page.locator(selector).first().evaluate((element) => {
    const light = (colour: string) => {
      const [r, g, b] = colour.match(/\d+(\.\d+)?/g)!.map(Number);
      return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
    };
    let box: Element | null = element;
    let background = 'rgba(0, 0, 0, 0)';
    while (box && /rgba\(.*, 0\)$/.test(background)) {
      background = getComputedStyle(box).backgroundColor;
      box = box.parentElement;
    }
    return { text: light(getComputedStyle(element).color), background: light(background) };
  });
}

async function choose(page: Page, testId: string, label: string) {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: label }).click();
}

test.describe('the console in Arabic, right to left, in dark mode', () => {
  test('a user switches to Arabic, Hijri and dark in the profile, and gets them back at the next sign-in', async ({ page, request }) => {
    const user = await newFullUser(request, 'arabic');
    await signIn(page, 'localhost', user.username, user.password);
    expect(await documentLook(page)).toEqual({ lang: 'en', dir: 'ltr', dark: false });

    await page.goto(consoleUrl('localhost', '/profile'));
    await page.getByRole('tab', { name: en['users.profile.tab.preferences'] }).click();
    await choose(page, 'preferences-language', en['preferences.language.ar']);
    await choose(page, 'preferences-calendar', en['preferences.calendar.islamic-umalqura']);
    await page.getByTestId('preferences-mode').getByText(en['preferences.mode.dark'], { exact: true }).click();
    await page.getByTestId('profile-preferences-save').click();

    // Applied as soon as they are stored: Arabic, right to left, dark.
    await expect(page.getByTestId('side-menu')).toContainText(ar['screen.profile']);
    expect(await documentLook(page)).toEqual({ lang: 'ar', dir: 'rtl', dark: true });

    // Signed out, the login screen follows the browser (English here), light.
    await page.goto(consoleUrl('localhost', '/logout'));
    await expect(page.getByTestId('login-submit')).toHaveText(en['shell.login.submit']);
    expect(await documentLook(page)).toEqual({ lang: 'en', dir: 'ltr', dark: false });

    await signIn(page, 'localhost', user.username, user.password);
    const menu = page.getByTestId('side-menu');
    await expect(menu).toContainText(ar['shell.nav.userManagement']);
    expect(await documentLook(page)).toEqual({ lang: 'ar', dir: 'rtl', dark: true });
    // Drawn dark: light headings on dark panels, the menu's panel included.
    const heading = await lightness(page, 'h1');
    expect(heading.text).toBeGreaterThan(0.7);
    expect((await lightness(page, '[data-testid="side-menu"] a')).background).toBeLessThan(0.25);
    // The side menu sits on the right in a right-to-left layout.
    const box = await menu.boundingBox();
    expect(box!.x).toBeGreaterThan(700);

    // The shell and the user list.
    await page.goto(consoleUrl('localhost', '/user-list'));
    await expect(page.locator('h1')).toContainText(ar['screen.userList']);
    await expect(page.getByTestId('console-footer')).toContainText(ar['common.productName']);
    await expect(page).toHaveTitle(`${ar['screen.userList']} · ${ar['common.productName']}`);
    await expect(page.getByRole('columnheader').first()).toBeVisible();
    await expect(page.locator('main')).not.toContainText(en['screen.userList']);

    // A Settings tab.
    await page.goto(consoleUrl('localhost', '/settings'));
    await expect(page.locator('h1')).toContainText(ar['screen.settings']);
    const tabs = page.getByTestId('settings-tabs');
    await tabs.getByRole('link', { name: ar['vocab.tab.languages'] }).click();
    await expect(page.getByTestId('settings-tab-languages')).toContainText(ar['vocab.languages.code']);

    // The profile, its last visit in the Hijri calendar.
    await page.goto(consoleUrl('localhost', '/profile'));
    await expect(page.locator('h1')).toContainText(ar['screen.profile']);
    await expect(page.getByRole('tab', { name: ar['users.profile.tab.preferences'] })).toBeVisible();
    await expect(page.getByTestId('profile-details')).toContainText('هـ');
    // Typed text takes its own direction (this Latin name stays left to right in the Arabic form):
    // dir="auto", laid out by plaintext bidi, since Cloudscape's inputs inherit `direction`.
    expect(
      await page.getByTestId('profile-name').evaluate((input) => [input.getAttribute('dir'), getComputedStyle(input).unicodeBidi]),
    ).toEqual(['auto', 'plaintext']);
    expect(await page.locator('h1').evaluate((heading) => getComputedStyle(heading).direction)).toBe('rtl');

    // A reload paints Arabic, right to left and dark before the console's code has run.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.reload();
    expect(await documentLook(page)).toEqual({ lang: 'ar', dir: 'rtl', dark: true });
  });

  test('the login screen follows an Arabic browser', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'ar-QA' });
    const page = await context.newPage();
    await page.goto(consoleUrl('localhost'));
    await expect(page.getByTestId('login-submit')).toHaveText(ar['shell.login.submit']);
    expect(await documentLook(page)).toEqual({ lang: 'ar', dir: 'rtl', dark: false });
    await expect(page).toHaveTitle(`${ar['screen.login']} · ${ar['common.productName']}`);
    await context.close();
  });
});
