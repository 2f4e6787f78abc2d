import { expect, test } from '@playwright/test';
import { pdfText } from './item-report-download';
import { adminApi, adminPassword, consoleUrl, signIn, unique } from './support';

/**
 * Issue 31: wall labels printed for a set (the list opened on it, nothing ticked: the whole set):
 * the PDF says each object's title and subtitle, and only the object a POI shows carries the QR
 * code's caption.
 */
test('wall labels of a set: titles, subtitles and the QR of the linked POI', async ({ page, request }) => {
  const api = await adminApi(request);
  const word = unique('lbl').toLowerCase();
  const made = [];
  for (const [n, extra] of [
    [1, { objectTitle: `Night Ewer ${word}`, subtitle: 'Brass inlaid with silver' }],
    [2, { author: 'Ahmad al-Dimashqi', productionDate: '1860s' }],
    [3, {}],
  ] as const) {
    made.push(await api.post('/objects', { inventoryNumber: unique(`LBL-${n}-`).toUpperCase(), objectName: `Ewer ${n} ${word}`, ...extra }));
  }
  const languages = (await api.get('/point-of-interests/languages')) as { isoLanguage: { code: string }; defaultInMobileApp: boolean }[];
  const language = languages.find((l) => l.defaultInMobileApp)!.isoLanguage.code;
  const group = await api.post('/point-of-interest-groups', { title: unique('Labels hall ') });
  await api.post('/point-of-interests', {
    group: { id: group.id },
    location: { location: 'Hall 3', latitude: 35.9, longitude: 14.5 },
    linkedItemIds: [made[0].id],
    content: [{ language, title: `Ewer tour ${word}`, description: 'The ewer and its maker.' }],
  });

  const set = await api.post('/object-sets', { name: unique('Labels set '), private: true });
  await api.post(`/object-sets/${set.id}/objects`, { ids: made.map((o) => o.id) });

  await signIn(page, 'localhost', 'admin', adminPassword());
  await page.goto(consoleUrl('localhost', `/objects?setId=${set.id}`));
  await expect(page.getByTestId('object-set-open')).toContainText(set.name);
  await expect(page.getByTestId('object-table').getByRole('row')).toHaveCount(4);

  await page.getByTestId('object-labels').click();
  const modal = page.getByTestId('print-labels');
  await expect(modal).toContainText('3 objects');
  await modal.getByText('Wall labels', { exact: true }).click();
  const download = page.waitForEvent('download', { timeout: 60_000 });
  await page.getByTestId('print-labels-submit').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^labels_wall_\d{4}-\d\d-\d\d\.pdf$/u);
  await expect(page.getByTestId('labels-ready')).toBeVisible();
  const path = test.info().outputPath('labels.pdf');
  await file.saveAs(path);
  const { pages } = await pdfText(path);
  // Three labels of the 8 a sheet of L7165 holds: one page.
  expect(pages).toHaveLength(1);
  const text = pages[0].replace(/\s+/gu, ' ');
  for (const expected of [`Night Ewer ${word}`, 'Brass inlaid with silver', `Ewer 2 ${word}`, 'Ahmad al-Dimashqi, 1860s', `Ewer 3 ${word}`, ...made.map((o) => o.inventoryNumber)]) {
    expect(text, expected).toContain(expected);
  }
  // Only the first object has a POI: one QR code, one caption.
  expect(text.split('Scan to read more')).toHaveLength(2);
});
