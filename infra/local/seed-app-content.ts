import { addScans } from '../../functions/visitor-app/beacon-scans';
import { assignBeacon, createBeacon } from '../../functions/visitor-app/beacon-saves';
import { saveSettings } from '../../functions/app-settings/saves';
import { listLanguages } from '../../functions/visitor-app/language-reads';
import { addLanguage } from '../../functions/visitor-app/languages';
import { PoiGroupEntity } from '../../functions/lib/entities/poi-group';
import { localDay } from '../../functions/lib/time-zone';
import { tenantBySlug, type RegistryTenant } from '../../functions/lib/tenants';
import { createNews } from '../../functions/news/form-calls';
import { createGroup } from '../../functions/poi-groups/form-calls';
import { createPoi } from '../../functions/pois/saves';
import { AppSettingsInputSchema } from '../../shared/schemas/app-settings';
import { NewsCreateSchema } from '../../shared/schemas/news';
import { PoiCreateSchema } from '../../shared/schemas/poi';
import { PoiGroupCreateSchema } from '../../shared/schemas/poi-group';
import { adminContext } from './seed-objects';
import { GROUPS, NEWS, POIS } from './seed-app-texts';
import { drawPicture, uploadPicture } from './seed-images';

/**
 * The visitor app's content of a local museum (issue 13): POI groups, POIs in English and Arabic
 * (right to left; published on some, inherited on others), news, the app settings and beacons
 * with a week of scans. Saved through the services as the console would, so the search indexes,
 * counts and the activity log are as for any save. A museum that has POI groups is left alone.
 */
async function seedMuseum(registry: RegistryTenant, adminUsername: string): Promise<number> {
  const tenant = registry.slug;
  const { data: existing } = await PoiGroupEntity.query.byId({ tenant }).go({ limit: 1 });
  if (existing.length) return 0;
  const ctx = await adminContext(registry, adminUsername);
  if (!(await listLanguages(ctx)).some((l) => l.isoLanguage.code === 'ar')) {
    await addLanguage(ctx, { isoLanguageId: 'ar', usedInMobileApp: true, directionRightToLeft: true });
  }
  const picture = (name: string, folder: 'poi-images' | 'poi-group-images' | 'news-images' | 'app-settings-images', n: number) =>
    uploadPicture(tenant, name, drawPicture([40 + n * 50, 90, 160 - n * 20], (['circle', 'square', 'diamond', 'arch'] as const)[n % 4]), Date.now() + n, folder);

  const groups = [];
  for (const [n, title] of GROUPS.entries()) groups.push(await createGroup(ctx, PoiGroupCreateSchema.parse({ title, image: await picture(`group-${n}`, 'poi-group-images', n) })));
  const pois = [];
  for (const [n, p] of POIS.entries()) {
    const content = [
      { language: 'en', title: p.en[0], description: p.en[1] },
      { language: 'ar', title: p.ar[0], ...(p.ar[1] ? { description: p.ar[1] } : {}), state: p.published ? 'PUBLISHED' : 'INHERITED' },
    ];
    const input = { group: { id: groups[p.group].id }, content, location: { location: `${p.en[0]}, level 0`, latitude: p.at[0], longitude: p.at[1] }, featuredImage: await picture(`poi-${n}`, 'poi-images', n), externalReference: `POI-${n + 1}` };
    pois.push(await createPoi(ctx, PoiCreateSchema.parse(input)));
  }
  for (const [n, item] of NEWS.entries()) {
    const content = [
      { language: 'en', title: item.en[0], description: item.en[1] },
      { language: 'ar', title: item.ar[0], description: item.ar[1] },
    ];
    await createNews(ctx, NewsCreateSchema.parse({ date: item.date, published: item.published, content, image: await picture(`news-${n}`, 'news-images', n) }));
  }
  await saveSettings(
    ctx,
    AppSettingsInputSchema.parse({
      content: [
        { language: 'en', description: 'A museum of art and history, open every day from 9:00 to 18:00.' },
        { language: 'ar', description: 'متحف للفن والتاريخ، مفتوح يومياً من الساعة 9:00 حتى 18:00.' },
      ],
      image: await picture('logo', 'app-settings-images', 0),
      websiteLink: 'https://museum.example.org',
      mainColour: '#1d4e89',
    }),
  );

  const beacons = [];
  for (const n of [1, 2, 3]) beacons.push(await createBeacon(ctx, { uniqueId: `${tenant}-beacon-${n}`, mac: `AC:23:3F:00:00:0${n}` }));
  await assignBeacon(ctx, beacons[0].id, { uniqueId: beacons[0].uniqueId, pointOfInterestId: pois[0].id, version: beacons[0].version });
  await assignBeacon(ctx, beacons[1].id, { uniqueId: beacons[1].uniqueId, groupId: groups[1].id, version: beacons[1].version });
  const now = Math.floor(Date.now() / 1000);
  for (const [b, beacon] of beacons.entries()) {
    for (let d = 6; d >= 0; d--) {
      const at = now - d * 86_400;
      // The third beacon's battery runs low, so the card of beacons needing attention has something to show.
      const latest = { timestamp: at, batteryLevel: b === 2 ? 18 - d : 90 - d - b * 5, txPower: -59, location: { latitude: 35.8989 + b / 1000, longitude: 14.5146 } };
      await addScans(tenant, beacon, localDay(at * 1000, registry.timeZone), 20 + ((d * 7 + b * 13) % 40), latest);
    }
  }
  return GROUPS.length + POIS.length + NEWS.length + beacons.length + 1;
}

/** `npm start`: each local museum gets its app content once. */
export async function seedLocalAppContent(slugs: readonly string[], adminUsername: string): Promise<Record<string, number>> {
  const added: Record<string, number> = {};
  for (const slug of slugs) {
    const registry = await tenantBySlug(slug);
    if (registry) added[slug] = await seedMuseum(registry, adminUsername);
  }
  return added;
}
