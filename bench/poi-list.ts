import type { LocalStack } from '../infra/local/stack';
import { benchMuseum } from './bench-museum';
import { ms, percentile, table, timed } from './stats';

const POIS = Number(process.env.BENCH_POIS ?? 5_000);
const GROUPS = 20;
const CALLS = 30;
const CONCURRENCY = 8;
const slug = 'poibench';
const LANGUAGES = ['en', 'fr', 'de', 'es', 'ar'];
const TEXT = 'A stop of the visitor route: what the object is, who made it, and why it is here. '.repeat(3);

/**
 * Issue 13's figures: the POI list with 5,000 POIs in 5 languages (each saved through the
 * service, as the console saves them): page 1, and filtered by group and by language, p95, beside
 * the bare DynamoDB Query of ten POI items in the same run; and the CSV export of all of them,
 * its time and the process's peak memory while it runs.
 */
export async function benchPoiList(stack: LocalStack): Promise<string> {
  Object.assign(process.env, stack.env);
  const { addLanguage } = await import('../functions/visitor-app/languages');
  const { createGroup } = await import('../functions/poi-groups/form-calls');
  const { createPoi } = await import('../functions/pois/saves');
  const { listPois } = await import('../functions/pois/service');
  const { exportPois } = await import('../functions/pois/export');
  const { PoiEntity } = await import('../functions/lib/entities/poi');
  const { refreshSnapshot } = await import('../functions/lib/search/snapshot');
  const { forgetIndexes, scopeOf } = await import('../functions/lib/search/scoped-index');
  const { PoiCreateSchema } = await import('../shared/schemas/poi');

  const started = performance.now();
  const phase = (name: string) => process.stderr.write(`POI list bench: ${name} (${((performance.now() - started) / 1000).toFixed(0)} s)\n`);
  const ctx = await benchMuseum(slug);
  for (const code of LANGUAGES.slice(1)) await addLanguage(ctx, { isoLanguageId: code, usedInMobileApp: true, directionRightToLeft: code === 'ar' });
  const groups: { id: string }[] = [];
  for (let g = 0; g < GROUPS; g++) groups.push(await createGroup(ctx, { title: `Gallery ${g + 1}` }));

  for (let n = 0; n < POIS; n += CONCURRENCY) {
    await Promise.all(
      Array.from({ length: Math.min(CONCURRENCY, POIS - n) }, (_, i) => {
        const k = n + i;
        const content = LANGUAGES.map((language) => ({ language, title: `Stop ${k} ${language}`, subtitle: `Room ${k % 40}`, description: TEXT, ...(language === 'en' ? {} : { state: 'PUBLISHED' }) }));
        const input = { group: { id: groups[k % GROUPS].id }, content, location: { location: `Room ${k % 40}`, latitude: 35.9 + k / 1e6, longitude: 14.5 }, externalReference: `EXT-${k}` };
        return createPoi(ctx, PoiCreateSchema.parse(input));
      }),
    );
    if (n % 1000 === 0) phase(`${n} POIs saved`);
  }
  const seededSeconds = (performance.now() - started) / 1000;
  await refreshSnapshot(scopeOf(slug, 'poi'), { full: true });
  forgetIndexes();

  const page1 = { page: 0, size: 10 };
  const byGroup = { ...page1, groupId: groups[3].id };
  const byLanguage = { ...page1, language: 'ar' };
  const cold = await timed(() => listPois(ctx, page1));
  const total = (await listPois(ctx, page1)).totalElements;
  const groupTotal = (await listPois(ctx, byGroup)).totalElements;
  const samples = { first: [] as number[], group: [] as number[], language: [] as number[], bare: [] as number[] };
  for (let i = 0; i < CALLS; i++) {
    samples.first.push(await timed(() => listPois(ctx, page1)));
    samples.group.push(await timed(() => listPois(ctx, byGroup)));
    samples.language.push(await timed(() => listPois(ctx, byLanguage)));
    samples.bare.push(await timed(() => PoiEntity.query.byId({ tenant: slug }).go({ limit: 10 })));
  }

  // The export of everything: its time and the peak resident memory above the level before it.
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
  let bytes = 0;
  const exportMs = await timed(async () => {
    const reply = await exportPois(ctx, { all: true, language: undefined });
    bytes = (reply.body as Buffer).length;
  });
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);

  const p = (s: number[]) => `${ms(percentile(s, 50))} / ${ms(percentile(s, 95))}`;
  const bare = percentile(samples.bare, 95);
  const ratio = (s: number[]) => `${(percentile(s, 95) / bare).toFixed(1)}x`;
  return [
    `POI list: ${total} POIs in ${LANGUAGES.length} languages, ${GROUPS} groups (seeded through the service in ${seededSeconds.toFixed(0)} s); ${CALLS} calls each, cold first page ${ms(cold)}`,
    table([
      ['call (size 10)', 'p50 / p95', 'p95 / bare Query p95'],
      ['page 1', p(samples.first), ratio(samples.first)],
      [`filtered by group (${groupTotal} POIs)`, p(samples.group), ratio(samples.group)],
      ['filtered by language (ar)', p(samples.language), ratio(samples.language)],
      ['baseline: bare Query of 10 POI items', p(samples.bare), '1.0x'],
    ]),
    `CSV export of all ${total} POIs: ${ms(exportMs)}, ${(bytes / 1024 / 1024).toFixed(1)} MB, peak RSS +${((peak - before) / 1024 / 1024).toFixed(0)} MB above ${(before / 1024 / 1024).toFixed(0)} MB`,
  ].join('\n');
}
