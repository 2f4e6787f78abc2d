import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** A PDF's text page by page, and how many pictures it draws. */
export async function pdfText(path: string) {
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

/**
 * Clicks the screen's Item Report action and takes the object's PDF as the /pdf page downloads it:
 * named item_{number}_(year-month-day).pdf (the museum's day, which may differ from this
 * machine's), the page saying it is ready; its text page by page and its picture count.
 */
export async function downloadItemReport(page: Page, inventoryNumber: string) {
  const download = page.waitForEvent('download', { timeout: 60_000 });
  await page.getByTestId('object-report').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(new RegExp(`^item_${inventoryNumber}_\\(\\d{4}-\\d\\d-\\d\\d\\)\\.pdf$`, 'u'));
  await expect(page.getByTestId('item-report-ready')).toBeVisible();
  const path = test.info().outputPath('report.pdf');
  await file.saveAs(path);
  return pdfText(path);
}
