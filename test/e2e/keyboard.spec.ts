import { expect, test, type Page } from '@playwright/test';
import { en } from '../../web/src/i18n/catalogs/en';
import { adminPassword, consoleUrl } from './support';

/** Presses Tab until the focused element matches, as a keyboard user moves through the page. */
type Focused = { tag: string; text: string; testId: string | null; href: string | null; type: string | null; inTableBody: boolean };

async function tabTo(page: Page, matches: (element: Focused) => boolean, limit = 60) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      return {
        tag: el?.tagName ?? '',
        text: el?.textContent?.trim() ?? '',
        testId: el?.getAttribute('data-testid') ?? null,
        href: el?.getAttribute('href') ?? null,
        type: el?.getAttribute('type') ?? null,
        inTableBody: Boolean(el?.closest('tbody')),
      };
    });
    if (matches(focused)) return;
  }
  throw new Error('Tab never reached the element');
}

test.describe('the console by keyboard alone', () => {
  test('signs in, follows the menu, opens and closes a dialog, and returns focus', async ({ page }) => {
    await page.goto(consoleUrl('localhost'));
    await tabTo(page, (el) => el.testId === 'login-username');
    await page.keyboard.type('admin');
    await page.keyboard.press('Tab');
    await page.keyboard.type(adminPassword());
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('side-menu')).toBeVisible();

    // The side menu: User Management opens with Enter, then its User Groups link.
    await tabTo(page, (el) => el.text === en['shell.nav.userManagement']);
    await page.keyboard.press('Enter');
    await tabTo(page, (el) => el.href === '/user-groups');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(consoleUrl('localhost', '/user-groups'));
    await expect(page).toHaveTitle(`${en['screen.userGroups']} · ${en['common.productName']}`);

    // A modal: focus moves into it, Escape closes it, focus comes back to the button that opened it.
    await tabTo(page, (el) => el.testId === 'group-add');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('group-add');

    // A table: a row is selected with Space, which enables Delete.
    await expect(page.getByTestId('group-delete')).toBeDisabled();
    await tabTo(page, (el) => el.inTableBody && el.type === 'checkbox');
    await page.keyboard.press('Space');
    await expect(page.getByTestId('group-delete')).toBeEnabled();
  });
});
