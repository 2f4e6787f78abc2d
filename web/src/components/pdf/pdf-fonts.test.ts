// @vitest-environment node
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Font, renderToBuffer } from '@react-pdf/renderer';
import { createElement } from 'react';
import { expect, it } from 'vitest';
import { PDF_FONT_PACKAGE_DIR } from '../../../../shared/pdf-fonts';
import { labelOf, layLabels } from '../../pages/labels/label-layout';
import { sheetById } from '../../pages/labels/label-sheets';
import { LabelsDocument } from '../../pages/labels/labels-document';
import { registerPdfFonts } from './pdf-fonts';

it('embeds each font a PDF uses once, however often its text switches between Latin and Arabic', async () => {
  await registerPdfFonts(Font, async (file) => new Uint8Array(await readFile(join(process.cwd(), PDF_FONT_PACKAGE_DIR, file))));
  const objects = Array.from({ length: 12 }, (_, n) => ({
    id: `o${n}`, inventoryNumber: `MUS-${n}`, objectName: n % 2 ? `Brass ewer ${n}` : `إبريق نحاسي ${n}`,
    objectTitle: null, subtitle: null, author: null, productionDate: null,
  }));
  const pages = layLabels(sheetById('L7160')!, objects.map((o) => labelOf('object', o)));
  const pdf = (await renderToBuffer(createElement(LabelsDocument, { title: 'Labels', pages, scanCaption: '', rightToLeft: false }) as Parameters<typeof renderToBuffer>[0])).toString('latin1');
  // The numbers in Latin bold, the names in Latin and Arabic regular.
  expect(pdf.match(/\/FontFile2/gu)).toHaveLength(3);
  const embedded = [...pdf.matchAll(/\/BaseFont \/[A-Z]{6}\+([\w-]+)/gu)].map((m) => m[1]);
  expect([...new Set(embedded)].sort()).toEqual(['PlexArabic-Regular', 'PlexLatin-Bold', 'PlexLatin-Regular']);
});
