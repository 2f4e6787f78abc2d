import { nextDay, startOfDay } from '../lib/time-zone';

/** A stretch of time in UTC ms, from inclusive to exclusive. */
export type Span = { from: number; to: number };

/** Part of a span whose number of entries is known: a whole UTC day or hour (from its counter), or an exact count. */
type Segment = Span & { count: number; kind: 'day' | 'hour' | 'exact' };

/**
 * What paging needs of the activity log: the per-day and per-hour counters kept with every write
 * (keyed by UTC day and hour, so they stay true whatever zone the museum picks later) and the
 * entries themselves, newest first.
 */
export interface ChangeLogStore<E> {
  /** The counters of whole UTC days, `fromDay` to `toDay` (YYYY-MM-DD) inclusive. */
  dayCounts(fromDay: string, toDay: string): Promise<{ day: string; count: number }[]>;
  /** The counters of the hours (YYYY-MM-DDTHH) of one UTC day. */
  hourCounts(day: string): Promise<{ hour: string; count: number }[]>;
  /** Counts the entries of a span by reading them: only ever a part of one hour. */
  countBetween(span: Span): Promise<number>;
  /** The newest `limit` entries of a span, newest first. */
  newestBetween(span: Span, limit: number): Promise<E[]>;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
/** The bounds of "no bound": entries are stamped by the server, never before 1970 or after 9999. */
const EARLIEST = 0;
const LATEST = Date.UTC(9999, 11, 31);
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const floorToDay = (ms: number) => Math.floor(ms / DAY_MS) * DAY_MS;
const ceilToDay = (ms: number) => Math.ceil(ms / DAY_MS) * DAY_MS;

/**
 * The activity log's `from` and `to` as a span of UTC instants. A day (YYYY-MM-DD) is a day in
 * the museum's zone, `to` including the whole of it (23 or 25 hours on the days the clocks
 * change); a timestamp is that instant, `to` included.
 */
export function spanOf(from: string | undefined, to: string | undefined, timeZone: string): Span {
  return {
    from: from === undefined ? EARLIEST : DAY.test(from) ? startOfDay(from, timeZone) : Date.parse(from),
    to: to === undefined ? LATEST : DAY.test(to) ? startOfDay(nextDay(to), timeZone) : Date.parse(to) + 1,
  };
}

/** The counted parts of a span that lies within one UTC day, oldest first. */
async function partOfDay<E>(store: ChangeLogStore<E>, span: Span): Promise<Segment[]> {
  const hours = await store.hourCounts(utcDay(span.from));
  const parts: Segment[] = [];
  for (const { hour, count } of hours) {
    const from = Date.parse(`${hour}:00:00.000Z`);
    const to = from + HOUR_MS;
    if (from >= span.from && to <= span.to) parts.push({ from, to, count, kind: 'hour' });
    // A zone whose offset is not whole hours (India, Nepal) starts its days inside a UTC hour:
    // that hour's share of the span is counted by reading it.
    else if (from < span.to && to > span.from) {
      const part = { from: Math.max(from, span.from), to: Math.min(to, span.to) };
      parts.push({ ...part, count: await store.countBetween(part), kind: 'exact' });
    }
  }
  return parts.filter((p) => p.count > 0);
}

/** The span cut into counted parts, oldest first: whole UTC days in the middle, hours at the edges. */
async function segments<E>(store: ChangeLogStore<E>, span: Span): Promise<Segment[]> {
  if (span.from >= span.to) return [];
  const firstWhole = ceilToDay(span.from);
  const endWhole = floorToDay(span.to);
  if (firstWhole >= endWhole) {
    // No whole UTC day inside: at most the ends of two days.
    const cut = Math.min(firstWhole, span.to);
    const edges = [{ from: span.from, to: cut }, { from: cut, to: span.to }].filter((s) => s.from < s.to);
    return (await Promise.all(edges.map((s) => partOfDay(store, s)))).flat();
  }
  const [head, days, tail] = await Promise.all([
    span.from < firstWhole ? partOfDay(store, { from: span.from, to: firstWhole }) : [],
    store.dayCounts(utcDay(firstWhole), utcDay(endWhole - DAY_MS)),
    endWhole < span.to ? partOfDay(store, { from: endWhole, to: span.to }) : [],
  ]);
  const whole = days
    .filter((d) => d.count > 0)
    .map(({ day, count }): Segment => ({ from: Date.parse(`${day}T00:00:00.000Z`), to: Date.parse(`${day}T00:00:00.000Z`) + DAY_MS, count, kind: 'day' }));
  return [...head, ...whole, ...tail];
}

/** Which segment (newest first) holds the entry at `offset`, and how far into it. */
function locate(newestFirst: readonly Segment[], offset: number): { segment: Segment; within: number } | undefined {
  let before = 0;
  for (const segment of newestFirst) {
    if (offset < before + segment.count) return { segment, within: offset - before };
    before += segment.count;
  }
  return undefined;
}

/**
 * A page of the log in a span, newest first. The total is summed from counters; the page starts
 * in the hour its first entry falls in, so it reads at most that hour's newer entries plus the
 * page itself, however deep it is.
 */
export async function pageOfChanges<E>(store: ChangeLogStore<E>, span: Span, page: number, size: number) {
  const newestFirst = (await segments(store, span)).reverse();
  const totalElements = newestFirst.reduce((sum, s) => sum + s.count, 0);
  let found = locate(newestFirst, page * size);
  if (!found) return { content: [] as E[], totalElements, itemsRead: 0 };
  if (found.segment.kind === 'day') {
    const hours = (await partOfDay(store, found.segment)).reverse();
    // Counters and entries are written together, so the hour is found; the day is the fallback.
    found = locate(hours, found.within) ?? found;
  }
  const entries = await store.newestBetween({ from: span.from, to: found.segment.to }, found.within + size);
  return { content: entries.slice(found.within), totalElements, itemsRead: entries.length };
}
