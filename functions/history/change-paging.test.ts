import { describe, expect, it } from 'vitest';
import { dayCounter, DAY_PREFIX, hourCounter, HOUR_PREFIX } from '../lib/activity-counters';
import { localDay } from '../lib/time-zone';
import { pageOfChanges, spanOf, type ChangeLogStore, type Span } from './change-paging';

/** An activity log in memory, its counters kept by the same key functions the writes use. */
function memoryLog(timestamps: string[]) {
  const counters = new Map<string, number>();
  for (const t of timestamps) for (const key of [dayCounter(t), hourCounter(t)]) counters.set(key, (counters.get(key) ?? 0) + 1);
  const sorted = [...timestamps].sort();
  const within = (s: Span) => sorted.filter((t) => Date.parse(t) >= s.from && Date.parse(t) < s.to);
  let read = 0;
  const store: ChangeLogStore<string> = {
    dayCounts: async (fromDay, toDay) =>
      [...counters].filter(([k]) => k.startsWith(DAY_PREFIX) && k.slice(DAY_PREFIX.length) >= fromDay && k.slice(DAY_PREFIX.length) <= toDay).map(([k, count]) => ({ day: k.slice(DAY_PREFIX.length), count })),
    hourCounts: async (day) =>
      [...counters].filter(([k]) => k.startsWith(`${HOUR_PREFIX}${day}T`)).map(([k, count]) => ({ hour: k.slice(HOUR_PREFIX.length), count })),
    countBetween: async (s) => {
      read += within(s).length;
      return within(s).length;
    },
    newestBetween: async (s, limit) => within(s).reverse().slice(0, limit),
  };
  return { store, readByCounting: () => read };
}

/** Entries every `minutes` from `from` to `to` (UTC). */
function every(minutes: number, from: string, to: string): string[] {
  const out: string[] = [];
  for (let t = Date.parse(from); t < Date.parse(to); t += minutes * 60_000) out.push(new Date(t).toISOString());
  return out;
}

async function allPages(store: ChangeLogStore<string>, span: Span, size: number) {
  const first = await pageOfChanges(store, span, 0, size);
  const pages = [first];
  for (let page = 1; page * size < first.totalElements; page++) pages.push(await pageOfChanges(store, span, page, size));
  return { total: first.totalElements, entries: pages.flatMap((p) => p.content), maxRead: Math.max(...pages.map((p) => p.itemsRead)) };
}

const MALTA = 'Europe/Malta';
const entries = every(7, '2024-03-28T00:00:00.000Z', '2024-04-03T00:00:00.000Z');
const autumn = every(7, '2024-10-25T00:00:00.000Z', '2024-10-29T00:00:00.000Z');

describe('activity log days in the museum time zone', () => {
  it('pages the 23-hour day of the March change in Malta: every entry of that local day, once, newest first', async () => {
    const { store } = memoryLog(entries);
    const expected = entries.filter((t) => localDay(t, MALTA) === '2024-03-31').reverse();
    // 00:00 in Malta is 23:00 UTC the day before; at 01:00 UTC the clocks go from 02:00 to 03:00.
    expect(expected.at(-1)! >= '2024-03-30T23:00:00.000Z' && expected.at(-1)! < '2024-03-30T23:07:00.000Z').toBe(true);
    expect(expected[0] < '2024-03-31T22:00:00.000Z' && expected[0] >= '2024-03-31T21:53:00.000Z').toBe(true);
    const { total, entries: paged, maxRead } = await allPages(store, spanOf('2024-03-31', '2024-03-31', MALTA), 10);
    expect(total).toBe(expected.length);
    expect(paged).toEqual(expected);
    // 23 hours of entries, one every 7 minutes.
    expect(expected.length).toBeLessThan((23 * 60) / 7 + 1);
    // A page reads at most one hour's entries before it plus itself.
    expect(maxRead).toBeLessThanOrEqual(Math.ceil(60 / 7) + 10);
  });

  it('pages the 25-hour day of the October change in Malta', async () => {
    const { store } = memoryLog(autumn);
    const expected = autumn.filter((t) => localDay(t, MALTA) === '2024-10-27').reverse();
    const { total, entries: paged } = await allPages(store, spanOf('2024-10-27', '2024-10-27', MALTA), 10);
    expect(total).toBe(expected.length);
    expect(paged).toEqual(expected);
    // 25 hours of entries, one every 7 minutes.
    expect(expected.length).toBeGreaterThan((24 * 60) / 7);
  });

  it('pages a range of days across the change, whole UTC days read from their counters', async () => {
    const { store, readByCounting } = memoryLog(entries);
    const days = new Set(['2024-03-29', '2024-03-30', '2024-03-31', '2024-04-01']);
    const expected = entries.filter((t) => days.has(localDay(t, MALTA))).reverse();
    const { total, entries: paged } = await allPages(store, spanOf('2024-03-29', '2024-04-01', MALTA), 50);
    expect(total).toBe(expected.length);
    expect(paged).toEqual(expected);
    expect(readByCounting()).toBe(0);
  });

  it('starts and ends days inside a UTC hour for a half-hour zone', async () => {
    const { store } = memoryLog(entries);
    const KOLKATA = 'Asia/Kolkata';
    const expected = entries.filter((t) => localDay(t, KOLKATA) === '2024-03-30').reverse();
    // India is UTC+5:30: its day begins at 18:30 UTC, inside a UTC hour.
    expect(expected.at(-1)! >= '2024-03-29T18:30:00.000Z' && expected.at(-1)! < '2024-03-29T18:37:00.000Z').toBe(true);
    const { total, entries: paged } = await allPages(store, spanOf('2024-03-30', '2024-03-30', KOLKATA), 10);
    expect(total).toBe(expected.length);
    expect(paged).toEqual(expected);
  });

  it('reads a range given to the instant, both ends included, and the whole log without bounds', async () => {
    const { store } = memoryLog(entries);
    // Both bounds are entries' own instants, to see that both ends are included.
    const from = entries.find((t) => t >= '2024-03-30T10:14:00.000Z')!;
    const to = entries.find((t) => t >= '2024-03-31T03:30:00.000Z')!;
    const expected = entries.filter((t) => t >= from && t <= to).reverse();
    expect(expected.at(-1)).toBe(from);
    expect(expected[0]).toBe(to);
    const { total, entries: paged } = await allPages(store, spanOf(from, to, MALTA), 10);
    expect(total).toBe(expected.length);
    expect(paged).toEqual(expected);
    expect((await pageOfChanges(store, spanOf(undefined, undefined, MALTA), 0, 10)).totalElements).toBe(entries.length);
  });

  it('answers an empty page past the end', async () => {
    const { store } = memoryLog(entries);
    const page = await pageOfChanges(store, spanOf('2024-03-31', '2024-03-31', MALTA), 1000, 10);
    expect(page.content).toEqual([]);
    expect(page.totalElements).toBeGreaterThan(0);
  });
});
