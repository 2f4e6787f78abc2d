import { randomUUID } from 'node:crypto';
import { CSV_EXPORTS, SCAN_RANGE_MAX_DAYS } from '../../shared/app-content/constants';
import type { CsvExportRequest } from '../../shared/schemas/app-content';
import type { BeaconAssign, BeaconDto, BeaconInput, BeaconListParams, BeaconScanDto, ScanRange } from '../../shared/schemas/beacon';
import { appLanguages } from '../lib/app-content/app-languages';
import { allContent, contentSearchEntities, contentSearchWrites, searchContent } from '../lib/app-content/content-index';
import { csvReply } from '../lib/app-content/csv-reply';
import { loggable, writeWithLog } from '../lib/change-log';
import type { RequestContext } from '../lib/context';
import { BeaconEntity, type BeaconItem } from '../lib/entities/beacon';
import { BeaconScanDayEntity } from '../lib/entities/beacon-scan-day';
import { PoiEntity, type PoiItem } from '../lib/entities/poi';
import { PoiGroupEntity, type PoiGroupItem } from '../lib/entities/poi-group';
import { UniqueValueEntity } from '../lib/entities/unique-value';
import { ConflictError, NotFoundError, StaleVersionError, ValidationError } from '../lib/errors';
import { normaliseText } from '../lib/search/normalise';
import type { SearchDoc } from '../lib/search/search-doc';
import { localDay } from '../lib/time-zone';
import { Plan } from '../lib/write-plan';
import { groupSearchDoc, groupsById } from './poi-group-record';
import { poisById } from './poi-reads';
import { poiSearchDoc, poiTitle } from './poi-record';

/**
 * Beacons (spec 2 sections 2 to 7). A beacon is assigned to a POI or a POI group, never both
 * (spec 2 section 4): the assignment is one transaction of the beacon (at its version), its new
 * target (which must hold no other beacon) and its old one (which must still hold it), with their
 * search documents and the change log, so concurrent assignments cannot leave two owners.
 */
const ENTITY_TYPE = 'beacon';
/** The claim (UniqueValueEntity kind) that keeps a beacon's Unique ID the museum's once; ingest looks beacons up by it. */
export const UNIQUE_KIND = 'beaconUniqueId';
const WRITES = { beacon: BeaconEntity, poi: PoiEntity, poiGroup: PoiGroupEntity, uniqueValue: UniqueValueEntity, ...contentSearchEntities };
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

async function beaconsById(tenant: string, ids: readonly string[]): Promise<BeaconItem[]> {
  const distinct = [...new Set(ids)];
  if (!distinct.length) return [];
  const { data } = await BeaconEntity.get(distinct.map((id) => ({ tenant, id }))).go({ consistent: true, concurrency: 4 });
  const byId = new Map(data.map((b) => [b.id, b]));
  return distinct.flatMap((id) => byId.get(id) ?? []);
}

/** What the beacons' rows name: their groups' and POIs' titles, and a group's POIs. */
async function assignments(tenant: string, beacons: readonly BeaconItem[]) {
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

function assigned(b: Pick<BeaconItem, 'poiId' | 'groupId'>, a: Assignments) {
  return {
    pointOfInterestGroup: (b.groupId && a.group.get(b.groupId)) || null,
    poiList: b.poiId ? (a.poi.get(b.poiId) ? [a.poi.get(b.poiId)!] : []) : b.groupId ? (a.groupPois.get(b.groupId) ?? []) : [],
  };
}

function toBeaconDto(b: BeaconItem, a: Assignments): BeaconDto {
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
  };
}

export async function getBeacon(ctx: RequestContext, id: string) {
  const beacon = await readBeacon(ctx.tenant, id);
  return toBeaconDto(beacon, await assignments(ctx.tenant, [beacon]));
}

export async function listBeacons(ctx: RequestContext, params: BeaconListParams) {
  const { page, size } = params;
  const uniqueId = params.uniqueId ? normaliseText(params.uniqueId) : undefined;
  const mac = params.mac ? normaliseText(params.mac) : undefined;
  const passes = uniqueId || mac ? (d: SearchDoc) => (!uniqueId || d.text.uniqueId.includes(uniqueId)) && (!mac || d.text.mac.includes(mac)) : undefined;
  const found = await searchContent(ctx.tenant, 'beacon', '', passes, page, size);
  const beacons = await beaconsById(ctx.tenant, found.docs.map((d) => d.id));
  const a = await assignments(ctx.tenant, beacons);
  return { content: beacons.map((b) => toBeaconDto(b, a)), totalElements: found.total, page, size };
}

const uniqueIdTaken = (uniqueId: string) => {
  const message = `A beacon with Unique ID ${uniqueId} is already registered.`;
  return new ConflictError(message, { field: 'uniqueId', fieldErrors: { uniqueId: message } });
};

/**
 * Registers a beacon, unassigned; its Unique ID is the museum's once. The app's beacon map holds
 * assigned beacons only, so the registration leaves the app's content version where it is (the
 * gateways register beacons by the dozen; each step would otherwise cost every app its delta).
 */
export async function createBeacon(ctx: RequestContext, input: BeaconInput) {
  const item = { tenant: ctx.tenant, id: randomUUID(), uniqueId: input.uniqueId, ...(input.mac ? { mac: input.mac } : {}), totalScans: 0, version: 1 } as BeaconItem;
  const plan = new Plan(() => uniqueIdTaken(input.uniqueId));
  await writeWithLog(
    ctx,
    [{ action: 'CREATE', entityType: ENTITY_TYPE, entityId: item.id, newValue: loggable(item), shownInApp: false }],
    WRITES,
    (e) =>
      plan.attempt(() => {
        plan.add(e.beacon.create(item).commit(), () => uniqueIdTaken(input.uniqueId));
        plan.add(e.uniqueValue.create({ tenant: ctx.tenant, kind: UNIQUE_KIND, value: input.uniqueId, ownerId: item.id }).commit(), () => uniqueIdTaken(input.uniqueId));
        for (const w of contentSearchWrites(e, ctx.tenant, 'beacon', item.id, beaconSearchDoc(item))) plan.add(w, () => uniqueIdTaken(input.uniqueId));
      }),
    plan.rejection,
  );
  return getBeacon(ctx, item.id);
}

async function readTarget(tenant: string, kind: 'poi' | 'group', id: string): Promise<PoiItem | PoiGroupItem> {
  const found = kind === 'poi' ? (await poisById(tenant, [id]))[0] : (await groupsById(tenant, [id]))[0];
  if (!found) {
    const field = kind === 'poi' ? 'pointOfInterestId' : 'groupId';
    const message = kind === 'poi' ? `There is no POI ${id}.` : `There is no POI group ${id}.`;
    throw new ValidationError(message, { [field]: message });
  }
  return found;
}

/**
 * Assigns the beacon to a POI or a group, or unassigns it (both absent). A target that holds
 * another beacon is refused (409): unassign that one first. Only the MAC can change besides.
 */
export async function assignBeacon(ctx: RequestContext, id: string, input: BeaconAssign) {
  if (input.pointOfInterestId && input.groupId) {
    const message = 'A beacon is assigned to a POI or a POI group, never both.';
    throw new ValidationError(message, { pointOfInterestId: message, groupId: message });
  }
  const t = ctx.tenant;
  const current = await readBeacon(t, id);
  if (current.version !== input.version) throw new StaleVersionError('beacon');
  if (input.uniqueId !== current.uniqueId) {
    const message = "A beacon's Unique ID cannot change.";
    throw new ValidationError(message, { uniqueId: message });
  }
  const kind = input.pointOfInterestId ? 'poi' : input.groupId ? 'group' : undefined;
  const targetId = input.pointOfInterestId ?? input.groupId;
  const target = kind && targetId ? await readTarget(t, kind, targetId) : undefined;
  if (target?.beaconId && target.beaconId !== id) {
    throw new ConflictError(`${kind === 'poi' ? 'That POI' : 'That POI group'} already has beacon ${target.beaconUniqueId ?? target.beaconId}. Unassign it first.`);
  }
  const next = { ...current, version: input.version + 1 } as BeaconItem;
  delete next.poiId;
  delete next.groupId;
  // A MAC is the hardware's: an assignment that does not send one keeps it.
  if (input.mac) next.mac = input.mac;
  if (kind === 'poi') next.poiId = targetId;
  if (kind === 'group') next.groupId = targetId;
  const previous = current.poiId ? { kind: 'poi' as const, id: current.poiId } : current.groupId ? { kind: 'group' as const, id: current.groupId } : undefined;
  const same = previous && previous.kind === kind && previous.id === targetId;
  const before = previous && !same ? await readTarget(t, previous.kind, previous.id).catch(() => undefined) : undefined;
  const languages = await appLanguages(t);
  const stale = () => new StaleVersionError('beacon');
  const taken = () => new ConflictError('The POI or group was given another beacon meanwhile. Reload and try again.');
  const plan = new Plan(stale);
  await writeWithLog(
    ctx,
    [{ action: 'UPDATE', entityType: ENTITY_TYPE, entityId: id, oldValue: loggable(current), newValue: loggable(next) }],
    WRITES,
    (e) =>
      plan.attempt(() => {
        // Only the assignment's fields: the gateways' scans move the beacon's totals and readings
        // meanwhile (functions/ingest), and a whole put would set them back to what was read.
        const removed = (['poiId', 'groupId'] as const).filter((f) => !next[f]);
        const set = { version: next.version, ...(next.mac ? { mac: next.mac } : {}), ...(next.poiId ? { poiId: next.poiId } : {}), ...(next.groupId ? { groupId: next.groupId } : {}) };
        const patch = e.beacon.patch({ tenant: t, id }).set(set);
        plan.add((removed.length ? patch.remove([...removed]) : patch).where(({ version }, { eq }) => eq(version, input.version)).commit(), stale);
        for (const w of contentSearchWrites(e, t, 'beacon', id, beaconSearchDoc(next))) plan.add(w, stale);
        if (target && !same) {
          const held = { beaconId: id, beaconUniqueId: current.uniqueId };
          const entity = kind === 'poi' ? e.poi : e.poiGroup;
          plan.add(entity.patch({ tenant: t, id: target.id }).set(held).where(({ beaconId }, { notExists }) => notExists(beaconId)).commit(), taken);
          const doc = kind === 'poi' ? poiSearchDoc({ ...(target as PoiItem), ...held }, languages.defaultCode) : groupSearchDoc({ ...(target as PoiGroupItem), ...held });
          for (const w of contentSearchWrites(e, t, kind === 'poi' ? 'poi' : 'poiGroup', target.id, doc)) plan.add(w, taken);
        }
        if (before && previous) {
          const entity = previous.kind === 'poi' ? e.poi : e.poiGroup;
          plan.add(entity.patch({ tenant: t, id: before.id }).remove(['beaconId', 'beaconUniqueId']).where(({ beaconId }, { eq }) => eq(beaconId, id)).commit(), stale);
          const freed = { ...before, beaconId: undefined, beaconUniqueId: undefined };
          const doc = previous.kind === 'poi' ? poiSearchDoc(freed as PoiItem, languages.defaultCode) : groupSearchDoc(freed as PoiGroupItem);
          for (const w of contentSearchWrites(e, t, previous.kind === 'poi' ? 'poi' : 'poiGroup', before.id, doc)) plan.add(w, stale);
        }
      }),
    plan.rejection,
  );
  return getBeacon(ctx, id);
}

/** The range asked for, in the museum's days: both ends default to today. */
function scanDays(ctx: RequestContext, range: ScanRange) {
  const today = localDay(Date.now(), ctx.registry.timeZone);
  const startDate = range.startDate ?? range.endDate ?? today;
  const endDate = range.endDate ?? (range.startDate && range.startDate > today ? range.startDate : today);
  if (startDate > endDate) {
    const message = 'The start date is after the end date.';
    throw new ValidationError(message, { startDate: message });
  }
  const days = (Date.parse(endDate) - Date.parse(startDate)) / 86_400_000 + 1;
  if (days > SCAN_RANGE_MAX_DAYS) {
    const message = `Choose at most ${SCAN_RANGE_MAX_DAYS} days at once.`;
    throw new ValidationError(message, { endDate: message });
  }
  return { startDate, endDate };
}

/** Scan counts per beacon and day of a range, newest day first: one Query of the museum's scan days. */
export async function listScans(ctx: RequestContext, range: ScanRange): Promise<BeaconScanDto[]> {
  const { startDate, endDate } = scanDays(ctx, range);
  const { data } = await BeaconScanDayEntity.query.byDay({ tenant: ctx.tenant }).between({ date: startDate, beaconId: '' }, { date: endDate, beaconId: '\uffff' }).go({ pages: 'all' });
  const beacons = await beaconsById(ctx.tenant, data.map((d) => d.beaconId));
  const byId = new Map(beacons.map((b) => [b.id, b]));
  const a = await assignments(ctx.tenant, beacons);
  return data
    .map((d) => {
      const beacon = byId.get(d.beaconId);
      return { uniqueId: d.uniqueId, beaconId: d.beaconId, count: d.count, date: d.date, ...(beacon ? assigned(beacon, a) : { pointOfInterestGroup: null, poiList: [] }) };
    })
    .sort((x, y) => (x.date === y.date ? x.uniqueId.localeCompare(y.uniqueId) : x.date < y.date ? 1 : -1));
}

export async function exportScans(ctx: RequestContext, range: ScanRange) {
  const rows = (await listScans(ctx, range)).map((s) => [s.uniqueId, s.count, s.date, s.pointOfInterestGroup?.title ?? '', s.poiList.map((p) => p.title).join('; ')]);
  return csvReply(CSV_EXPORTS.beaconScans, ctx.registry.timeZone, ['Unique ID', 'Scan Count', 'Date', 'Assigned POI Group', 'Assigned POI'], rows);
}

export async function exportBeacons(ctx: RequestContext, request: CsvExportRequest) {
  const ids = request.all ? (await allContent(ctx.tenant, 'beacon')).map((d) => d.id) : request.ids;
  const rows: unknown[][] = [];
  for (let i = 0; i < ids.length; i += 500) {
    const beacons = await beaconsById(ctx.tenant, ids.slice(i, i + 500));
    const a = await assignments(ctx.tenant, beacons);
    for (const b of beacons) {
      const { pointOfInterestGroup, poiList } = assigned(b, a);
      const location = b.lastSyncedLocation as { latitude: number; longitude: number } | undefined;
      rows.push([
        b.uniqueId, b.mac ?? '', b.totalScans ?? 0, b.batteryLevel ?? '', b.txPower ?? '',
        b.lastSyncedTimestamp ? new Date(b.lastSyncedTimestamp * 1000).toISOString() : '', location ? `${location.latitude}, ${location.longitude}` : '',
        pointOfInterestGroup?.title ?? '', poiList.map((p) => p.title).join('; '),
      ]);
    }
  }
  return csvReply(CSV_EXPORTS.beacons, ctx.registry.timeZone, ['Unique ID', 'MAC Address', 'Total Scans', 'Battery Level', 'TxPower', 'Last Synced Timestamp', 'Last Synced Location', 'Assigned POI Group', 'Assigned POI'], rows);
}
