import { join } from 'node:path';
import { Font, renderToBuffer } from '@react-pdf/renderer';
import { createElement } from 'react';
import { PDF_FONT_FILES, PDF_FONT_PACKAGE_DIR } from '../shared/pdf-fonts';
import { poiPageUrl } from '../shared/visitor-app/poi-page-url';
import { labelOf, layLabels } from '../web/src/pages/labels/label-layout';
import { sheetById, type LabelKind } from '../web/src/pages/labels/label-sheets';
import { LabelsDocument } from '../web/src/pages/labels/labels-document';
import { kb, ms, percentile, table } from './stats';

const OBJECTS = 500;
const RUNS = 3;

/** 500 objects as the list gives them: numbers, English and Arabic names, titles and authors. */
function objects() {
  return Array.from({ length: OBJECTS }, (_, n) => ({
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
 * Issue 31's figure: the labels PDF of 500 objects, each label kind on its default sheet and the
 * smallest, every wall label with a QR code (the worst case). Built with the console's own layout
 * and document, by react-pdf in Node (the browser runs the same layout and the same library, on
 * the same 2 cores, within the same time as measured once by hand: docs/labels.md).
 */
export async function benchLabels(): Promise<string> {
  for (const family of new Set(PDF_FONT_FILES.map((f) => f.family))) {
    Font.register({ family, fonts: PDF_FONT_FILES.filter((f) => f.family === family).map((f) => ({ src: join(process.cwd(), PDF_FONT_PACKAGE_DIR, f.file), fontWeight: f.fontWeight })) });
  }
  Font.registerHyphenationCallback((word) => [word]);
  const rows: string[][] = [['kind', 'sheet', 'pages', 'p50', 'p95', 'size']];
  const cases: [LabelKind, string][] = [
    ['object', 'L7160'],
    ['object', 'L7651'],
    ['wall', 'L7165'],
    ['wall', 'L7163'],
  ];
  for (const [kind, sheetId] of cases) {
    const sheet = sheetById(sheetId)!;
    const times: number[] = [];
    let bytes = 0;
    let pageCount = 0;
    for (let run = 0; run < RUNS; run++) {
      const started = performance.now();
      const pages = layLabels(sheet, objects().map((o) => labelOf(kind, o, poiPageUrl('museum.example.org', `poi-${o.id}`))));
      const pdf = await renderToBuffer(createElement(LabelsDocument, { title: 'Labels', pages, scanCaption: 'Scan to read more', rightToLeft: false }) as Parameters<typeof renderToBuffer>[0]);
      times.push(performance.now() - started);
      bytes = pdf.length;
      pageCount = pages.length;
    }
    rows.push([kind, sheetId, String(pageCount), ms(percentile(times, 50)), ms(percentile(times, 95)), kb(bytes)]);
  }
  return [`Labels PDF of ${OBJECTS} objects (react-pdf, ${RUNS} runs each; wall labels all with a QR code)`, table(rows)].join('\n');
}
