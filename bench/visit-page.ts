import { chromium, type Browser, type Page } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { LocalStack } from '../infra/local/stack';
import { picture } from '../test/e2e/support';
import { Api, tenantHost } from '../test/support/api';
import { benchMuseum } from './bench-museum';
import { kb, ms, percentile, table } from './stats';

const slug = 'visitbench';
const POIS = 200;
const RUNS = 5;
const BUDGET_JS = 100 * 1024;
const BUDGET_LCP_MS = 2_500;
const TEXT = 'What the object is, who made it, and why it is here: the stop as the visitor hears it. '.repeat(4);
/** Slow 4G as the issue names it: about 400 kbps down and up, 400 ms round trip. */
const SLOW_4G = { offline: false, latency: 400, downloadThroughput: (400 * 1024) / 8, uploadThroughput: (400 * 1024) / 8 };

/**
 * Issue 31's figures for the visitor page: the JS gzip each page loads (from the files the
 * browser asked for), its LCP on a first visit at 4x CPU with a slow-4G network (Chromium's CDP),
 * and the repeat visit offline (the service worker's copy): time until the POI's title shows.
 * A museum of 200 POIs in English and Arabic; the POI has a 400 x 300 featured image.
 */
export async function benchVisitPage(stack: LocalStack): Promise<string> {
  const dist = join(process.cwd(), 'web', 'dist', 'visit');
  if (!existsSync(join(dist, 'index.html'))) return 'Visitor page: web/dist/visit is missing (run npm run build:web first).';
  const poiId = await museum(stack);
  const origin = `http://${tenantHost(slug, stack.port)}`;
  const pages = [
    ['/visit', '/visit'],
    ['/visit/poi/{id}', `/visit/poi/${poiId}`],
  ] as const;
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic'] });
  const rows = [['page', 'JS gzip', 'LCP p50 (slow 4G, 4x CPU)', `LCP worst of ${RUNS}`, 'repeat visit offline, p50', 'worst']];
  let worstJs = 0;
  let worstLcp = 0;
  try {
    for (const [name, path] of pages) {
      const lcps: number[] = [];
      const offline: number[] = [];
      let js = 0;
      for (let run = 0; run < RUNS; run++) {
        const first = await firstVisit(browser, `${origin}${path}`, dist);
        lcps.push(first.lcp);
        js = first.js;
        offline.push(first.offlineRepeatMs);
      }
      worstJs = Math.max(worstJs, js);
      worstLcp = Math.max(worstLcp, percentile(lcps, 50));
      rows.push([name, kb(js), ms(percentile(lcps, 50)), ms(Math.max(...lcps)), ms(percentile(offline, 50)), ms(Math.max(...offline))]);
    }
  } finally {
    await browser.close();
  }
  const worker = gzipSync(readFileSync(join(dist, 'sw.js'))).length;
  return [
    `Visitor page (/visit), ${POIS} POIs in English and Arabic, ${RUNS} first visits each in a new browser context`,
    table(rows),
    `JS ${kb(worstJs)} of ${kb(BUDGET_JS)} ${worstJs <= BUDGET_JS ? 'ok' : 'OVER'}; LCP p50 ${ms(worstLcp)} of ${ms(BUDGET_LCP_MS)} ${worstLcp <= BUDGET_LCP_MS ? 'ok' : 'OVER'}; the service worker (${kb(worker)} gzip) loads after the page, not counted`,
  ].join('\n');
}

async function museum(stack: LocalStack): Promise<string> {
  Object.assign(process.env, stack.env);
  const { addLanguage } = await import('../functions/visitor-app/languages');
  const { createGroup } = await import('../functions/poi-groups/form-calls');
  const { createPoi } = await import('../functions/pois/saves');
  const { PoiCreateSchema } = await import('../shared/schemas/poi');
  const ctx = await benchMuseum(slug);
  await addLanguage(ctx, { isoLanguageId: 'ar', usedInMobileApp: true, directionRightToLeft: true });
  const api = await new Api(stack.port, tenantHost(slug, stack.port)).login('admin', 'Bench-Admin-1a');
  const ticket = (await api.post('/api/uploads/poi-images', { fileName: 'astrolabe.png', contentType: 'image/png' })).body;
  const form = new FormData();
  for (const [k, v] of Object.entries(ticket.fields as Record<string, string>)) form.append(k, v);
  form.append('file', new Blob([new Uint8Array(picture(7))], { type: 'image/png' }), 'astrolabe.png');
  await fetch(ticket.url, { method: 'POST', body: form });
  const featuredImage = { uid: ticket.key, name: 'astrolabe.png', url: ticket.publicUrl };
  const groups = [];
  for (let g = 0; g < 10; g++) groups.push(await createGroup(ctx, { title: `Gallery ${g + 1}` }));
  let first = '';
  for (let k = 0; k < POIS; k++) {
    const content = [
      { language: 'en', title: `Stop ${k}`, subtitle: `Room ${k % 40}`, description: TEXT },
      { language: 'ar', title: `محطة ${k}`, subtitle: `قاعة ${k % 40}`, description: TEXT, state: 'PUBLISHED' },
    ];
    const input = { group: { id: groups[k % 10].id }, content, location: { location: `Room ${k % 40}`, latitude: 35.9 + k / 1e6, longitude: 14.5 }, ...(k === 0 ? { featuredImage } : {}) };
    const id = (await createPoi(ctx, PoiCreateSchema.parse(input))).id;
    first ||= id;
  }
  return first;
}

/** A first visit throttled (LCP, and the JS it fetched), then offline, a repeat visit from the worker's copy. */
async function firstVisit(browser: Browser, url: string, dist: string) {
  const context = await browser.newContext({ locale: 'en-GB' });
  try {
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(url, { waitUntil: 'load' });
    await page.locator('main[aria-busy="false"]').waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    const lcp = await largestContentfulPaint(page);
    const js = scripts.filter((p) => p.startsWith('/visit/assets/')).reduce((sum, p) => sum + gzipSync(readFileSync(join(dist, p.slice('/visit/'.length)))).length, 0);

    // The repeat visit: the worker in charge and its copy kept, then no network at all.
    const kept = () => page.evaluate(async () => Boolean(navigator.serviceWorker.controller && (await caches.match('/app/v1/bundles/en'))));
    for (let wait = 0; !(await kept()); wait++) {
      if (wait > 600) throw new Error('The worker did not keep the bundle within a minute.');
      await page.waitForTimeout(100);
    }
    await cdp.send('Network.emulateNetworkConditions', { offline: true, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await context.setOffline(true);
    const started = Date.now();
    await page.reload({ waitUntil: 'commit' });
    await page.locator('main[aria-busy="false"] h2').first().waitFor({ timeout: 30_000 });
    return { lcp, js, offlineRepeatMs: Date.now() - started };
  } finally {
    await context.close();
  }
}

/** The last largest-contentful-paint entry: the page has settled, so no larger paint follows. */
function largestContentfulPaint(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve(entries[entries.length - 1].startTime);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
}
