import { beforeAll, describe, expect, inject, it } from 'vitest';
import { BEACON_HEALTH_DEFAULTS } from '../../shared/visitor-app/beacon-health';
import { Api, expectErrorBody, tenantHost, type Response } from '../support/api';
import { unique } from './context';

type Row = Record<string, any>;
const HOUR = 3600;
const DAY = 86_400;

/**
 * Beacon health (issue 31) on a museum of its own in Tokyo (UTC+9, no summer time): silent after
 * the museum's days without a scan, low battery under its threshold by the latest reading, across
 * the museum's midnight, after late batches and after a new reading; the list filter, the
 * attention card's figures and the silent gateways.
 */
describe('beacon health', () => {
  const slug = unique('hlt').toLowerCase().slice(0, 30);
  const password = 'Health-Admin-1a';
  let staff: Api;
  let host: string;
  let key: string;
  const now = () => Math.floor(Date.now() / 1000);
  const ok = (res: Response, what: string) => {
    expect(res.status, `${what}: ${JSON.stringify(res.body)?.slice(0, 400)}`).toBe(200);
    return res.body;
  };
  const post = async (scans: Row[]) => ok(await new Api(inject('stack').port, host, key).post('/ingest/scans', { batchId: unique('b-'), scans }), 'ingest');
  const scan = (uniqueId: string, time: number, battery?: number) => ({ uniqueId, time, rssi: -60, ...(battery === undefined ? {} : { battery }) });
  const healthOf = async (uniqueId: string) => (ok(await staff.get(`/api/beacons?uniqueId=${uniqueId}`), 'beacons').content as Row[]).find((b) => b.uniqueId === uniqueId)!.health;
  const listed = async (health: string, query = '&size=100') => ok(await staff.get(`/api/beacons?health=${health}${query}`), health) as { content: Row[]; totalElements: number };
  const ids = (page: { content: Row[] }) => page.content.map((b) => b.uniqueId);
  /** The latest Tokyo midnight before now, in unix seconds. */
  const tokyoMidnight = () => {
    const tokyoNow = now() + 9 * HOUR;
    return tokyoNow - (tokyoNow % DAY) - 9 * HOUR;
  };

  beforeAll(async () => {
    Object.assign(process.env, inject('stack').env);
    const { createTenant } = await import('../../functions/onboarding/service');
    await createTenant({ slug, admin: { username: 'admin', password }, timeZone: 'Asia/Tokyo' });
    const { port } = inject('stack');
    host = tenantHost(slug, port);
    staff = await new Api(port, host).login('admin', password);
    key = ok(await staff.post('/api/gateways', { name: 'Hall' }), 'gateway').key;
  });

  it('counts whole days since the latest scan: a museum midnight in between changes nothing', async () => {
    expect(ok(await staff.get('/api/beacons/health-settings'), 'defaults')).toEqual(BEACON_HEALTH_DEFAULTS);
    const midnight = tokyoMidnight();
    // Heard just before the museum's last midnight: "yesterday" there, but less than two days ago.
    const yesterdayLate = unique('late-');
    // Heard two museum days ago, 47 hours back: still within the two days.
    const twoDaysAgo = unique('two-');
    // Heard 49 hours back: silent.
    const silent = unique('quiet-');
    await post([scan(yesterdayLate, midnight - 60, 90), scan(twoDaysAgo, now() - 47 * HOUR, 90), scan(silent, now() - 49 * HOUR, 90)]);
    expect(await healthOf(yesterdayLate)).toBe('ok');
    expect(await healthOf(twoDaysAgo)).toBe('ok');
    expect(await healthOf(silent)).toBe('silent');
    expect(ids(await listed('silent'))).toEqual([silent]);
    // One day is 24 hours, not "since yesterday": the beacon heard before midnight is still fine.
    ok(await staff.put('/api/beacons/health-settings', { silentDays: 1, lowBatteryPercent: 20 }), 'one day');
    expect(await healthOf(yesterdayLate)).toBe(midnight - 60 < now() - DAY ? 'silent' : 'ok');
    expect(await healthOf(twoDaysAgo)).toBe('silent');
    expect(ids(await listed('silent')).sort()).toEqual([silent, twoDaysAgo, ...(midnight - 60 < now() - DAY ? [yesterdayLate] : [])].sort());
    ok(await staff.put('/api/beacons/health-settings', { silentDays: 2, lowBatteryPercent: 20 }), 'back to two');
    // A new scan wakes the silent one up.
    await post([scan(silent, now() - 60, 90)]);
    expect(await healthOf(silent)).toBe('ok');
    expect(ids(await listed('silent'))).not.toContain(silent);
  });

  it('follows the latest reading of the battery, whatever order the batches come in', async () => {
    const weak = unique('weak-');
    await post([scan(weak, now() - 2 * HOUR, 15)]);
    expect(await healthOf(weak)).toBe('low-battery');
    expect(ids(await listed('low-battery'))).toContain(weak);
    // A new battery: the latest reading is fine again.
    await post([scan(weak, now() - HOUR, 85)]);
    expect(await healthOf(weak)).toBe('ok');
    // A late batch from before the change brings an old, low reading: the latest stays.
    await post([scan(weak, now() - 3 * HOUR, 5)]);
    expect(await healthOf(weak)).toBe('ok');
    expect(ids(await listed('low-battery'))).not.toContain(weak);
    // Exactly at the threshold is not under it; a decimal reading just under is.
    const edge = unique('edge-');
    await post([scan(edge, now() - 60, 20)]);
    expect(await healthOf(edge)).toBe('ok');
    await post([scan(edge, now() - 30, 19.5)]);
    expect(await healthOf(edge)).toBe('low-battery');
    // Silence comes first: a low reading three days old is a silent beacon.
    const gone = unique('gone-');
    await post([scan(gone, now() - 3 * DAY, 3)]);
    expect(await healthOf(gone)).toBe('silent');
    expect(ids(await listed('low-battery'))).not.toContain(gone);
    // The threshold is the museum's.
    ok(await staff.put('/api/beacons/health-settings', { silentDays: 2, lowBatteryPercent: 90 }), 'higher threshold');
    expect(await healthOf(weak)).toBe('low-battery');
    ok(await staff.put('/api/beacons/health-settings', { silentDays: 2, lowBatteryPercent: 20 }), 'back');
  });

  it('pages and filters the beacons needing attention, and counts them on the card', async () => {
    const prefix = unique('pg').toLowerCase();
    const quiet = Array.from({ length: 7 }, (_, i) => `${prefix}-q${i}`);
    await post(quiet.map((id, i) => scan(id, now() - 3 * DAY - i, 50)));
    const first = await listed('silent', `&uniqueId=${prefix}&size=5`);
    const page = ok(await staff.get(`/api/beacons?health=silent&uniqueId=${prefix}&size=5&page=1`), 'page 2');
    expect(first.totalElements).toBe(7);
    expect([...ids(first).slice(0, 5), ...ids(page)]).toEqual(quiet);
    const card = ok(await staff.get('/api/beacons/attention'), 'card');
    expect(card.settings).toEqual(BEACON_HEALTH_DEFAULTS);
    expect(card.silent.total).toBe((await listed('silent')).totalElements);
    expect(card.lowBattery.total).toBe((await listed('low-battery')).totalElements);
    expect(card.silent.beacons.length).toBe(Math.min(5, card.silent.total));
    // The gateway posted minutes ago: not silent.
    expect(card.silentGateways).toEqual([]);
  });

  it('shows a gateway silent for a day', async () => {
    const { GatewayEntity } = await import('../../functions/lib/entities/gateway');
    const { gateway } = ok(await staff.post('/api/gateways', { name: 'Attic' }), 'attic');
    expect(gateway.silent).toBe(false);
    // Its last batch came two days ago (the stored time is moved back: the clock cannot be).
    await GatewayEntity.patch({ tenant: slug, id: gateway.id }).set({ lastSeenAt: new Date(Date.now() - 2 * DAY * 1000).toISOString() }).go();
    expect(ok(await staff.get('/api/gateways'), 'gateways').find((g: Row) => g.id === gateway.id).silent).toBe(true);
    expect(ok(await staff.get('/api/beacons/attention'), 'card').silentGateways.map((g: Row) => g.name)).toEqual(['Attic']);
    ok(await staff.delete(`/api/gateways/${gateway.id}`), 'revoke');
    expect(ok(await staff.get('/api/beacons/attention'), 'card').silentGateways).toEqual([]);
  });

  it('refuses settings out of range with the error body and keeps the ones stored', async () => {
    ok(await staff.put('/api/beacons/health-settings', { silentDays: 3, lowBatteryPercent: 25 }), 'save');
    for (const bad of [{ silentDays: 0, lowBatteryPercent: 20 }, { silentDays: 91, lowBatteryPercent: 20 }, { silentDays: 1.5, lowBatteryPercent: 20 }, { silentDays: '2', lowBatteryPercent: 20 }, { silentDays: 2, lowBatteryPercent: 100 }, { silentDays: 2 }]) {
      const res = await staff.put('/api/beacons/health-settings', bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expectErrorBody(res.body, 400);
    }
    const badFilter = await staff.get('/api/beacons?health=ok');
    expect(badFilter.status).toBe(400);
    expect(badFilter.body.fieldErrors.health).toBe('Send health=silent or health=low-battery.');
    expect(ok(await staff.get('/api/beacons/health-settings'), 'kept')).toEqual({ silentDays: 3, lowBatteryPercent: 25 });
    ok(await staff.put('/api/beacons/health-settings', BEACON_HEALTH_DEFAULTS), 'defaults again');
  });
});
