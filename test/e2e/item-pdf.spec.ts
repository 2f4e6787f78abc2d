import { expect, test, type APIRequestContext } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { PNG } from 'pngjs';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { adminApi, adminPassword, consoleUrl, signIn, unique } from './support';

const ARABIC_TITLE = 'إبريق نحاسي من القرن التاسع عشر';

/** A 400 x 300 picture, as the console's scaling would upload it, in a colour of its own. */
function picture(n: number): Buffer {
  const png = new PNG({ width: 400, height: 300 });
  for (let i = 0; i < png.data.length; i += 4) png.data.set([(n * 37) % 256, (n * 91) % 256, 160, 255], i);
  return PNG.sync.write(png);
}

/** An object with an Arabic name and 20 pictures uploaded through the API's presigned posts. */
async function objectWithPictures(request: APIRequestContext) {
  const api = await adminApi(request);
  const imageList = [];
  for (let n = 0; n < 20; n++) {
    const ticket = await api.post('/uploads/objects', { fileName: `view-${n}.png`, contentType: 'image/png' });
    const upload = await request.post(ticket.url, {
      multipart: { ...ticket.fields, file: { name: `view-${n}.png`, mimeType: 'image/png', buffer: picture(n) } },
    });
    expect(upload.status()).toBeLessThan(300);
    imageList.push({ uid: ticket.key, name: `view-${n}.png`, url: ticket.publicUrl });
  }
  return api.post('/objects', {
    inventoryNumber: unique('PDF-'),
    objectName: ARABIC_TITLE,
    length: 24.5,
    weight: 1250,
    description: 'A brass ewer with a curved spout.',
    imageList,
  });
}

async function pdfText(path: string) {
  const doc = await getDocument({ data: new Uint8Array(await readFile(path)) }).promise;
  const pages: string[] = [];
  let images = 0;
  for (let i = 1; i <= doc.numPages; i++) {
    const page = await doc.getPage(i);
    const content = await page.getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
    images += (await page.getOperatorList()).fnArray.filter((op) => op === OPS.paintImageXObject).length;
  }
  return { pages, images };
}

test('the item report of an object with an Arabic name and 20 pictures downloads with its sections, the name and n / total pages', async ({ page, request }) => {
  const object = await objectWithPictures(request);
  await signIn(page, 'localhost', 'admin', adminPassword());
  await page.goto(consoleUrl('localhost', `/save-object/${object.id}`));
  const download = page.waitForEvent('download', { timeout: 60_000 });
  await page.getByTestId('object-report').click();
  const file = await download;
  // The day is the museum's (its time zone may differ from this machine's).
  expect(file.suggestedFilename()).toMatch(new RegExp(`^item_${object.inventoryNumber}_\\(\\d{4}-\\d\\d-\\d\\d\\)\\.pdf$`, 'u'));
  await expect(page.getByTestId('item-report-ready')).toBeVisible();

  const path = test.info().outputPath('report.pdf');
  await file.saveAs(path);
  const { pages, images } = await pdfText(path);
  const text = pages.join('\n').normalize('NFKC').replace(/\s+/gu, ' ');
  for (const heading of ['Item Report', 'Object Overview', 'Location', 'Description', 'Origin', 'Media', 'Images', 'Weight (kg)', '1.25 kg', '24.5 cm']) {
    expect(text, heading).toContain(heading);
  }
  // Car and Book Details are not shown on this object.
  expect(text).not.toContain('Car Details');
  // The name's words are drawn right to left, so a text extractor reads them back last word
  // first. Within a word, pdf.js gives a ligature's letters (IBM Plex joins 'سي', 'شر') in
  // reverse, so words are compared by their letters; the shaping itself was checked by eye.
  const letters = (word: string) => [...word].sort().join('');
  const words = text.split(' ').map(letters);
  const expected = ARABIC_TITLE.split(' ').reverse().map(letters);
  const found = words.some((_, i) => expected.every((w, j) => words[i + j] === w));
  expect(found, `${ARABIC_TITLE} in visual order in: ${text}`).toBe(true);
  // 20 pictures in rows of four run past the first page; every page says 'n / total' and is
  // headed by the museum's logo (App Settings, as the local stack seeds it).
  expect(pages.length).toBeGreaterThan(1);
  expect(images).toBe(20 + pages.length);
  pages.forEach((p, i) => expect(p).toContain(`${i + 1} / ${pages.length}`));
});
