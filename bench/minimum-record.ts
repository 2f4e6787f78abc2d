import type { LocalStack } from '../infra/local/stack';
import { DASHBOARD_FIGURES, DASHBOARD_GROUP_BY } from '../shared/schemas/dashboard';
import type { MinimumRecordField } from '../shared/schemas/minimum-record';
import { ms, percentile, table, timed } from './stats';

const OBJECTS = Number(process.env.BENCH_OBJECTS ?? 100_000);
const ROUNDS = 40;
/** Presence patterns a museum of untidy data might have: far more than `npm run seed` makes. */
const MANY_PATTERNS = 5_000;

/**
 * Issue 29's minimum record at 100,000 objects (filled by `npm run seed`'s bulk writer, which
 * keeps the same counters and search documents as the saves): the card beside the dashboard's
 * other calls, and again with thousands of presence patterns; `GET /api/objects?missing=` page 1
 * p95 beside the unfiltered page 1, through the list's service.
 */
export async function benchMinimumRecord(stack: LocalStack): Promise<string> {
  void stack;
  const { createTenant } = await import('../functions/onboarding/service');
  const { bulkSeedObjects } = await import('../infra/local/bulk-objects');
  const { dashboardFigure, objectsByCountry, objectsByDropdown } = await import('../functions/dashboard/service');
  const { minimumRecordFigure } = await import('../functions/dashboard/minimum-record');
  const { CounterEntity } = await import('../functions/lib/entities/counter');
  const { PRESENCE_PREFIX } = await import('../functions/catalogue/dashboard-figures/object-facts');
  const { listObjects } = await import('../functions/objects/service');
  const { forgetIndexes } = await import('../functions/catalogue/objects/search/object-search');
  const { rebuildSearchIndex } = await import('../functions/catalogue/objects/search/object-snapshot');

  const tenant = 'minrec';
  const registry = await createTenant({ slug: tenant, admin: { username: 'admin', password: 'Bench-Admin-1a' } });
  await bulkSeedObjects(registry, OBJECTS);
  const ctx = { tenant } as Parameters<typeof dashboardFigure>[0];
  const others = () => Promise.all([...DASHBOARD_FIGURES.map((f) => dashboardFigure(ctx, f.path)), objectsByCountry(ctx), ...DASHBOARD_GROUP_BY.map((g) => objectsByDropdown(ctx, g))]);
  const card = () => minimumRecordFigure(ctx);
  const patterns = async (slug: string) => (await CounterEntity.query.byName({ tenant: slug }).begins({ name: PRESENCE_PREFIX }).go({ pages: 'all' })).data.length;

  // A second museum's card with MANY_PATTERNS pattern counters (written directly: only the card reads them).
  const untidy = 'minrecuntidy';
  await createTenant({ slug: untidy, admin: { username: 'admin', password: 'Bench-Admin-1a' } });
  for (let from = 0; from < MANY_PATTERNS; from += 100) {
    await Promise.all(Array.from({ length: 100 }, (_, i) => CounterEntity.put({ tenant: untidy, name: PRESENCE_PREFIX + (from + i).toString(36), count: 20 }).go()));
  }
  const untidyCard = () => minimumRecordFigure({ tenant: untidy } as typeof ctx);

  const samples: Record<string, number[]> = { others: [], card: [], both: [], untidy: [] };
  for (let round = 0; round <= ROUNDS; round++) {
    const times = { others: await timed(others), card: await timed(card), both: await timed(() => Promise.all([others(), card()])), untidy: await timed(untidyCard) };
    if (round > 0) for (const [k, t] of Object.entries(times)) samples[k].push(t);
  }
  const figure = await card();

  // The list: page 1 unfiltered beside page 1 of the objects lacking a field, each warm (the
  // index loaded, the lazy chunk imported) before it is timed.
  // The seed's last changes lie within the index's overlap of its snapshot: merged on every call
  // (and asking for a refresh), unlike a museum at rest. A snapshot past them, as the refresh job makes.
  await new Promise((r) => setTimeout(r, 6000));
  await rebuildSearchIndex(tenant);
  forgetIndexes();
  const listCtx = { tenant } as Parameters<typeof listObjects>[0];
  const cases: [string, MinimumRecordField | undefined][] = [
    ['page 1, no filter', undefined],
    ['missing=objectTitle (about 60 % lack it)', 'objectTitle'],
    ['missing=mainImage (every object lacks it)', 'mainImage'],
    ['missing=description (none lacks it: the whole walk, empty page)', 'description'],
  ];
  const listed: Record<string, { samples: number[]; total: number }> = {};
  for (const [name, missing] of cases) {
    const call = () => listObjects(listCtx, { page: 0, size: 10, ...(missing ? { missing } : {}) });
    listed[name] = { samples: [], total: (await call()).totalElements };
  }
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, missing] of cases) listed[name].samples.push(await timed(() => listObjects(listCtx, { page: 0, size: 10, ...(missing ? { missing } : {}) })));
  }
  const base = percentile(listed[cases[0][0]].samples, 95);

  const row = (name: string, s: number[]) => [name, ms(percentile(s, 50)), ms(percentile(s, 95))];
  return [
    `Minimum record (issue 29) at ${OBJECTS.toLocaleString('en')} objects, ${ROUNDS} rounds (service, local DynamoDB)`,
    `The card: ${figure.meeting.toLocaleString('en')} of ${figure.objects.toLocaleString('en')} meet the default choice; ${await patterns(tenant)} presence patterns in this museum`,
    table([
      ['calls', 'p50', 'p95'],
      row(`the dashboard's other ${DASHBOARD_FIGURES.length + 1 + DASHBOARD_GROUP_BY.length} calls together`, samples.others),
      row('the minimum-record card alone', samples.card),
      row('all of them together', samples.both),
      row(`the card, a museum of ${MANY_PATTERNS.toLocaleString('en')} presence patterns`, samples.untidy),
    ]),
    `GET /api/objects page 1 of 10 (service: the index walk and the page's BatchGet)`,
    table([
      ['list', 'total', 'p50', 'p95', 'p95 / unfiltered'],
      ...cases.map(([name]) => [name, listed[name].total.toLocaleString('en'), ms(percentile(listed[name].samples, 50)), ms(percentile(listed[name].samples, 95)), (percentile(listed[name].samples, 95) / base).toFixed(2)]),
    ]),
  ].join('\n');
}
