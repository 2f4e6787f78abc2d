import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { Api, expectErrorBody, tenantHost, type Response } from '../support/api';
import { unique } from './context';

type Row = Record<string, any>;

/**
 * Beacon gateways (issue 14) on a museum of its own (Europe/Malta): keys shown once and refused
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
  /** A time of 2026-11-20 in Malta (UTC+1): 10:00 local. */
  const NOV_20 = Math.floor(Date.UTC(2026, 10, 20, 9, 0, 0) / 1000);
  const scan = (uniqueId: string, time: number, extra: Row = {}) => ({ uniqueId, time, rssi: -60, ...extra });
  const beaconOf = async (uniqueId: string) => (ok(await staff.get(`/api/beacons?uniqueId=${uniqueId}`), 'beacons').content as Row[]).find((b) => b.uniqueId === uniqueId)!;
  const scansOn = async (day: string) => ok(await staff.get(`/api/beacons/scans?startDate=${day}&endDate=${day}`), 'scans') as Row[];

  beforeAll(async () => {
    Object.assign(process.env, inject('stack').env);
    const { createTenant } = await import('../../functions/onboarding/service');
    await createTenant({ slug, admin: { username: 'admin', password }, timeZone: 'Europe/Malta' });
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
    ok(await gatewayPost(key, { batchId: 'k1', scans: [scan(id, NOV_20)] }), 'first key');
    expect(ok(await staff.get('/api/gateways'), 'seen').find((g: Row) => g.id === gateway.id).lastSeenAt).not.toBeNull();
    const rotated = ok(await staff.post(`/api/gateways/${gateway.id}/key`), 'rotate');
    for (const [sent, why] of [[key, 'rotated'], ['', 'none'], [`${gateway.id}.wrong`, 'wrong'], ['garbage', 'garbage']] as const) {
      const res = await gatewayPost(sent, { batchId: 'k2', scans: [scan(id, NOV_20)] });
      expect(res.status, why).toBe(401);
      expectErrorBody(res.body, 401);
    }
    ok(await gatewayPost(rotated.key, { batchId: 'k3', scans: [scan(id, NOV_20)] }), 'new key');
    ok(await staff.delete(`/api/gateways/${gateway.id}`), 'revoke');
    const revoked = await gatewayPost(rotated.key, { batchId: 'k4', scans: [scan(id, NOV_20)] });
    expect(revoked.status).toBe(401);
    expect(revoked.body.debugMessage).toContain('revoked');
    // A key of this museum is nothing on another museum's host.
    const other = await newGateway();
    const elsewhere = await new Api(inject('stack').port, tenantHost('demo', inject('stack').port), other.key).post('/ingest/scans', { batchId: 'x', scans: [scan(id, NOV_20)] });
    expect(elsewhere.status).toBe(401);
    expect((await beaconOf(id)).totalScans).toBe(2);
  });

  it('counts a batch once however often it is posted, at once or later', async () => {
    const { key } = await newGateway();
    const ids = [unique('dup-a-'), unique('dup-b-')];
    const batch = { batchId: unique('batch-'), scans: Array.from({ length: 300 }, (_, i) => scan(ids[i % 2], NOV_20 + i)) };
    const answers = await Promise.all([gatewayPost(key, batch), gatewayPost(key, batch), gatewayPost(key, batch)]);
    for (const a of answers) expect(a.status, JSON.stringify(a.body)).toBe(200);
    expect(answers.filter((a) => !a.body.duplicate)).toHaveLength(1);
    const replay = ok(await gatewayPost(key, batch), 'replay');
    expect(replay).toMatchObject({ duplicate: true, accepted: 300, writes: expect.any(Number) });
    for (const id of ids) expect((await beaconOf(id)).totalScans).toBe(150);
    const day = (await scansOn('2026-11-20')).filter((r) => ids.includes(r.uniqueId));
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
    // 23:30 in Malta on the 20th is the 20th there though it is 22:30 UTC; 00:30 on the 21st is the 21st.
    const lateEvening = Math.floor(Date.UTC(2026, 10, 20, 22, 30) / 1000);
    const afterMidnight = lateEvening + 3600;
    const newer = ok(await gatewayPost(key, { batchId: unique('n-'), scans: [scan(id, lateEvening, { battery: 50 }), scan(id, afterMidnight, { battery: 40, txPower: -59, location: { latitude: 35.9, longitude: 14.5 } })] }), 'newer');
    expect(newer).toMatchObject({ accepted: 2, registered: [id], days: 2 });
    // An older batch arriving late adds its counts but leaves the readings of the newer scan.
    ok(await gatewayPost(key, { batchId: unique('o-'), scans: [scan(id, lateEvening - 7200, { battery: 90, txPower: -70, location: { latitude: 1, longitude: 1 } })] }), 'older');
    const beacon = await beaconOf(id);
    expect(beacon).toMatchObject({ totalScans: 3, batteryLevel: 40, txPower: -59, lastSyncedTimestamp: afterMidnight, lastSyncedLocation: { latitude: 35.9, longitude: 14.5 }, poiList: [], pointOfInterestGroup: null });
    expect((await scansOn('2026-11-20')).find((r) => r.uniqueId === id)?.count).toBe(2);
    expect((await scansOn('2026-11-21')).find((r) => r.uniqueId === id)?.count).toBe(1);
    // The scans CSV says the same.
    const csv = await staff.get('/api/beacons/scans/export?startDate=2026-11-20&endDate=2026-11-21');
    const rows = parse(String(csv.body), { bom: true, columns: true }) as Row[];
    expect(rows.filter((r) => r['Unique ID'] === id).map((r) => [r.Date, r['Scan Count']]).sort()).toEqual([['2026-11-20', '2'], ['2026-11-21', '1']]);
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
        scans: [scan(id, NOV_20), { uniqueId: id, time: NOV_20, rssi: 12 }, { time: NOV_20, rssi: -50 }, scan(id, future), scan('bad id!', NOV_20), 'not a scan', scan(id, '2026-11-20T10:00:00+01:00' as unknown as number), { ...scan(id, NOV_20), location: { latitude: 91, longitude: 0 } }],
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
    for (const body of [{ scans: [] }, { batchId: 'a', scans: [] }, { batchId: 'a', scans: Array.from({ length: 501 }, () => scan(id, NOV_20)) }, { batchId: 'a b', scans: [scan(id, NOV_20)] }]) {
      const refused = await gatewayPost(key, body);
      expect(refused.status).toBe(400);
      expectErrorBody(refused.body, 400);
    }
    expect((await beaconOf(id)).totalScans).toBe(2);
  });
});
