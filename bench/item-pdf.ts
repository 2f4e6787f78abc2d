import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { PNG } from 'pngjs';
import type { LocalStack } from '../infra/local/stack';
import { Api, tenantHost } from '../test/support/api';
import { kb, ms, percentile, table } from './stats';

const RUNS = 6;

function picture(n: number): Buffer {
  const png = new PNG({ width: 400, height: 300 });
  for (let i = 0; i < png.data.length; i += 4) png.data.set([(n * 37) % 256, (n * 91) % 256, 160, 255], i);
  return PNG.sync.write(png);
}

/** The chunks the report loads on demand (react-pdf and the report's own), beside the console's first load. */
function chunkSizes(dist: string): string[][] {
  const assets = join(dist, 'assets');
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const initial = [...html.matchAll(/src="\/?(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  const size = (file: string) => {
    const content = readFileSync(join(dist, file));
    return [kb(content.length), kb(gzipSync(content).length)];
  };
  const onDemand = readdirSync(assets).filter((f) => /^(react-pdf|item-report|build-item-report)[.-].*\.js$/u.test(f));
  return [
    ['chunk', 'raw', 'gzip'],
    ...initial.map((f) => [`${f} (first load)`, ...size(f)]),
    ...onDemand.map((f) => [`assets/${f} (on demand)`, ...size(join('assets', f))]),
  ];
}

/**
 * Issue 12's PDF figures: the time to build the item report of an object with 20 pictures in
 * Chromium (from the object read to the PDF blob, fonts and pictures fetched from the file store;
 * the first run in a fresh page apart), and the size of the chunks loaded on demand.
 */
export async function benchItemPdf(stack: LocalStack): Promise<string> {
  const dist = join(process.cwd(), 'web', 'dist');
  if (!existsSync(join(dist, 'index.html'))) return 'Item PDF: web/dist is missing (run npm run build:web first).';
  const api = await new Api(stack.port, tenantHost('localhost', stack.port)).login(stack.adminUsername, stack.adminPassword);
  const imageList = [];
  for (let n = 0; n < 20; n++) {
    const ticket = (await api.post('/api/uploads/objects', { fileName: `bench-${n}.png`, contentType: 'image/png' })).body;
    const form = new FormData();
    for (const [k, v] of Object.entries(ticket.fields as Record<string, string>)) form.append(k, v);
    form.append('file', new Blob([new Uint8Array(picture(n))], { type: 'image/png' }), `bench-${n}.png`);
    await fetch(ticket.url, { method: 'POST', body: form });
    imageList.push({ uid: ticket.key, name: `bench-${n}.png`, url: ticket.publicUrl });
  }
  const object = (await api.post('/api/objects', { inventoryNumber: `PDF-BENCH-${Date.now()}`, objectName: 'إبريق نحاسي من القرن التاسع عشر', imageList })).body;

  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  const first: number[] = [];
  const again: number[] = [];
  try {
    const page = await browser.newPage({ acceptDownloads: true });
    await page.goto(`${stack.url}/`);
    await page.getByTestId('login-username').fill(stack.adminUsername);
    await page.getByTestId('login-password').fill(stack.adminPassword);
    await page.getByTestId('login-submit').click();
    await page.getByTestId('side-menu').waitFor();
    for (let run = 0; run < RUNS; run++) {
      // A full load each run: the chunk and the fonts come from the browser's cache after the first.
      await page.goto(`${stack.url}/pdf?id=${object.id}`);
      const ready = page.getByTestId('item-report-ready');
      await ready.waitFor({ timeout: 120_000 });
      (run === 0 ? first : again).push(Number(await ready.getAttribute('data-build-ms')));
    }
  } finally {
    await browser.close();
  }
  return [
    `Item PDF: an object with 20 pictures and an Arabic name, built in Chromium (${RUNS} runs)`,
    table([
      ['run', 'p50', 'p95'],
      ['first (fonts and chunk fetched)', ms(first[0]), ms(first[0])],
      ['again', ms(percentile(again, 50)), ms(percentile(again, 95))],
    ]),
    table(chunkSizes(dist)),
  ].join('\n');
}
