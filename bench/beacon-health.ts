import type { LocalStack } from '../infra/local/stack';
import { benchMuseum } from './bench-museum';
import { ms, percentile, table, timed } from './stats';

const BEACONS = Number(process.env.BENCH_BEACONS ?? 2_000);
const CALLS = 30;
const CONCURRENCY = 8;
const slug = 'beaconhealthbench';

/**
 * Issue 31's beacon health at a large museum's size: 2,000 beacons, one in ten silent (last heard
 * 3 days ago) and one in twenty with a low battery, their readings written as the ingest writes
 * them (the same patch: heardAt, battery, the indexes' keys). Times the beacon list's page 1, the
 * two health filters and the attention card, p50 / p95, beside the list's page 1 in the same run.
 */
export async function benchBeaconHealth(stack: LocalStack): Promise<string> {
  Object.assign(process.env, stack.env);
  const { createBeacon } = await import('../functions/visitor-app/beacon-saves');
  const { listBeacons } = await import('../functions/visitor-app/beacons');
  const { beaconAttention } = await import('../functions/visitor-app/beacon-health');
  const { BeaconEntity } = await import('../functions/lib/entities/beacon');
  const ctx = await benchMuseum(slug);
  const now = Math.floor(Date.now() / 1000);
  const started = performance.now();
  for (let n = 0; n < BEACONS; n += CONCURRENCY) {
    await Promise.all(
      Array.from({ length: Math.min(CONCURRENCY, BEACONS - n) }, async (_, i) => {
        const k = n + i;
        const beacon = await createBeacon(ctx, { uniqueId: `hb-${String(k).padStart(5, '0')}`, mac: undefined });
        const heardAt = k % 10 === 0 ? now - 3 * 86_400 : now - (k % 3600);
        const battery = k % 20 === 5 ? 10 : 60 + (k % 40);
        await BeaconEntity.patch({ tenant: slug, id: beacon.id }).set({ lastSyncedTimestamp: heardAt, heardAt, batteryLevel: battery }).go();
      }),
    );
  }
  const seeded = (performance.now() - started) / 1000;
  const page1 = { page: 0, size: 10, uniqueId: undefined, mac: undefined };
  const samples = { list: [] as number[], silent: [] as number[], low: [] as number[], card: [] as number[] };
  const silentTotal = (await listBeacons(ctx, { ...page1, health: 'silent' })).totalElements;
  const lowTotal = (await listBeacons(ctx, { ...page1, health: 'low-battery' })).totalElements;
  for (let i = 0; i < CALLS; i++) {
    samples.list.push(await timed(() => listBeacons(ctx, page1)));
    samples.silent.push(await timed(() => listBeacons(ctx, { ...page1, health: 'silent' })));
    samples.low.push(await timed(() => listBeacons(ctx, { ...page1, health: 'low-battery' })));
    samples.card.push(await timed(() => beaconAttention(ctx)));
  }
  const p = (s: number[]) => `${ms(percentile(s, 50))} / ${ms(percentile(s, 95))}`;
  const ratio = (s: number[]) => `${(percentile(s, 95) / percentile(samples.list, 95)).toFixed(2)}x`;
  return [
    `Beacon health: ${BEACONS} beacons (seeded in ${seeded.toFixed(0)} s), ${silentTotal} silent, ${lowTotal} low battery; ${CALLS} interleaved calls each`,
    table([
      ['call', 'p50 / p95', 'p95 / list page 1 p95'],
      ['baseline: GET /beacons page 1 (size 10)', p(samples.list), '1.00x'],
      [`GET /beacons?health=silent (${silentTotal})`, p(samples.silent), ratio(samples.silent)],
      [`GET /beacons?health=low-battery (${lowTotal})`, p(samples.low), ratio(samples.low)],
      ['GET /beacons/attention (the card)', p(samples.card), ratio(samples.card)],
    ]),
  ].join('\n');
}
