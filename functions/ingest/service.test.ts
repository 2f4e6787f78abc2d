import { beforeAll, describe, expect, it } from 'vitest';
import { SCAN_CLOCK_SKEW_SECONDS, SCAN_MAX_AGE_DAYS } from '../../shared/visitor-app/constants';
import type { BeaconTally } from './service';

process.env.TABLE_NAME ??= 'unit-test-table';
let checkScans: typeof import('./service').checkScans;
let partsOf: typeof import('./service').partsOf;
beforeAll(async () => {
  ({ checkScans, partsOf } = await import('./service'));
});

const NOW = Date.UTC(2026, 10, 25) / 1000;

describe('checkScans', () => {
  it('keeps good scans with their time in unix seconds and refuses each bad one with its reasons', () => {
    const { good, rejected } = checkScans(
      [
        { uniqueId: 'b1', time: NOW - 10, rssi: -60 },
        { uniqueId: 'b1', time: '2026-11-20T10:00:00+01:00', rssi: -70, battery: 55 },
        { uniqueId: 'b2', time: NOW + 3600, rssi: -60 },
        { uniqueId: 'b3', time: NOW, rssi: 5, battery: 120 },
        null,
      ],
      NOW,
    );
    expect(good.map((s) => [s.uniqueId, s.seconds])).toEqual([['b1', NOW - 10], ['b1', Date.UTC(2026, 10, 20, 9) / 1000]]);
    expect(rejected.map((r) => r.index)).toEqual([2, 3, 4]);
    expect(rejected[0].reasons[0]).toContain('future');
    expect(rejected[1]).toMatchObject({ uniqueId: 'b3', reasons: ['rssi: rssi is from -150 to 0 dBm.', 'battery: battery is a percentage, 0 to 100.'] });
    expect(rejected[2].uniqueId).toBeNull();
  });
  it(`refuses a scan older than ${SCAN_MAX_AGE_DAYS} days, and keeps one just inside`, () => {
    const oldest = NOW - SCAN_MAX_AGE_DAYS * 86_400;
    const { good, rejected } = checkScans([{ uniqueId: 'b1', time: oldest, rssi: -60 }, { uniqueId: 'b1', time: oldest - 1, rssi: -60 }, { uniqueId: 'b1', time: 1, rssi: -60 }], NOW);
    expect(good.map((s) => s.index)).toEqual([0]);
    expect(rejected.map((r) => [r.index, r.reasons])).toEqual([1, 2].map((index) => [index, [expect.stringContaining(`older than ${SCAN_MAX_AGE_DAYS} days`)]]));
  });
});

describe('partsOf', () => {
  const tally = (id: string, days: number): BeaconTally => ({
    id, uniqueId: id, total: days, days: new Map(Array.from({ length: days }, (_, d) => [`2026-11-${String(d + 1).padStart(2, '0')}`, 1])), latest: { uniqueId: id, time: NOW, rssi: -60, seconds: NOW, index: 0 },
  });

  it('keeps each part within a transaction (a marker, then each beacon whole) and cuts the same scans the same way', () => {
    const tallies = Array.from({ length: 50 }, (_, i) => tally(`b${String(i).padStart(2, '0')}`, 1 + (i % 3)));
    const parts = partsOf(tallies);
    for (const part of parts) expect(1 + part.reduce((n, t) => n + t.days.size + 1, 0)).toBeLessThanOrEqual(100);
    expect(parts.flat()).toEqual(tallies);
    expect(partsOf(tallies).map((p) => p.map((t) => t.id))).toEqual(parts.map((p) => p.map((t) => t.id)));
  });

  it('fits one beacon scanned on every day of the window in one transaction', () => {
    // The window's seconds touch one more day than they fill, in any time zone.
    const days = Math.ceil((SCAN_MAX_AGE_DAYS * 86_400 + SCAN_CLOCK_SKEW_SECONDS) / 86_400) + 1;
    const [part] = partsOf([tally('everyday', days)]);
    expect(1 + part[0].days.size + 1).toBeLessThanOrEqual(100);
  });

  it('gives a batch of one beacon one part', () => {
    expect(partsOf([tally('only', 2)])).toHaveLength(1);
  });
});
