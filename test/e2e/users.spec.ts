import { expect, test, type Page } from '@playwright/test';
import { ElementWrapper } from '@cloudscape-design/components/test-utils/selectors';
import { USER_MESSAGES } from '../../shared/schemas/user';
import { adminPassword, consoleUrl, signIn, unique } from './support';

// The package is CommonJS; its named ElementWrapper is what its default `createWrapper()` returns.
const ui = new ElementWrapper('body');

async function goTo(page: Page, path: string) {
  await page.goto(consoleUrl('localhost', path));
}

async function signOut(page: Page) {
  await goTo(page, '/logout');
  await expect(page.getByTestId('login-form')).toBeVisible();
}

/** Opens a Cloudscape select by its test id and picks the option with this label. */
async function choose(page: Page, selectTestId: string, label: string) {
  await page.locator(ui.findSelect(`[data-testid="${selectTestId}"]`).findTrigger().toSelector()).click();
  await page.getByRole('option', { name: label, exact: true }).click();
}

async function expectNotice(page: Page, text: string) {
  await expect(page.locator(ui.findFlashbar().toSelector())).toContainText(text);
}

/** A small landscape PNG drawn by the browser itself, so the test needs no fixture file. */
async function landscapePng(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 600;
    canvas.height = 300;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context in the test browser');
    context.fillStyle = '#0972d3';
    context.fillRect(0, 0, 600, 300);
    context.fillStyle = '#ffffff';
    context.fillRect(250, 100, 100, 100);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1], 'base64');
}

test.describe('user administration', () => {
  test('a read-only group, its member, their password and avatar, and the activity log of it all', async ({ page }) => {
    test.setTimeout(180_000);
    const groupName = unique('Readers ');
    const username = unique('reader');
    const firstPassword = 'Passw0rd-first';
    const secondPassword = 'Passw0rd-second';

    await test.step('the admin creates a group', async () => {
      await signIn(page, 'localhost', 'admin', adminPassword());
      await goTo(page, '/user-groups');
      await page.getByTestId('group-add').click();
      await page.getByTestId('add-group-save').click();
      await expect(page.getByTestId('add-group')).toContainText('Please input the group name!');
      await page.getByTestId('group-name').fill(groupName);
      await page.getByTestId('add-group-save').click();
      await expectNotice(page, 'Data saved successfully');
      await expect(page.getByTestId('group-table')).toContainText(groupName);
    });

    await test.step('gives it read-only user rights', async () => {
      await goTo(page, '/permissions');
      await choose(page, 'permissions-group', groupName);
      const read = page.getByTestId('permission-user-read').locator('input');
      const write = page.getByTestId('permission-user-write').locator('input');
      // Write implies read, and clearing read clears write again.
      await write.check();
      await expect(read).toBeChecked();
      await read.uncheck();
      await expect(write).not.toBeChecked();
      await read.check();
      await page.getByTestId('permissions-save').click();
      await expectNotice(page, 'User Permissions are saved!');
    });

    await test.step('creates a user in it', async () => {
      await goTo(page, '/add-user');
      await page.getByTestId('add-user-save').click();
      await expect(page.getByTestId('add-user-form')).toContainText(USER_MESSAGES.name);
      await expect(page.getByTestId('add-user-form')).toContainText(USER_MESSAGES.userGroup);
      await page.getByTestId('user-name').fill('Rita Reader');
      await page.getByTestId('user-email').fill(`${username}@example.org`);
      await choose(page, 'user-userGroup', groupName);
      await page.getByTestId('user-username').fill(username);
      await page.getByTestId('user-password').fill(firstPassword);
      await page.getByTestId('user-confirm').fill('something else');
      await expect(page.getByTestId('add-user-form')).toContainText(USER_MESSAGES.inconsistent);
      await page.getByTestId('user-confirm').fill(firstPassword);
      await page.getByTestId('add-user-save').click();
      await expect(page.getByTestId('user-saved')).toContainText('Successfully inserted new item!');
      await expect(page.getByRole('button', { name: 'Go to users' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Add user' })).toBeVisible();
    });

    await test.step('finds the user, updates them, and cannot delete their group', async () => {
      await page.getByRole('button', { name: 'Go to users' }).click();
      await page.getByPlaceholder('Search users').fill(username);
      const rows = page.locator(ui.findTable('[data-testid="user-table"]').findRows().toSelector());
      await expect(rows).toHaveCount(1);
      await page.getByTestId('user-table').getByRole('link', { name: 'Rita Reader' }).click();
      await expect(page).toHaveURL(/\/updateUser\/[^/]+$/);
      await page.getByText('Change History').click();
      await expect(page.getByTestId('change-history-entries')).toContainText('created by admin');
      // Saved from Security Details, the new password and its confirmation are required.
      await page.getByRole('tab', { name: 'Security Details' }).click();
      await page.getByTestId('update-user-save').click();
      await expect(page.getByTestId('update-user-form')).toContainText(USER_MESSAGES.password);
      await expect(page.getByTestId('update-user-form')).toContainText(USER_MESSAGES.confirm);
      await page.getByRole('tab', { name: 'Personal Details' }).click();
      await page.getByTestId('user-phoneNumber').fill('+43 1 234 5678');
      await page.getByTestId('update-user-save').click();
      await expect(page.getByTestId('user-saved')).toContainText('User is saved!');

      await goTo(page, '/user-groups');
      await page.getByRole('checkbox', { name: `Select ${groupName}` }).check();
      await page.getByTestId('group-delete').click();
      await expect(page.getByTestId('confirm-delete')).toContainText('Sure to delete?');
      await page.getByTestId('confirm-delete-ok').click();
      await expectNotice(page, `The user group ${groupName} still has 1 member.`);
      await expect(page.getByTestId('group-table')).toContainText(groupName);
      await signOut(page);
    });

    await test.step('the new user sees the user list without Add or Delete', async () => {
      await signIn(page, 'localhost', username, firstPassword);
      await goTo(page, '/user-list');
      const table = page.getByTestId('user-table');
      // Sorted by id (spec 1), the museum's other users may fill the first page: found by search.
      await page.getByPlaceholder('Search users').fill(username);
      await expect(table).toContainText(username);
      await expect(table).toContainText(groupName);
      await expect(page.getByTestId('user-add')).toHaveCount(0);
      await expect(page.getByTestId('user-delete')).toHaveCount(0);
      await expect(page.locator(ui.findTable('[data-testid="user-table"]').findRowSelectionArea(1).toSelector())).toHaveCount(0);
      await expect(table.getByRole('button', { name: /^Actions for/ })).toHaveCount(0);
    });

    await test.step('changes their own password and signs in with it', async () => {
      await goTo(page, '/profile');
      await page.getByRole('tab', { name: 'Security' }).click();
      await page.getByTestId('profile-currentPassword').fill('not-my-password');
      await page.getByTestId('profile-password').fill(secondPassword);
      await page.getByTestId('profile-confirm').fill(secondPassword);
      await page.getByTestId('profile-security-save').click();
      await expect(page.getByTestId('profile-security-form')).toContainText('The current password is not correct.');
      await page.getByTestId('profile-currentPassword').fill(firstPassword);
      await page.getByTestId('profile-security-save').click();
      await expectNotice(page, 'User details are successfully updated!');
      await signOut(page);
      await signIn(page, 'localhost', username, secondPassword);
    });

    await test.step('uploads an avatar and sees it', async () => {
      await goTo(page, '/profile');
      await expect(page.getByTestId('avatar-initials')).toHaveText('RR');
      const png = await landscapePng(page);
      const chooser = page.waitForEvent('filechooser');
      await page.getByTestId('avatar-button').click();
      await (await chooser).setFiles({ name: 'holiday.png', mimeType: 'image/png', buffer: png });
      const avatar = page.getByTestId('avatar-image');
      await expect(avatar).toHaveAttribute('src', /\/localhost\/user-images\/CROP-\d+-holiday\.png$/);
      // The stored picture is the 400 px square the browser cropped, as served by the file store.
      await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([400, 400]);
      await signOut(page);
    });

    await test.step('the admin sees all of it in the activity log and expands a row', async () => {
      await signIn(page, 'localhost', 'admin', adminPassword());
      await goTo(page, '/activity-log');
      const table = ui.findTable('[data-testid="activity-table"]');
      const cell = (row: number, column: number) => page.locator(table.findBodyCell(row, column).toSelector());
      const expected = [
        [username, 'UPDATE', 'user'],
        [username, 'UPDATE', 'user'],
        ['admin', 'UPDATE', 'user'],
        ['admin', 'CREATE', 'user'],
        ['admin', 'UPDATE', 'userGroup'],
        ['admin', 'CREATE', 'userGroup'],
      ];
      for (const [index, [user, action, entityType]] of expected.entries()) {
        await expect(cell(index + 1, 1)).toHaveText(user);
        await expect(cell(index + 1, 3)).toHaveText(action);
        await expect(cell(index + 1, 4)).toHaveText(entityType);
      }
      await expect(cell(1, 3).getByTestId('action-tag')).toHaveAttribute('data-colour', 'purple');
      await expect(cell(4, 3).getByTestId('action-tag')).toHaveAttribute('data-colour', 'green');

      // Today alone, picked as an absolute range, still holds all of it.
      const today = await page.evaluate(() => {
        const d = new Date();
        return `${d.getFullYear()}/${String(d.getMonth() + 1).padStart(2, '0')}/${String(d.getDate()).padStart(2, '0')}`;
      });
      const picker = ui.findDateRangePicker('[data-testid="activity-range"]');
      await page.locator(picker.findTrigger().toSelector()).click();
      const dropdown = picker.findDropdown();
      await page.locator(dropdown.findSelectionModeSwitch().findModesAsSegments().findSegmentById('absolute').toSelector()).click();
      await page.locator(dropdown.findStartDateInput().findNativeInput().toSelector()).fill(today);
      await page.locator(dropdown.findEndDateInput().findNativeInput().toSelector()).fill(today);
      const day = today.replaceAll('/', '-');
      const filtered = page.waitForRequest((r) => r.url().includes('/api/data-changes') && r.url().includes(`from=${day}&to=${day}`));
      await page.locator(dropdown.findApplyButton().toSelector()).click();
      await filtered;
      for (const [index, [user, action]] of expected.entries()) {
        await expect(cell(index + 1, 1)).toHaveText(user);
        await expect(cell(index + 1, 3)).toHaveText(action);
      }

      await page.locator(table.findExpandToggle(1).toSelector()).click();
      const detail = page.getByTestId('change-detail');
      await expect(detail).toContainText('"avatarUrl"');
      await expect(detail).toContainText('CROP-');
      await expect(detail).toBeInViewport();
    });
  });
});
