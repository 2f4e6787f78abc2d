import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import sharp, { type Sharp } from 'sharp';
import type { LocalStack } from '../infra/local/stack';
import { ObjectCreateSchema } from '../shared/schemas/object';
import { tenantHost } from '../test/support/api';
import { kb, ms, percentile, table } from './stats';

/** Objects on the measured page: the gallery of 50. */
const GALLERY = 50;
const LCP_RUNS = 5;
/** Chromium's CPU slowed 4x, as the issue asks (a mid-range phone's or an old office PC's speed). */
const CPU_SLOWDOWN = 4;
const BUDGET_MS = 2500;
const PASSWORD = 'Bench-Admin-1a';

const avg = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

/** The seeded pictures (infra/local/seed-catalog.ts): the fixtures every thumbnail figure is made from. */
export async function seedPictures(): Promise<Buffer[]> {
  const [{ SEED_OBJECTS }, { drawPicture }] = await Promise.all([import('../infra/local/seed-catalog'), import('../infra/local/seed-images')]);
  return SEED_OBJECTS.map((o) => Buffer.from(drawPicture(o.colour, o.shape)));
}

/**
 * Pictures with a photograph's fine detail, which the flat seeded drawings lack: blurred noise
 * over a colour, 400 x 300 JPEG at quality 0.9 as the form's canvas scaling uploads a photo.
 */
export function texturedPictures(count = 12): Promise<Buffer[]> {
  return Promise.all(
    Array.from({ length: count }, (_, n) =>
      sharp({ create: { width: 400, height: 300, channels: 3, background: { r: 60 + n * 15, g: 90, b: 160 - n * 8 }, noise: { type: 'gaussian', mean: 110 + n * 5, sigma: 45 } } })
        .blur(0.8 + (n % 4) * 0.6)
        .jpeg({ quality: 90 })
        .toBuffer(),
    ),
  );
}

/** Bytes and time of the thumbnail as made (WebP), beside the formats and sizes it was chosen from. */
export async function thumbnailFigures(pictures: Buffer[], label: string): Promise<string> {
  const { resizeToThumbnail, THUMBNAIL_LONG_SIDE } = await import('../functions/catalogue/objects/thumbnails/resize');
  const firstStarted = performance.now();
  await resizeToThumbnail(pictures[0]);
  const first = performance.now() - firstStarted;
  const times: number[] = [];
  const bytes: number[] = [];
  for (const picture of pictures) {
    const started = performance.now();
    const thumbnail = await resizeToThumbnail(picture);
    times.push(performance.now() - started);
    bytes.push(thumbnail.bytes.length);
  }
  const candidates: [string, (s: Sharp) => Sharp, number][] = [
    ['WebP q60, 160 px', (s) => s.webp({ quality: 60 }), 160],
    ['WebP q60, 200 px (chosen)', (s) => s.webp({ quality: 60 }), 200],
    ['WebP q60, 240 px', (s) => s.webp({ quality: 60 }), 240],
    ['WebP q80, 200 px', (s) => s.webp({ quality: 80 }), 200],
    ['JPEG q70 (mozjpeg), 200 px', (s) => s.jpeg({ quality: 70, mozjpeg: true }), 200],
    ['PNG, 200 px', (s) => s.png(), 200],
  ];
  const rows = [['format', 'average', 'largest']];
  for (const [name, encode, side] of candidates) {
    const sizes = await Promise.all(pictures.map(async (p) => (await encode(sharp(p).resize(side, side, { fit: 'inside' })).toBuffer()).length));
    rows.push([name, kb(avg(sizes)), kb(Math.max(...sizes))]);
  }
  rows.push(['the main image (400 x 300, as uploaded)', kb(avg(pictures.map((p) => p.length))), kb(Math.max(...pictures.map((p) => p.length)))]);
  return [
    `Thumbnails: ${pictures.length} ${label} made into ${THUMBNAIL_LONG_SIDE} px WebP with sharp`,
    table([
      ['figure', 'value'],
      ['bytes per thumbnail, average', `${Math.round(avg(bytes))} B (${kb(avg(bytes))})`],
      ['bytes per thumbnail, largest', `${Math.max(...bytes)} B`],
      ['time to make one (resize and encode), p50', ms(percentile(times, 50))],
      ['time to make one, p95', ms(percentile(times, 95))],
      ['the first one (sharp loaded)', ms(first)],
    ]),
    table(rows),
  ].join('\n');
}

/** A museum of 50 objects, each with its own picture and thumbnail, saved as the console saves them. */
async function galleryMuseum(pictures: Buffer[]): Promise<{ slug: string; madeMs: number[] }> {
  const { benchMuseum } = await import('./bench-museum');
  const { uploadPicture } = await import('../infra/local/seed-images');
  const { createObject } = await import('../functions/catalogue/objects/object-saves');
  const { makeThumbnail } = await import('../functions/catalogue/objects/thumbnails/make-thumbnail');
  const slug = 'bench-gallery';
  const ctx = await benchMuseum(slug);
  const { objectCount } = await import('../infra/local/seed-objects');
  const madeMs: number[] = [];
  for (let n = (await objectCount(slug)) + 1; n <= GALLERY; n++) {
    const mainImage = await uploadPicture(slug, `gallery-${n}`, pictures[n % pictures.length]);
    await createObject(ctx, ObjectCreateSchema.parse({ inventoryNumber: `G-${String(n).padStart(3, '0')}`, objectName: `Gallery object ${n}`, mainImage }));
    // As the jobs worker makes it (read, resize, write to the store); the job the save started makes the same file.
    const started = performance.now();
    await makeThumbnail(slug, mainImage.url);
    madeMs.push(performance.now() - started);
  }
  return { slug, madeMs };
}

/** The largest contentful paint of /objects at `CPU_SLOWDOWN`, in the view the list keeps. */
async function listLcp(page: Page, url: string): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.goto(url, { waitUntil: 'load' });
  await page.locator('[data-testid="object-table"], [data-testid="object-cards"]').first().waitFor();
  await page.waitForLoadState('networkidle');
  const lcp = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => resolve(list.getEntries().at(-1)!.startTime)).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await cdp.detach();
  return lcp;
}

/**
 * Issue 29's figures: bytes per thumbnail and the time to make one, over the seeded pictures; the
 * object list's LCP at 4x CPU slowdown with a page of 50 as the gallery, beside the table, in the
 * same run (Chromium; the first load with an empty cache, then loads with the cache warm).
 */
export async function benchThumbnails(stack: LocalStack): Promise<string> {
  const pictures = await seedPictures();
  const figures = [
    await thumbnailFigures(pictures, 'seeded pictures (400 x 300 PNG drawings)'),
    await thumbnailFigures(await texturedPictures(), 'textured pictures (400 x 300 JPEG with photo-like detail)'),
  ].join('\n');
  const { slug, madeMs } = await galleryMuseum(pictures);
  const made = madeMs.length ? `\nA thumbnail job's work (main image read from the store, resized, written): p50 ${ms(percentile(madeMs, 50))}, p95 ${ms(percentile(madeMs, 95))} over ${madeMs.length}.` : '';
  if (!existsSync(join(process.cwd(), 'web', 'dist', 'index.html'))) return `${figures}${made}\nObject list LCP: web/dist is missing (run npm run build:web first).`;

  const origin = `http://${tenantHost(slug, stack.port)}`;
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  const samples: Record<string, { cold: number[]; warm: number[] }> = { table: { cold: [], warm: [] }, cards: { cold: [], warm: [] } };
  let thumbnailsLoaded = 0;
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(`${origin}/`);
    await page.getByTestId('login-username').fill('admin');
    await page.getByTestId('login-password').fill(PASSWORD);
    await page.getByTestId('login-submit').click();
    await page.getByTestId('side-menu').waitFor();
    await page.goto(`${origin}/objects`);
    await page.getByTestId('object-table').waitFor();
    // A page of 50: the list's kept state (stored-list-state.ts) with the size changed.
    await page.evaluate((size) => {
      const key = Object.keys(sessionStorage).find((k) => /^list-state:objects:[^:]+$/.test(k))!;
      sessionStorage.setItem(key, JSON.stringify({ ...JSON.parse(sessionStorage.getItem(key)!), paging: { page: 0, size } }));
    }, GALLERY);
    for (let run = 0; run <= LCP_RUNS; run++) {
      for (const view of ['table', 'cards'] as const) {
        await page.evaluate((v) => {
          const key = Object.keys(sessionStorage).find((k) => /^list-state:objects:[^:]+$/.test(k))!;
          sessionStorage.setItem(`${key}:view`, JSON.stringify(v));
        }, view);
        const cdp = await page.context().newCDPSession(page);
        // The first run of each view loads everything anew; the others find the console and the thumbnails cached.
        await cdp.send('Network.setCacheDisabled', { cacheDisabled: run === 0 });
        const lcp = await listLcp(page, `${origin}/objects`);
        await cdp.detach();
        (run === 0 ? samples[view].cold : samples[view].warm).push(lcp);
        if (view === 'cards') thumbnailsLoaded = await page.locator('[data-testid="object-cards"] img').evaluateAll((imgs) => imgs.filter((i) => (i as HTMLImageElement).naturalWidth > 0).length);
      }
    }
  } finally {
    await browser.close();
  }
  const row = (name: string, s: { cold: number[]; warm: number[] }) => [name, ms(s.cold[0]), ms(percentile(s.warm, 50)), ms(percentile(s.warm, 95))];
  const worst = Math.max(...samples.cards.cold, ...samples.cards.warm);
  return [
    figures + made,
    `Object list LCP, ${GALLERY} objects a page, Chromium at ${CPU_SLOWDOWN}x CPU slowdown, 1440 x 900 (budget ${ms(BUDGET_MS)}; ${thumbnailsLoaded} thumbnails loaded in the last gallery view)`,
    table([['view', 'empty cache', `cached, p50 of ${LCP_RUNS}`, 'cached, p95'], row('table (thumbnail column)', samples.table), row('gallery (cards)', samples.cards)]),
    `Gallery's worst LCP ${ms(worst)}: ${worst <= BUDGET_MS ? 'within' : 'OVER'} the ${ms(BUDGET_MS)} budget.`,
  ].join('\n');
}
