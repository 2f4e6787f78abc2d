import { gzipSync } from 'node:zlib';
import type { LocalStack } from '../infra/local/stack';
import { benchMuseum } from './bench-museum';
import { simulateGateway } from '../infra/local/gateway-simulator';
import { Api, tenantHost } from '../test/support/api';
import { kb, ms, percentile, table, timed } from './stats';

const slug = 'appbench';
const POIS = 200;
const GROUPS = 10;
const CALLS = 50;
const INGEST_SECONDS = Number(process.env.BENCH_INGEST_SECONDS ?? 60);
const INGEST_RATE = 5_000;
const BEACONS = 50;
const TEXT = 'What the object is, who made it, and why it is here: the stop as the visitor hears it. '.repeat(4);

/**
 * Issue 14's figures. The visitor app: the gzip size of a 200-POI language bundle and of the delta
 * after one edit, and the p50 of a 304 answer beside the full answer of the same call, in one run.
 * The ingest: the gateway simulator posting 5,000 scans a second of 50 beacons for 60 s through the
 * local gateway, the rate it sustained, DynamoDB writes per batch beside the batch's distinct
 * (beacon, day) pairs, and p95 per batch.
 */
export async function benchVisitorApp(stack: LocalStack): Promise<string> {
  Object.assign(process.env, stack.env);
  const { addLanguage } = await import('../functions/visitor-app/languages');
  const { createGroup } = await import('../functions/poi-groups/form-calls');
  const { createPoi, updatePoi } = await import('../functions/pois/saves');
  const { getPoi } = await import('../functions/pois/service');
  const { createGateway } = await import('../functions/gateways/service');
  const { PoiCreateSchema, PoiUpdateSchema } = await import('../shared/schemas/poi');

  const ctx = await benchMuseum(slug);
  await addLanguage(ctx, { isoLanguageId: 'ar', usedInMobileApp: true, directionRightToLeft: true });
  const groups: { id: string }[] = [];
  for (let g = 0; g < GROUPS; g++) groups.push(await createGroup(ctx, { title: `Gallery ${g + 1}` }));
  const ids: string[] = [];
  for (let k = 0; k < POIS; k++) {
    const content = [
      { language: 'en', title: `Stop ${k}`, subtitle: `Room ${k % 40}`, description: TEXT },
      { language: 'ar', title: `محطة ${k}`, subtitle: `قاعة ${k % 40}`, description: TEXT, state: 'PUBLISHED' },
    ];
    const input = { group: { id: groups[k % GROUPS].id }, content, location: { location: `Room ${k % 40}`, latitude: 35.9 + k / 1e6, longitude: 14.5 }, externalReference: `EXT-${k}` };
    ids.push((await createPoi(ctx, PoiCreateSchema.parse(input))).id);
  }

  const api = new Api(stack.port, tenantHost(slug, stack.port));
  const get = (path: string, etag?: string) => api.call('GET', path, undefined, etag ? { headers: { 'if-none-match': etag } } : {});
  const full = await get('/app/v1/bundles/en');
  const version = (full.body as { contentVersion: number }).contentVersion;
  const gz = (body: unknown) => gzipSync(JSON.stringify(body)).length;
  const fullBytes = Buffer.byteLength(JSON.stringify(full.body));

  // One edit: a POI's English subtitle.
  const poi = await getPoi(ctx, ids[7]);
  const edited = { ...poi.data, version: poi.version, content: poi.data.content.map((c) => (c.language === 'en' ? { ...c, subtitle: 'Room 7, by the window' } : c)) };
  await updatePoi(ctx, ids[7], PoiUpdateSchema.parse(edited));
  const delta = await get(`/app/v1/bundles/en?since=${version}`);

  const fullMs: number[] = [];
  const notModifiedMs: number[] = [];
  const etag = String((await get('/app/v1/bundles/en')).headers.etag);
  for (let i = 0; i < CALLS; i++) {
    fullMs.push(await timed(() => get('/app/v1/bundles/en')));
    notModifiedMs.push(await timed(() => get('/app/v1/bundles/en', etag)));
  }
  const statusOf304 = (await get('/app/v1/bundles/en', etag)).status;

  // The ingest: a gateway of this museum, 50 beacons (registered by their first batch, before the clock starts).
  const { key } = await createGateway(ctx, { name: 'Bench gateway' });
  const host = tenantHost(slug, stack.port);
  await simulateGateway({ port: stack.port, host, key, beacons: BEACONS, rate: BEACONS * 10, seconds: 1, concurrency: 1, replayShare: 0, lateShare: 0 });
  const run = await simulateGateway({ port: stack.port, host, key, beacons: BEACONS, rate: INGEST_RATE, seconds: INGEST_SECONDS, concurrency: Number(process.env.BENCH_INGEST_CONCURRENCY ?? 8) });

  return [
    `Visitor app API: ${POIS} POIs in 2 languages, ${GROUPS} groups; ${CALLS} calls each`,
    table([
      ['answer', 'size', 'gzip'],
      [`full bundle (en, ${POIS} POIs)`, kb(fullBytes), kb(gz(full.body))],
      ['delta after one edit (since the previous version)', kb(Buffer.byteLength(JSON.stringify(delta.body))), kb(gz(delta.body))],
    ]),
    table([
      ['GET /app/v1/bundles/en', 'p50', 'p95'],
      ['full answer (200)', ms(percentile(fullMs, 50)), ms(percentile(fullMs, 95))],
      [`If-None-Match with its ETag (${statusOf304})`, ms(percentile(notModifiedMs, 50)), ms(percentile(notModifiedMs, 95))],
    ]),
    `Ingest: the simulator at ${INGEST_RATE.toLocaleString('en')} scans/s of ${BEACONS} beacons for ${INGEST_SECONDS} s, 8 batches in flight, 500 scans a batch (budget: at least 5,000 scans/s sustained)`,
    table([
      ['figure', 'value'],
      ['scans counted per second, sustained', `${Math.round(run.scansPerSecond).toLocaleString('en')} (${run.accepted.toLocaleString('en')} in ${run.seconds.toFixed(1)} s)`],
      ['DynamoDB writes per batch (p50) / distinct (beacon, day) pairs per batch (p50)', `${percentile(run.writes, 50)} / ${percentile(run.days, 50)}`],
      ['time per batch p50 / p95', `${ms(percentile(run.latencies, 50))} / ${ms(percentile(run.latencies, 95))}`],
      ['batches posted again (each counted nothing) / failed batches', `${run.replays} / ${run.failures}`],
    ]),
  ].join('\n');
}
