import { expect, test, type APIRequestContext } from '@playwright/test';
import { downloadItemReport } from './item-report-download';
import { adminApi, adminPassword, consoleUrl, picture, signIn, unique, uploadObjectImage } from './support';

const ARABIC_TITLE = 'إبريق نحاسي من القرن التاسع عشر';

/** An object with an Arabic name and 20 pictures uploaded through the API's presigned posts. */
async function objectWithPictures(request: APIRequestContext) {
  const api = await adminApi(request);
  const imageList = [];
  for (let n = 0; n < 20; n++) imageList.push(await uploadObjectImage(request, api, `view-${n}.png`, picture(n)));
  return api.post('/objects', {
    inventoryNumber: unique('PDF-'),
    objectName: ARABIC_TITLE,
    length: 24.5,
    weight: 1250,
    description: 'A brass ewer with a curved spout.',
    imageList,
  });
}

test('the item report of an object with an Arabic name and 20 pictures downloads with its sections, the name and n / total pages', async ({ page, request }) => {
  const object = await objectWithPictures(request);
  await signIn(page, 'localhost', 'admin', adminPassword());
  await page.goto(consoleUrl('localhost', `/save-object/${object.id}`));
  const { pages, images } = await downloadItemReport(page, object.inventoryNumber);
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
