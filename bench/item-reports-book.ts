import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Font, renderToBuffer } from '@react-pdf/renderer';
import { createElement } from 'react';
import sharp from 'sharp';
import { PDF_FONT_PACKAGE_DIR } from '../shared/pdf-fonts';
import { registerPdfFonts } from '../web/src/components/pdf/pdf-fonts';
import { OBJECT_FIELD_LABELS } from '../shared/schemas/object-labels';
import type { CollectionObject } from '../shared/schemas/object';
import { ItemReportsDocument } from '../web/src/pages/item-report/item-report-document';
import { reportImages, reportSections, type ReportTexts } from '../web/src/pages/item-report/report-content';
import { kb, ms, table } from './stats';

/** Each object's pictures: its main image and two more, 400 px wide as the console stores them (spec 2 section 9). */
const PICTURES = 3;

/** A photo-like JPEG (noise compresses as a photograph does, unlike a flat colour): distinct per object, so none is reused from react-pdf's cache. */
async function picture(dir: string, n: number): Promise<string> {
  const width = 400;
  const height = 300;
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = ((i * 7 + n * 13) ^ (i >> 5)) & 0xff;
  const file = join(dir, `p${n}.jpg`);
  await writeFile(file, await sharp(pixels, { raw: { width, height, channels: 3 } }).blur(1.2).jpeg({ quality: 80 }).toBuffer());
  return file;
}

const texts: ReportTexts = {
  label: (field) => OBJECT_FIELD_LABELS[field as keyof typeof OBJECT_FIELD_LABELS] ?? field,
  section: (step) => step,
  valueTitle: () => 'Ceramics',
  country: (typed) => typed,
  yes: 'Yes',
  no: 'No',
  empty: '–',
};

function object(n: number, files: string[]): CollectionObject {
  const file = (url: string, i: number) => ({ uid: `${n}-${i}`, name: `${n}-${i}.jpg`, url });
  return {
    id: `o${n}`,
    inventoryNumber: `MUS-2026-${String(n).padStart(5, '0')}`,
    objectName: n % 2 ? `Brass ewer with a curved spout ${n}` : `إبريق نحاسي من القرن التاسع عشر ${n}`,
    objectTitle: `The ewer of Damascus ${n}`,
    description: 'A brass ewer with a curved spout, chased with arabesques and a band of calligraphy around the neck. '.repeat(3),
    quantity: 1,
    length: 21.5,
    weight: 1250,
    registrationDate: '2021-07-20',
    country: 'Syria',
    author: 'Ahmad al-Dimashqi',
    productionDate: '1860s',
    otherDimensions: {},
    material: [],
    technique: [],
    carDetailsVisible: false,
    bookDetailsVisible: false,
    mainImage: file(files[0], 0),
    imageList: files.slice(1).map(file),
  } as unknown as CollectionObject;
}

/**
 * Issue 29's figure: the item reports of a set as one PDF (the console's own document and
 * content rules, react-pdf in Node as bench/labels.ts runs it), for 50 and 500 objects of three
 * distinct pictures each: time and size.
 */
export async function benchItemReportsBook(): Promise<string> {
  // The console's own font registration (the files unwrapped from WOFF, as bench/labels.ts does).
  await registerPdfFonts(Font, async (file) => new Uint8Array(await readFile(join(process.cwd(), PDF_FONT_PACKAGE_DIR, file))));
  const dir = await mkdtemp(join(tmpdir(), 'item-reports-'));
  const rows: string[][] = [['objects', 'pictures', 'time', 'per object', 'size', 'peak RSS']];
  try {
    for (const count of [50, 500]) {
      const files = await Promise.all(Array.from({ length: count * PICTURES }, (_, n) => picture(dir, n)));
      const reports = Array.from({ length: count }, (_, n) => {
        const o = object(n, files.slice(n * PICTURES, (n + 1) * PICTURES));
        return { heading: 'Item Report', subtitle: `${o.inventoryNumber} · ${o.objectName}`, sections: reportSections(o, texts), imagesTitle: 'Images', images: reportImages(o) };
      });
      let peak = process.memoryUsage().rss;
      const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 200);
      const started = performance.now();
      const pdf = await renderToBuffer(createElement(ItemReportsDocument, { title: 'Item Reports', reports }) as Parameters<typeof renderToBuffer>[0]);
      const took = performance.now() - started;
      clearInterval(sampler);
      rows.push([String(count), String(count * PICTURES), ms(took), ms(took / count), kb(pdf.length), `${Math.round(peak / 1048576)} MB`]);
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  return ['Item reports of a set as one PDF (react-pdf in Node, one run each)', table(rows)].join('\n');
}
