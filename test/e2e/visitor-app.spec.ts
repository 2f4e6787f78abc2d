import { expect, test } from '@playwright/test';
import { adminApi, adminPassword, consoleUrl, port, signIn, unique } from './support';

test("the privacy page: turned on in App Settings, shown on that museum's host, not found on another", async ({ page, browser }) => {
  await signIn(page, 'localhost', 'admin', adminPassword());
  await page.goto(consoleUrl('localhost', '/app-settings'));
  const toggle = page.getByTestId('policy-enabled').locator('input');
  await expect(toggle).toBeVisible();
  if (!(await toggle.isChecked())) await toggle.check();
  // The names are required once the page is on.
  await page.getByTestId('policy-controller-name').fill('');
  await page.getByTestId('app-settings-save').click();
  await expect(page.getByText("The controller's name is required.")).toBeVisible();
  const controller = unique('Museum of Light ');
  await page.getByTestId('policy-controller-name').fill(controller);
  await page.getByTestId('policy-controller-email').fill('privacy@light.example');
  await page.getByTestId('policy-processor-name').fill('Collection Software Ltd');
  await page.getByTestId('policy-last-updated').fill('2021-07-20');
  await page.getByTestId('app-settings-save').click();
  await expect(page.getByText('App Settings saved successfully')).toBeVisible();

  // A visitor, not signed in, on the museum's host.
  const visitor = await browser.newContext();
  const policy = await visitor.newPage();
  await policy.goto(consoleUrl('localhost', '/policy'));
  const body = policy.getByTestId('privacy-policy');
  await expect(body).toBeVisible();
  await expect(body.getByRole('heading', { name: 'Privacy policy' })).toBeVisible();
  // The museum's names are wrapped in invisible direction isolates (U+2068, U+2069).
  const read = async () => (await body.innerText()).replace(/[\u2068\u2069]/gu, '');
  expect(await read()).toContain(`${controller} is the data controller. Collection Software Ltd, the software company`);
  await expect(body).toContainText('The app collects location data only, for three purposes:');
  await expect(body).toContainText('The app uses no cookies.');
  await expect(body).toContainText('Accounting records are kept for 10 years');
  await expect(body).toContainText('about 5 years');
  await expect(body).toContainText('People under 18 need the permission');
  for (const right of ['access your data', 'rectification', 'erased', 'restrict', 'portability', 'object to', 'complain']) await expect(body).toContainText(right);
  await expect(body).toContainText('within one month');
  await expect(body).toContainText('extended by 2 more months');
  await expect(policy.getByTestId('privacy-policy-updated')).toHaveText('Last updated: 20 July 2021');
  await expect(body.getByRole('link', { name: 'privacy@light.example' })).toHaveAttribute('href', 'mailto:privacy@light.example');

  // Another museum's host has no policy page: the not-found page.
  await policy.goto(consoleUrl('demo', '/policy'));
  await expect(policy.getByTestId('not-found')).toBeVisible();
  await expect(policy.getByTestId('privacy-policy')).toHaveCount(0);
  await visitor.close();

  // In Arabic the page reads right to left.
  const arabic = await browser.newContext({ locale: 'ar' });
  const ar = await arabic.newPage();
  await ar.goto(consoleUrl('localhost', '/policy'));
  await expect(ar.getByTestId('privacy-policy').getByRole('heading', { name: 'سياسة الخصوصية' })).toBeVisible();
  await expect(ar.locator('html')).toHaveAttribute('dir', 'rtl');
  await arabic.close();
});

test('a gateway added in Beacons -> Gateways posts scans with the key shown once, and is refused once revoked', async ({ page, request }) => {
  await signIn(page, 'localhost', 'admin', adminPassword());
  await page.goto(consoleUrl('localhost', '/beacon-gateways'));
  await page.getByTestId('gateway-add').click();
  const name = unique('Hall gateway ');
  await page.getByTestId('gateway-new-name').fill(name);
  await page.getByTestId('gateway-new-save').click();
  const key = (await page.getByTestId('gateway-key-value').innerText()).trim();
  expect(key).toMatch(/^[\w-]+\.[\w-]{40,}$/u);
  await page.getByTestId('gateway-key-done').click();
  const row = page.getByTestId('gateway-table').getByRole('row').filter({ hasText: name });
  // The key's characters sit in an invisible left-to-right isolate (U+2066 ... U+2069).
  await expect(row).toContainText(`ends in \u2066${key.slice(-4)}\u2069`);
  await expect(row).not.toContainText(key);

  const uniqueId = unique('e2e-beacon-');
  const today = Math.floor(Date.now() / 1000);
  const post = (batchId: string) =>
    request.post(`http://localhost:${port()}/ingest/scans`, { headers: { authorization: `Bearer ${key}` }, data: { batchId, scans: Array.from({ length: 7 }, (_, i) => ({ uniqueId, time: today - i, rssi: -60, battery: 80 })) } });
  expect((await post('e2e-1')).status()).toBe(200);
  expect((await (await post('e2e-1')).json()).duplicate).toBe(true);

  // The scans are on the Beacon Scans page (today, by default), counted once.
  await page.goto(consoleUrl('localhost', '/beacon-scans'));
  await expect(page.getByRole('row').filter({ hasText: uniqueId })).toContainText('7');
  // The new beacon waits unassigned on the Beacons page.
  const api = await adminApi(request);
  expect((await api.get(`/beacons?uniqueId=${uniqueId}`)).content[0]).toMatchObject({ uniqueId, totalScans: 7, batteryLevel: 80, poiList: [] });

  await page.goto(consoleUrl('localhost', '/beacon-gateways'));
  await page.getByTestId(`gateway-actions-${name}`).click();
  await page.getByRole('menuitem', { name: 'Revoke' }).click();
  await page.getByTestId('gateway-revoke-confirm').click();
  await expect(page.getByTestId('gateway-table').getByRole('row').filter({ hasText: name })).toContainText('Revoked');
  expect((await post('e2e-2')).status()).toBe(401);
});
