import type { LocalStack } from '../infra/local/stack';
import { DASHBOARD_FIGURES, DASHBOARD_GROUP_BY } from '../shared/schemas/dashboard';
import { ms, percentile, table, timed } from './stats';

const SMALL = 1_000;
const LARGE = Number(process.env.BENCH_OBJECTS ?? 100_000);
const ROUNDS = 40;

/**
 * Issue 12's dashboard figure: every dashboard call at once (the eleven figures, the countries
 * and the pie for each grouping, as the screen asks them) p95, in a museum of 1,000 objects beside
 * one of 100,000, filled by `npm run seed`'s bulk writer (which keeps the same counters as the
 * saves). The answers read counters, so the ratio should stay near 1.
 */
export async function benchDashboard(stack: LocalStack): Promise<string> {
  void stack;
  const { createTenant } = await import('../functions/onboarding/service');
  const { bulkSeedObjects } = await import('../infra/local/bulk-objects');
  const { dashboardFigure, objectsByCountry, objectsByDropdown } = await import('../functions/dashboard/service');
  const museum = async (slug: string, objects: number) => {
    const registry = await createTenant({ slug, admin: { username: 'admin', password: 'Bench-Admin-1a' } });
    await bulkSeedObjects(registry, objects);
    return slug;
  };
  const small = await museum('dashsmall', SMALL);
  const large = await museum('dashlarge', LARGE);
  const allCalls = (tenant: string) => {
    const ctx = { tenant } as Parameters<typeof dashboardFigure>[0];
    return Promise.all([
      ...DASHBOARD_FIGURES.map((f) => dashboardFigure(ctx, f.path)),
      objectsByCountry(ctx),
      ...DASHBOARD_GROUP_BY.map((g) => objectsByDropdown(ctx, g)),
    ]);
  };
  const samples = { [small]: [] as number[], [large]: [] as number[] };
  // Alternating, so the machine's noise falls on both alike; the first round of each warms up.
  for (let round = 0; round <= ROUNDS; round++) {
    for (const tenant of [small, large]) {
      const t = await timed(() => allCalls(tenant));
      if (round > 0) samples[tenant].push(t);
    }
  }
  const total = (await dashboardFigure({ tenant: large } as Parameters<typeof dashboardFigure>[0], 'object-count')).toLocaleString('en');
  const [p95s, p95l] = [percentile(samples[small], 95), percentile(samples[large], 95)];
  return [
    `Dashboard: all ${DASHBOARD_FIGURES.length + 1 + DASHBOARD_GROUP_BY.length} calls together (service, local DynamoDB), ${ROUNDS} rounds`,
    table([
      ['museum', 'p50', 'p95'],
      [`${SMALL.toLocaleString('en')} objects`, ms(percentile(samples[small], 50)), ms(p95s)],
      [`${total} objects`, ms(percentile(samples[large], 50)), ms(p95l)],
    ]),
    `p95 ratio large / small: ${(p95l / p95s).toFixed(2)} (budget at most 1.2)`,
  ].join('\n');
}
