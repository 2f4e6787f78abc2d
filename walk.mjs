import { chromium } from '@playwright/test';
const base = 'http://localhost:3100';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--host-resolver-rules=MAP *.localhost 127.0.0.1'] });
const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
await page.goto(base);
await page.getByTestId('login-username').fill('admin');
await page.getByTestId('login-password').fill('Museum-Admin-1');
await page.getByTestId('login-submit').click();
await page.getByTestId('side-menu').waitFor();
await page.goto(base + '/import-objects');
await page.waitForTimeout(1500);
await page.screenshot({ path: '/tmp/s1.png' });
const csv = ['Inventory Number,Object Name,Classification,Material,Registration Date,Notes',
 'A-001,Lustre bowl (Kashan),Ceramics,Clay,2019/03/14,x',
 `W-${Date.now()},Lacquer box,Lacquerware,"Wood, Urushi",2020-01-02,y`,
 `W2-${Date.now()},Writing box,Lacquerware,Urushi,2020-13-02,z`,
 ',No number,,,,'].join('\n');
await page.getByTestId('import-file').locator('input[type=file]').setInputFiles({ name: 'walk.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
await page.waitForTimeout(2000);
await page.screenshot({ path: '/tmp/s2.png', fullPage: true });
await page.getByTestId('import-dry-run').click();
await page.waitForTimeout(3000);
await page.screenshot({ path: '/tmp/s3.png', fullPage: true });
await page.getByTestId('import-classes').getByText(/^Updated/).click();
await page.waitForTimeout(1000);
await page.screenshot({ path: '/tmp/s4.png', fullPage: true });
console.log(page.url());
await browser.close();
