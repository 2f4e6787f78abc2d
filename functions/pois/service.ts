import type { PoiListParams } from '../../shared/schemas/poi';
import { appLanguages, type AppLanguages } from '../lib/app-content/app-languages';
import { has, searchContent } from '../lib/app-content/content-index';
import type { RequestContext } from '../lib/context';
import type { PoiItem } from '../lib/entities/poi';
import type { SearchDoc } from '../lib/search/search-doc';
import { groupsById } from '../visitor-app/poi-group-record';
import { toPoiDto } from '../visitor-app/poi-record';
import { poisById, readPoi } from '../visitor-app/poi-reads';

/** POIs (spec 2 sections 2 to 7): the reads and the CSV export. The saves are `saves.ts`. */
export async function dtos(tenant: string, items: readonly PoiItem[], languages?: AppLanguages) {
  const [groups, langs] = await Promise.all([groupsById(tenant, items.map((i) => i.groupId)), languages ?? appLanguages(tenant)]);
  const titles = new Map(groups.map((g) => [g.id, g.title]));
  return items.map((item) => toPoiDto(item, titles.get(item.groupId), langs));
}

export async function getPoi(ctx: RequestContext, id: string) {
  const [dto] = await dtos(ctx.tenant, [await readPoi(ctx.tenant, id)]);
  return dto;
}

export async function listPois(ctx: RequestContext, params: PoiListParams) {
  const { page, size, groupId, itemId, language } = params;
  const tests: ((d: SearchDoc) => boolean)[] = [];
  if (groupId) tests.push((d) => d.exact.group === groupId);
  if (itemId) tests.push((d) => has(d.text.items, itemId));
  if (language) tests.push((d) => has(d.text.languages, language));
  const passes = tests.length ? (doc: SearchDoc) => tests.every((t) => t(doc)) : undefined;
  // The languages do not depend on the page: read while the index answers (one round trip fewer).
  const languages = appLanguages(ctx.tenant);
  const found = await searchContent(ctx.tenant, 'poi', params.title ?? params.value ?? '', passes, page, size);
  const items = await poisById(ctx.tenant, found.docs.map((d) => d.id));
  return { content: await dtos(ctx.tenant, items, await languages), totalElements: found.total, page, size };
}

/** The POIs as options of the beacon assignment (those without a beacon when asked). */
export async function poiOptions(ctx: RequestContext, notAssignedToBeacon: boolean, value?: string) {
  const docs = (await searchContent(ctx.tenant, 'poi', value ?? '', notAssignedToBeacon ? (d) => !d.exact.beacon : undefined, 0, Number.MAX_SAFE_INTEGER)).docs;
  return docs.map((d) => ({ id: d.id, title: d.name ?? d.id, beaconId: d.exact.beacon ?? null }));
}
