import type { BeaconDto, BeaconListParams } from '../../shared/schemas/beacon';
import type { BeaconHealthSettings } from '../../shared/visitor-app/beacon-health';
import { appLanguages } from '../lib/app-content/app-languages';
import { searchContent } from '../lib/app-content/content-index';
import type { RequestContext } from '../lib/context';
import { BeaconEntity, type BeaconItem } from '../lib/entities/beacon';
import { PoiEntity, type PoiItem } from '../lib/entities/poi';
import { NotFoundError } from '../lib/errors';
import { normaliseText } from '../lib/search/normalise';
import type { SearchDoc } from '../lib/search/search-doc';
import { beaconsNeedingAttention, healthOf, healthSettings } from './beacon-health';
import { groupsById } from './poi-group-record';
import { poisById } from './poi-reads';
import { poiTitle } from './poi-record';

/**
 * Beacons (spec 2 sections 2 to 7): the reads a beacon list or form waits on. The saves
 * (beacon-saves.ts) and the scans and exports (beacon-reports.ts) load with their first call.
 */
/** A group's POIs listed under its beacon's row: the first ones, by id. */
const GROUP_POIS_SHOWN = 20;

export function beaconSearchDoc(item: Pick<BeaconItem, 'id' | 'uniqueId' | 'mac'>): SearchDoc {
  const uniqueId = normaliseText(item.uniqueId);
  const mac = normaliseText(item.mac ?? '');
  return { id: item.id, terms: [uniqueId, ...(mac ? [mac] : [])], exact: {}, text: { uniqueId, mac }, number: item.uniqueId, sort: uniqueId };
}

export async function readBeacon(tenant: string, id: string): Promise<BeaconItem> {
  const { data } = await BeaconEntity.get({ tenant, id }).go({ consistent: true });
  if (!data) throw new NotFoundError(`There is no beacon ${id}.`);
  return data;
}

export async function beaconsById(tenant: string, ids: readonly string[]): Promise<BeaconItem[]> {
  const distinct = [...new Set(ids)];
  if (!distinct.length) return [];
  const { data } = await BeaconEntity.get(distinct.map((id) => ({ tenant, id }))).go({ consistent: true, concurrency: 4 });
  const byId = new Map(data.map((b) => [b.id, b]));
  return distinct.flatMap((id) => byId.get(id) ?? []);
}

/** What the beacons' rows name: their groups' and POIs' titles, and a group's POIs. */
export async function assignments(tenant: string, beacons: readonly BeaconItem[]) {
  const languages = await appLanguages(tenant);
  const groupIds = beacons.flatMap((b) => (b.groupId ? [b.groupId] : []));
  const [groups, pois, groupPois] = await Promise.all([
    groupsById(tenant, groupIds),
    poisById(tenant, [...new Set(beacons.flatMap((b) => (b.poiId ? [b.poiId] : [])))]),
    Promise.all([...new Set(groupIds)].map(async (id) => [id, (await PoiEntity.query.byGroup({ tenant, groupId: id }).go({ count: GROUP_POIS_SHOWN })).data] as const)),
  ]);
  const title = (p: Pick<PoiItem, 'id' | 'content'>) => ({ id: p.id, title: poiTitle(p, languages.defaultCode) });
  return {
    group: new Map(groups.map((g) => [g.id, { id: g.id, title: g.title }])),
    poi: new Map(pois.map((p) => [p.id, title(p)])),
    groupPois: new Map(groupPois.map(([id, list]) => [id, list.map(title)])),
  };
}
type Assignments = Awaited<ReturnType<typeof assignments>>;

export function assigned(b: Pick<BeaconItem, 'poiId' | 'groupId'>, a: Assignments) {
  return {
    pointOfInterestGroup: (b.groupId && a.group.get(b.groupId)) || null,
    poiList: b.poiId ? (a.poi.get(b.poiId) ? [a.poi.get(b.poiId)!] : []) : b.groupId ? (a.groupPois.get(b.groupId) ?? []) : [],
  };
}

function toBeaconDto(b: BeaconItem, a: Assignments, settings: BeaconHealthSettings): BeaconDto {
  return {
    id: b.id,
    version: b.version,
    uniqueId: b.uniqueId,
    mac: b.mac ?? null,
    totalScans: b.totalScans ?? 0,
    batteryLevel: b.batteryLevel ?? null,
    txPower: b.txPower ?? null,
    lastSyncedTimestamp: b.lastSyncedTimestamp ?? null,
    lastSyncedLocation: (b.lastSyncedLocation as BeaconDto['lastSyncedLocation']) ?? null,
    ...assigned(b, a),
    pointOfInterestId: b.poiId ?? null,
    groupId: b.groupId ?? null,
    health: healthOf(b, settings),
  };
}

export async function getBeacon(ctx: RequestContext, id: string) {
  const [beacon, settings] = await Promise.all([readBeacon(ctx.tenant, id), healthSettings(ctx.tenant)]);
  return toBeaconDto(beacon, await assignments(ctx.tenant, [beacon]), settings);
}

/** A page of the beacons needing attention of one kind, with the text filters: read from the health indexes (beacon-health.ts). */
async function beaconsOfHealth(ctx: RequestContext, params: BeaconListParams, passes: ((d: SearchDoc) => boolean) | undefined, settings: BeaconHealthSettings) {
  const { page, size } = params;
  const all = (await beaconsNeedingAttention(ctx.tenant, params.health!, settings)).filter((b) => !passes || passes(beaconSearchDoc(b)));
  const beacons = all.slice(page * size, (page + 1) * size);
  const a = await assignments(ctx.tenant, beacons);
  return { content: beacons.map((b) => toBeaconDto(b, a, settings)), totalElements: all.length, page, size };
}

export async function listBeacons(ctx: RequestContext, params: BeaconListParams) {
  const { page, size } = params;
  const uniqueId = params.uniqueId ? normaliseText(params.uniqueId) : undefined;
  const mac = params.mac ? normaliseText(params.mac) : undefined;
  const passes = uniqueId || mac ? (d: SearchDoc) => (!uniqueId || d.text.uniqueId.includes(uniqueId)) && (!mac || d.text.mac.includes(mac)) : undefined;
  const settings = await healthSettings(ctx.tenant);
  if (params.health) return beaconsOfHealth(ctx, params, passes, settings);
  const found = await searchContent(ctx.tenant, 'beacon', '', passes, page, size);
  const beacons = await beaconsById(ctx.tenant, found.docs.map((d) => d.id));
  const a = await assignments(ctx.tenant, beacons);
  return { content: beacons.map((b) => toBeaconDto(b, a, settings)), totalElements: found.total, page, size };
}
