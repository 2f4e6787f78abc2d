import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Font, renderToBuffer } from '@react-pdf/renderer';
import { createElement } from 'react';
import { PDF_FONT_PACKAGE_DIR } from '../shared/pdf-fonts';
import { poiPageUrl } from '../shared/visitor-app/poi-page-url';
import { registerPdfFonts } from '../web/src/components/pdf/pdf-fonts';
import { labelOf, layLabels } from '../web/src/pages/labels/label-layout';
import { sheetById, type LabelKind } from '../web/src/pages/labels/label-sheets';
import { LabelsDocument } from '../web/src/pages/labels/labels-document';
import { kb, ms, percentile, table } from './stats';

/** The 500 objects, beside 50 (a set's worth) to show how the time grows. */
const SIZES = [50, 500];
const RUNS = 3;

/** Objects as the list gives them: numbers, English and Arabic names, titles and authors. */
function objects(count: number) {
  return Array.from({ length: count }, (_, n) => ({
    id: `o${n}`,
    inventoryNumber: `MUS-2026-${String(n).padStart(5, '0')}`,
    objectName: n % 2 ? `Brass ewer with a curved spout ${n}` : `إبريق نحاسي من القرن التاسع عشر ${n}`,
    objectTitle: n % 3 ? null : `The ewer of Damascus ${n}`,
    subtitle: null,
    author: 'Ahmad al-Dimashqi',
    productionDate: '1860s',
  }));
}

/**
 * Issue 31's figure: the labels PDF of 500 objects (and of 50), each label kind on its default
 * sheet and the smallest, every wall label with a QR code (the worst case). Built with the
 * console's own fonts, layout and document, by react-pdf in Node (the browser runs the same
 * layout and the same library, on the same 2 cores, within the same time as measured once by
 * hand: docs/labels.md). The fonts are the package's files, as the file store holds them.
 */
export async function benchLabels(): Promise<string> {
  await registerPdfFonts(Font, async (file) => new Uint8Array(await readFile(join(process.cwd(), PDF_FONT_PACKAGE_DIR, file))));
  const rows: string[][] = [['objects', 'kind', 'sheet', 'pages', 'p50', 'p95', 'size']];
  const cases: [LabelKind, string][] = [
    ['object', 'L7160'],
    ['object', 'L7651'],
    ['wall', 'L7165'],
    ['wall', 'L7163'],
  ];
  for (const [count, kind, sheetId] of SIZES.flatMap((count) => cases.map(([kind, sheetId]) => [count, kind, sheetId] as const))) {
    const sheet = sheetById(sheetId)!;
    const times: number[] = [];
    let bytes = 0;
    let pageCount = 0;
    for (let run = 0; run < RUNS; run++) {
      const started = performance.now();
      const pages = layLabels(sheet, objects(count).map((o) => labelOf(kind, o, poiPageUrl('museum.example.org', `poi-${o.id}`))));
      const pdf = await renderToBuffer(createElement(LabelsDocument, { title: 'Labels', pages, scanCaption: 'Scan to read more', rightToLeft: false }) as Parameters<typeof renderToBuffer>[0]);
      times.push(performance.now() - started);
      bytes = pdf.length;
      pageCount = pages.length;
    }
    rows.push([String(count), kind, sheetId, String(pageCount), ms(percentile(times, 50)), ms(percentile(times, 95)), kb(bytes)]);
  }
  return [`Labels PDF of ${SIZES.join(' and ')} objects (react-pdf, ${RUNS} runs each; wall labels all with a QR code)`, table(rows)].join('\n');
}
