import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { API_FUNCTION_TIMEOUT_MS } from '../../shared/constants';
import { GATEWAY_NEW_BEACONS_PER_DAY as CAP, INGEST_COUNT_RESERVE_MS, INGEST_MAX_SCANS, SCAN_CLOCK_SKEW_SECONDS, SCAN_MAX_AGE_DAYS } from '../../shared/visitor-app/constants';
import { Api, expectErrorBody, tenantHost, type Response } from '../support/api';
import { unique } from './context';

type Row = Record<string, any>;

/**
 * Beacon gateways (issue 14) on a museum of its own (Asia/Qatar): keys shown once and refused
 * once rotated or revoked, batches counted exactly once however often they come, the latest state
 * by the scans' own time, bad scans refused one by one, and the counts on the scans page and CSV.
 */
describe('beacon gateway ingest', () => {
  const slug = unique('ing').toLowerCase().slice(0, 30);
  const password = 'Ingest-Admin-1a';
  let staff: Api;
  let host: string;
  const ok = (res: Response, what: string) => {
    expect(res.status, `${what}: ${JSON.stringify(res.body)?.slice(0, 400)}`).toBe(200);
    return res.body;
  };
  const gatewayPost = (key: string, body: unknown) => new Api(inject('stack').port, host, key).post('/ingest/scans', body);
  const newGateway = async (name = unique('Gateway ')) => ok(await staff.post('/api/gateways', { name }), 'gateway') as { gateway: Row; key: string };
  // Scans are kept for a recent window only: the days here are six and five days ago, in Qatar
  // (UTC+3 all year, so the evening and midnight below are the same hours in every season).
  const DAY = new Date(Date.now() - 6 * 86_400_000).toISOString().slice(0, 10);
  const NEXT_DAY = new Date(Date.parse(DAY) + 86_400_000).toISOString().slice(0, 10);
  /** 10:00 in Qatar on DAY. */
  const AT_10 = Math.floor(Date.parse(`${DAY}T10:00:00+03:00`) / 1000);
  const scan = (uniqueId: string, time: number, extra: Row = {}) => ({ uniqueId, time, rssi: -60, ...extra });
  const beaconOf = async (uniqueId: string) => (ok(await staff.get(`/api/beacons?uniqueId=${uniqueId}`), 'beacons').content as Row[]).find((b) => b.uniqueId === uniqueId)!;
  const scansOn = async (day: string) => ok(await staff.get(`/api/beacons/scans?startDate=${day}&endDate=${day}`), 'scans') as Row[];
  const newIds = (n: number, prefix: string) => Array.from({ length: n }, (_, i) => unique(`${prefix}${i}-`));
  const appVersion = async () => ok(await new Api(inject('stack').port, host).get('/app/v1/config'), 'config').contentVersion as number;

  beforeAll(async () => {
    Object.assign(process.env, inject('stack').env);
    const { createTenant } = await import('../../functions/onboarding/service');
    await createTenant({ slug, admin: { username: 'admin', password }, timeZone: 'Asia/Qatar' });
    const { port } = inject('stack');
    host = tenantHost(slug, port);
    staff = await new Api(port, host).login('admin', password);
  });

  it('shows a key once, keeps only its hash, and refuses it once rotated or revoked', async () => {
    const { gateway, key } = await newGateway('Lobby');
    expect(gateway).toMatchObject({ name: 'Lobby', lastSeenAt: null, revokedAt: null, keyHint: key.slice(-4) });
    const list = ok(await staff.get('/api/gateways'), 'list');
    expect(JSON.stringify(list)).not.toContain(key.split('.')[1]);
    const id = unique('beacon-');
    ok(await gatewayPost(key, { batchId: 'k1', scans: [scan(id, AT_10)] }), 'first key');
    expect(ok(await staff.get('/api/gateways'), 'seen').find((g: Row) => g.id === gateway.id).lastSeenAt).not.toBeNull();
    const rotated = ok(await staff.post(`/api/gateways/${gateway.id}/key`), 'rotate');
    for (const [sent, why] of [[key, 'rotated'], ['', 'none'], [`${gateway.id}.wrong`, 'wrong'], ['garbage', 'garbage']] as const) {
      const res = await gatewayPost(sent, { batchId: 'k2', scans: [scan(id, AT_10)] });
      expect(res.status, why).toBe(401);
      expectErrorBody(res.body, 401);
    }
    ok(await gatewayPost(rotated.key, { batchId: 'k3', scans: [scan(id, AT_10)] }), 'new key');
    ok(await staff.delete(`/api/gateways/${gateway.id}`), 'revoke');
    const revoked = await gatewayPost(rotated.key, { batchId: 'k4', scans: [scan(id, AT_10)] });
    expect(revoked.status).toBe(401);
    expect(revoked.body.debugMessage).toContain('revoked');
    // A key of this museum is nothing on another museum's host.
    const other = await newGateway();
    const elsewhere = await new Api(inject('stack').port, tenantHost('demo', inject('stack').port), other.key).post('/ingest/scans', { batchId: 'x', scans: [scan(id, AT_10)] });
    expect(elsewhere.status).toBe(401);
    expect((await beaconOf(id)).totalScans).toBe(2);
  });

  it('counts a batch once however often it is posted, at once or later', async () => {
    const { key } = await newGateway();
    const ids = [unique('dup-a-'), unique('dup-b-')];
    const batch = { batchId: unique('batch-'), scans: Array.from({ length: 300 }, (_, i) => scan(ids[i % 2], AT_10 + i)) };
    const answers = await Promise.all([gatewayPost(key, batch), gatewayPost(key, batch), gatewayPost(key, batch)]);
    for (const a of answers) expect(a.status, JSON.stringify(a.body)).toBe(200);
    expect(answers.filter((a) => !a.body.duplicate)).toHaveLength(1);
    const replay = ok(await gatewayPost(key, batch), 'replay');
    expect(replay).toMatchObject({ duplicate: true, accepted: 300, writes: expect.any(Number) });
    for (const id of ids) expect((await beaconOf(id)).totalScans).toBe(150);
    const day = (await scansOn(DAY)).filter((r) => ids.includes(r.uniqueId));
    expect(day.map((r) => r.count)).toEqual([150, 150]);
    // The same id with other scans is another batch that reused the id: refused, nothing counted.
    const reused = await gatewayPost(key, { ...batch, scans: batch.scans.slice(0, 10) });
    expect(reused.status).toBe(409);
    expectErrorBody(reused.body, 409);
    for (const id of ids) expect((await beaconOf(id)).totalScans).toBe(150);
  });

  it('sums per beacon and day in the museum zone, registers unknown beacons, and follows the latest scan by its own time', async () => {
    const { key } = await newGateway();
    const id = unique('late-');
    // 23:30 in Qatar is still DAY there though it is 20:30 UTC; an hour later it is the next day.
    const lateEvening = Math.floor(Date.parse(`${DAY}T20:30:00Z`) / 1000);
    const afterMidnight = lateEvening + 3600;
    const newer = ok(await gatewayPost(key, { batchId: unique('n-'), scans: [scan(id, lateEvening, { battery: 50 }), scan(id, afterMidnight, { battery: 40, txPower: -59, location: { latitude: 35.9, longitude: 14.5 } })] }), 'newer');
    expect(newer).toMatchObject({ accepted: 2, registered: [id], days: 2 });
    // An older batch arriving late adds its counts but leaves the readings of the newer scan.
    ok(await gatewayPost(key, { batchId: unique('o-'), scans: [scan(id, lateEvening - 7200, { battery: 90, txPower: -70, location: { latitude: 1, longitude: 1 } })] }), 'older');
    const beacon = await beaconOf(id);
    expect(beacon).toMatchObject({ totalScans: 3, batteryLevel: 40, txPower: -59, lastSyncedTimestamp: afterMidnight, lastSyncedLocation: { latitude: 35.9, longitude: 14.5 }, poiList: [], pointOfInterestGroup: null });
    expect((await scansOn(DAY)).find((r) => r.uniqueId === id)?.count).toBe(2);
    expect((await scansOn(NEXT_DAY)).find((r) => r.uniqueId === id)?.count).toBe(1);
    // The scans CSV says the same.
    const csv = await staff.get(`/api/beacons/scans/export?startDate=${DAY}&endDate=${NEXT_DAY}`);
    const rows = parse(String(csv.body), { bom: true, columns: true }) as Row[];
    expect(rows.filter((r) => r['Unique ID'] === id).map((r) => [r.Date, r['Scan Count']]).sort()).toEqual([[DAY, '2'], [NEXT_DAY, '1']]);
    // The registration is in the change log, by the gateway.
    expect(ok(await staff.get(`/api/activities/audit?objectId=${beacon.id}&objectType=beacon`), 'audit')[0]).toMatchObject({ action: 'create', username: expect.stringContaining('Gateway') });
  });

  it('refuses bad scans one by one with reasons and keeps the good ones', async () => {
    const { key } = await newGateway();
    const id = unique('mixed-');
    const future = Math.floor(Date.now() / 1000) + 3600;
    const res = ok(
      await gatewayPost(key, {
        batchId: unique('m-'),
        scans: [scan(id, AT_10), { uniqueId: id, time: AT_10, rssi: 12 }, { time: AT_10, rssi: -50 }, scan(id, future), scan('bad id!', AT_10), 'not a scan', scan(id, `${DAY}T10:00:00+03:00` as unknown as number), { ...scan(id, AT_10), location: { latitude: 91, longitude: 0 } }],
      }),
      'mixed',
    );
    expect(res.accepted).toBe(2);
    expect(res.rejected.map((r: Row) => r.index)).toEqual([1, 2, 3, 4, 5, 7]);
    expect(res.rejected[0]).toMatchObject({ uniqueId: id, reasons: ['rssi: rssi is from -150 to 0 dBm.'] });
    expect(res.rejected[2].reasons[0]).toContain('future');
    expect((await beaconOf(id)).totalScans).toBe(2);
    // Nothing countable: 400 with the reasons, nothing stored.
    const none = await gatewayPost(key, { batchId: unique('z-'), scans: [{ uniqueId: id, rssi: -40 }] });
    expect(none.status).toBe(400);
    expectErrorBody(none.body, 400);
    expect(none.body.rejected).toHaveLength(1);
    for (const body of [{ scans: [] }, { batchId: 'a', scans: [] }, { batchId: 'a', scans: Array.from({ length: 501 }, () => scan(id, AT_10)) }, { batchId: 'a b', scans: [scan(id, AT_10)] }]) {
      const refused = await gatewayPost(key, body);
      expect(refused.status).toBe(400);
      expectErrorBody(refused.body, 400);
    }
    expect((await beaconOf(id)).totalScans).toBe(2);
  });

  it(`registers at most ${CAP} new beacons per gateway and day, refusing the rest scan by scan and keeping the others`, async () => {
    const { key } = await newGateway();
    const known = unique('known-');
    ok(await staff.post('/api/beacons', { uniqueId: known }), 'known beacon');
    const fresh = newIds(CAP + 5, 'cap-');
    const scans = [scan(known, AT_10), ...fresh.map((id, i) => scan(id, AT_10 + i)), scan(known, AT_10 + 1)];
    const res = ok(await gatewayPost(key, { batchId: unique('c-'), scans }), 'capped');
    expect(res.registered).toEqual(fresh.slice(0, CAP));
    expect(res.accepted).toBe(CAP + 2);
    expect(res.rejected.map((r: Row) => [r.index, r.uniqueId])).toEqual(fresh.slice(CAP).map((id, i) => [1 + CAP + i, id]));
    for (const r of res.rejected) expect(r.reasons).toEqual([expect.stringContaining(`its ${CAP} new beacons of today`)]);
    expect((await beaconOf(known)).totalScans).toBe(2);
    expect(await beaconOf(fresh[CAP])).toBeUndefined();
    // Spent for this gateway today: a later batch counts known beacons and refuses new ones.
    const later = ok(await gatewayPost(key, { batchId: unique('c-'), scans: [scan(fresh[CAP], AT_10), scan(known, AT_10 + 2)] }), 'later');
    expect(later).toMatchObject({ accepted: 1, registered: [], rejected: [{ index: 0, uniqueId: fresh[CAP] }] });
    const onlyNew = await gatewayPost(key, { batchId: unique('c-'), scans: [scan(fresh[CAP + 1], AT_10)] });
    expect(onlyNew.status).toBe(400);
    expectErrorBody(onlyNew.body, 400);
    expect(onlyNew.body.rejected).toMatchObject([{ index: 0, uniqueId: fresh[CAP + 1] }]);
    // Another gateway has its own allowance.
    const other = await newGateway();
    expect(ok(await gatewayPost(other.key, { batchId: unique('c-'), scans: [scan(fresh[CAP], AT_10)] }), 'other').registered).toEqual([fresh[CAP]]);
  });

  it("registers beacons without moving the app's content version, so apps keep their deltas", async () => {
    const { key } = await newGateway();
    const before = await appVersion();
    const res = ok(await gatewayPost(key, { batchId: unique('v-'), scans: newIds(5, 'ver-').map((id) => scan(id, AT_10)) }), 'new beacons');
    expect(res.registered).toHaveLength(5);
    expect(await appVersion()).toBe(before);
  });

  it(`answers a batch of ${INGEST_MAX_SCANS} new beacons well inside the deadline, and its retry changes nothing`, async () => {
    const { key } = await newGateway();
    const batch = { batchId: unique('big-'), scans: newIds(INGEST_MAX_SCANS, 'big-').map((id, i) => scan(id, AT_10 + i)) };
    const started = Date.now();
    const res = ok(await gatewayPost(key, batch), 'big');
    expect(Date.now() - started).toBeLessThan(API_FUNCTION_TIMEOUT_MS / 2);
    expect(res).toMatchObject({ accepted: CAP, duplicate: false });
    expect(res.registered).toHaveLength(CAP);
    expect(res.rejected).toHaveLength(INGEST_MAX_SCANS - CAP);
    expect(ok(await gatewayPost(key, batch), 'retry')).toMatchObject({ accepted: CAP, duplicate: true, registered: [] });
  });

  it('stops registering while there is time left to count, and refuses those scans one by one', async () => {
    const { withDeadline } = await import('../../functions/lib/dynamodb/client');
    const { ingestScans } = await import('../../functions/ingest/service');
    const { tenantBySlug } = await import('../../functions/lib/tenants');
    const { key } = await newGateway();
    const known = unique('known-');
    ok(await staff.post('/api/beacons', { uniqueId: known }), 'known beacon');
    const fresh = newIds(3, 'late-reg-');
    const ctx = { tenant: slug, registry: await tenantBySlug(slug), logIdentifier: 'test', clientAddress: '127.0.0.1' };
    const batch = { batchId: unique('t-'), scans: [...fresh.map((id) => scan(id, AT_10)), scan(known, AT_10)] };
    // Less than the reserve is left from the start: nothing is registered, the known beacon counts.
    const res = await withDeadline(INGEST_COUNT_RESERVE_MS - 1, () => ingestScans(ctx, { authorization: `Bearer ${key}` }, batch));
    expect(res).toMatchObject({ accepted: 1, registered: [] });
    expect(res.rejected.map((r) => r.uniqueId)).toEqual(fresh);
    for (const r of res.rejected) expect(r.reasons).toEqual([expect.stringContaining('post its scans again')]);
    expect(await beaconOf(fresh[0])).toBeUndefined();
    expect((await beaconOf(known)).totalScans).toBe(1);
    // Posted again with time to spare, they are registered and counted.
    expect(ok(await gatewayPost(key, { batchId: unique('t-'), scans: fresh.map((id) => scan(id, AT_10)) }), 'again').registered).toEqual(fresh);
  });

  it(`refuses scans older than ${SCAN_MAX_AGE_DAYS} days or ahead of the clock one by one, however far back a batch reaches`, async () => {
    const { key } = await newGateway();
    const id = unique('window-');
    const now = Math.floor(Date.now() / 1000);
    // One scan a day for 150 days back (one beacon on 150 days), a scan of 1970 and one ahead of the clock.
    const daily = Array.from({ length: 150 }, (_, d) => scan(id, now - d * 86_400 - 60));
    const batch = { batchId: unique('w-'), scans: [...daily, scan(id, 1), scan(id, now + SCAN_CLOCK_SKEW_SECONDS + 120)] };
    const res = ok(await gatewayPost(key, batch), 'window');
    expect(res.accepted).toBe(SCAN_MAX_AGE_DAYS);
    const old = res.rejected.filter((r: Row) => r.index < 151);
    expect(old.map((r: Row) => r.index)).toEqual([...Array.from({ length: 150 - SCAN_MAX_AGE_DAYS }, (_, i) => SCAN_MAX_AGE_DAYS + i), 150]);
    for (const r of old) expect(r.reasons).toEqual([expect.stringContaining(`older than ${SCAN_MAX_AGE_DAYS} days`)]);
    expect(res.rejected.at(-1)).toMatchObject({ index: 151, reasons: [expect.stringContaining('future')] });
    expect((await beaconOf(id)).totalScans).toBe(SCAN_MAX_AGE_DAYS);
    expect(ok(await gatewayPost(key, batch), 'retry')).toMatchObject({ duplicate: true, accepted: SCAN_MAX_AGE_DAYS });
  });
});
