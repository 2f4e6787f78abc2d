import { randomUUID } from 'node:crypto';
import type { BeaconAssign, BeaconInput } from '../../shared/schemas/beacon';
import type { BeaconHealthSettings } from '../../shared/visitor-app/beacon-health';
import { appLanguages } from '../lib/app-content/app-languages';
import { contentSearchEntities, contentSearchWrites } from '../lib/app-content/content-index';
import { loggable, writeWithLog } from '../lib/change-log';
import type { RequestContext } from '../lib/context';
import { BEACON_UNIQUE_KIND, BeaconEntity, type BeaconItem } from '../lib/entities/beacon';
import { BeaconHealthSettingsEntity } from '../lib/entities/beacon-health-settings';
import { PoiEntity, type PoiItem } from '../lib/entities/poi';
import { PoiGroupEntity, type PoiGroupItem } from '../lib/entities/poi-group';
import { UniqueValueEntity } from '../lib/entities/unique-value';
import { ConflictError, StaleVersionError, ValidationError } from '../lib/errors';
import { Plan } from '../lib/write-plan';
import { beaconSearchDoc, getBeacon, readBeacon } from './beacons';
import { groupSearchDoc, groupsById } from './poi-group-record';
import { poisById } from './poi-reads';
import { poiSearchDoc } from './poi-record';

/**
 * The beacons' saves. A beacon is assigned to a POI or a POI group, never both (spec 2 section 4):
 * the assignment is one transaction of the beacon (at its version), its new target (which must
 * hold no other beacon) and its old one (which must still hold it), with their search documents
 * and the change log, so concurrent assignments cannot leave two owners.
 */
const ENTITY_TYPE = 'beacon';
const WRITES = { beacon: BeaconEntity, poi: PoiEntity, poiGroup: PoiGroupEntity, uniqueValue: UniqueValueEntity, ...contentSearchEntities };

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
  // Never heard yet: its silence counts from now (beacon-health.ts).
  const heardAt = Math.floor(Date.now() / 1000);
  const item = { tenant: ctx.tenant, id: randomUUID(), uniqueId: input.uniqueId, ...(input.mac ? { mac: input.mac } : {}), totalScans: 0, heardAt, version: 1 } as BeaconItem;
  const plan = new Plan(() => uniqueIdTaken(input.uniqueId));
  await writeWithLog(
    ctx,
    [{ action: 'CREATE', entityType: ENTITY_TYPE, entityId: item.id, newValue: loggable(item), shownInApp: false }],
    WRITES,
    (e) =>
      plan.attempt(() => {
        plan.add(e.beacon.create(item).commit(), () => uniqueIdTaken(input.uniqueId));
        plan.add(e.uniqueValue.create({ tenant: ctx.tenant, kind: BEACON_UNIQUE_KIND, value: input.uniqueId, ownerId: item.id }).commit(), () => uniqueIdTaken(input.uniqueId));
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

/** When the museum calls a beacon silent or its battery low (beacon-health.ts). */
export async function saveHealthSettings(ctx: RequestContext, input: BeaconHealthSettings): Promise<BeaconHealthSettings> {
  const { data: current } = await BeaconHealthSettingsEntity.get({ tenant: ctx.tenant }).go({ consistent: true });
  const next = { tenant: ctx.tenant, ...input, version: (current?.version ?? 0) + 1 };
  await writeWithLog(
    ctx,
    [{ action: current ? 'UPDATE' : 'CREATE', entityType: 'beaconHealthSettings', entityId: 'settings', ...(current ? { oldValue: loggable(current) } : {}), newValue: loggable(next) }],
    { settings: BeaconHealthSettingsEntity },
    // Two numbers of one small form: the last save wins, as the other museum settings do.
    (e) => [e.settings.put(next).commit()],
  );
  return input;
}
