import { chromium } from '@playwright/test';
const base = 'http://localhost:3100';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--host-resolver-rules=MAP *.localhost 127.0.0.1'] });
const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
await page.goto(base);
await page.getByTestId('login-username').fill('admin');
await page.getByTestId('login-password').fill('Museum-Admin-1');
await page.getByTestId('login-submit').click();
await page.getByTestId('side-menu').waitFor();
const login = await page.request.post(base + '/api/login', { data: { username: 'admin', password: 'Museum-Admin-1' } });
const auth = { authorization: `Bearer ${login.headers().authorization}` };
const api = async (method, path, body) => (await page.request.fetch(base + '/api' + path, { method, headers: auth, data: body })).status();
console.log(await api('POST', '/users/preferences', { language: 'ar', calendar: 'gregory', mode: 'dark', density: 'comfortable' }));
await page.reload();
await page.goto(base + '/import-objects');
await page.waitForTimeout(1500);
await page.screenshot({ path: '/tmp/a1.png' });
const csv = ['رقم الجرد,Object Name,Classification,Notes',
 'A-001,Lustre bowl (Kashan),Ceramics,x',
 `W-${Date.now()},صندوق,Lacquerware,y`,
 ',No number,,'].join('\n');
await page.getByTestId('import-file').locator('input[type=file]').setInputFiles({ name: 'عربي.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
await page.waitForTimeout(2000);
await page.screenshot({ path: '/tmp/a2.png', fullPage: true });
await page.getByTestId('import-map-0').click();
await page.getByRole('option', { name: 'رقم الجرد', exact: false }).first().click().catch(e => console.log('opt', e.message));
await page.getByTestId('import-dry-run').click();
await page.waitForTimeout(3000);
await page.screenshot({ path: '/tmp/a3.png', fullPage: true });
console.log(await api('POST', '/users/preferences', { language: 'en', calendar: 'gregory', mode: 'light', density: 'comfortable' }));
await browser.close();
