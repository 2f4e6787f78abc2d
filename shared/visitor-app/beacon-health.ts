/**
 * A beacon's health, from what the ingest keeps on it (docs/beacon-ingest.md#health): `silent`
 * when nothing heard it for the museum's number of days (whole days of 24 hours since the latest
 * scan, or since it was registered when it was never heard: a museum's midnight changes nothing),
 * else `low-battery` when its latest reading is under the museum's threshold, else `ok`. Silent
 * comes first: a silent beacon's battery reading is old news (a dead battery goes silent).
 */
export const BEACON_HEALTH = ['ok', 'silent', 'low-battery'] as const;
export type BeaconHealth = (typeof BEACON_HEALTH)[number];

export const BEACON_HEALTH_DEFAULTS = { silentDays: 2, lowBatteryPercent: 20 } as const;
export const SILENT_DAYS_RANGE = { min: 1, max: 90 } as const;
/** A gateway that posted nothing for this long is shown as silent. */
export const GATEWAY_SILENT_SECONDS = 86_400;

export type BeaconHealthSettings = { silentDays: number; lowBatteryPercent: number };

/** Unix seconds before which a beacon last heard is silent. */
export const silentBefore = (settings: BeaconHealthSettings, nowSeconds: number) => nowSeconds - settings.silentDays * 86_400;

export function beaconHealth(b: { heardAt: number; batteryLevel: number | null }, settings: BeaconHealthSettings, nowSeconds: number): BeaconHealth {
  if (b.heardAt < silentBefore(settings, nowSeconds)) return 'silent';
  if (b.batteryLevel !== null && b.batteryLevel < settings.lowBatteryPercent) return 'low-battery';
  return 'ok';
}

/** A gateway is silent when its last batch (or, never having posted, its registration) is a day old; a revoked one never is. */
export function gatewaySilent(g: { lastSeenAt?: string; createdAt?: string; revokedAt?: string }, nowMs: number): boolean {
  if (g.revokedAt) return false;
  const since = Date.parse(g.lastSeenAt ?? g.createdAt ?? '');
  return Number.isFinite(since) && since < nowMs - GATEWAY_SILENT_SECONDS * 1000;
}
