import { BEACON_HEALTH_DEFAULTS, beaconHealth, gatewaySilent, silentBefore, type BeaconHealth, type BeaconHealthSettings } from '../../shared/visitor-app/beacon-health';
import type { BeaconAttention } from '../../shared/schemas/beacon';
import type { RequestContext } from '../lib/context';
import { BeaconEntity, batteryOrderOf, type BeaconItem } from '../lib/entities/beacon';
import { BeaconHealthSettingsEntity } from '../lib/entities/beacon-health-settings';
import { GatewayEntity } from '../lib/entities/gateway';

/**
 * Beacon health (docs/beacon-ingest.md#health): computed from each beacon's `heardAt` and latest
 * battery reading, which the ingest's writes keep, against the museum's settings. The beacons
 * needing attention are read from the two sparse indexes those writes maintain (one Query each,
 * of the unhealthy ones only); nothing reads every beacon.
 */
const nowSeconds = () => Math.floor(Date.now() / 1000);

export async function healthSettings(tenant: string): Promise<BeaconHealthSettings> {
  const { data } = await BeaconHealthSettingsEntity.get({ tenant }).go({ consistent: true });
  return data ? { silentDays: data.silentDays, lowBatteryPercent: data.lowBatteryPercent } : { ...BEACON_HEALTH_DEFAULTS };
}

/** When the beacon was last heard: a beacon stored before `heardAt` existed counts from its latest scan or its registration. */
export const heardAtOf = (b: Pick<BeaconItem, 'heardAt' | 'lastSyncedTimestamp' | 'createdAt'>) =>
  b.heardAt ?? b.lastSyncedTimestamp ?? Math.floor(Date.parse(b.createdAt ?? '') / 1000);

export function healthOf(b: BeaconItem, settings: BeaconHealthSettings, now = nowSeconds()): BeaconHealth {
  return beaconHealth({ heardAt: heardAtOf(b), batteryLevel: b.batteryLevel ?? null }, settings, now);
}

/** The museum's beacons of one kind needing attention, by Unique ID: silent ones, or low-battery ones that are not silent. */
export async function beaconsNeedingAttention(tenant: string, kind: Exclude<BeaconHealth, 'ok'>, settings: BeaconHealthSettings): Promise<BeaconItem[]> {
  const now = nowSeconds();
  const cutoff = silentBefore(settings, now);
  const { data } =
    kind === 'silent'
      ? await BeaconEntity.query.byHeard({ tenant }).lt({ heardAt: cutoff }).go({ pages: 'all' })
      : await BeaconEntity.query.byBattery({ tenant }).lt({ batteryOrder: batteryOrderOf(settings.lowBatteryPercent) }).go({ pages: 'all' });
  // An index answers a moment behind the table; the health is checked again on what it holds.
  return data.filter((b) => healthOf(b, settings, now) === kind).sort((a, b) => a.uniqueId.localeCompare(b.uniqueId, 'en'));
}

const ATTENTION_SHOWN = 5;

export async function beaconAttention(ctx: RequestContext): Promise<BeaconAttention> {
  const settings = await healthSettings(ctx.tenant);
  const [silent, lowBattery, gateways] = await Promise.all([
    beaconsNeedingAttention(ctx.tenant, 'silent', settings),
    beaconsNeedingAttention(ctx.tenant, 'low-battery', settings),
    GatewayEntity.query.byId({ tenant: ctx.tenant }).go({ pages: 'all' }),
  ]);
  const shown = (list: BeaconItem[]) => ({
    total: list.length,
    beacons: list.slice(0, ATTENTION_SHOWN).map((b) => ({ id: b.id, uniqueId: b.uniqueId, batteryLevel: b.batteryLevel ?? null, lastSyncedTimestamp: b.lastSyncedTimestamp ?? null })),
  });
  const now = Date.now();
  const silentGateways = gateways.data
    .filter((g) => gatewaySilent(g, now))
    .map((g) => ({ id: g.id, name: g.name, lastSeenAt: g.lastSeenAt ?? null }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return { settings, silent: shown(silent), lowBattery: shown(lowBattery), silentGateways };
}
