import { DAY_PREFIX, HOUR_PREFIX } from '../lib/activity-counters';
import { CounterEntity } from '../lib/entities/counter';
import { DataChangeEntity } from '../lib/entities/data-change';
import type { ChangeLogStore, Span } from './change-paging';

type Counted = { name: string; count?: number };

async function counters(tenant: string, from: string, to: string): Promise<Counted[]> {
  const { data } = await CounterEntity.query.byName({ tenant }).between({ name: from }, { name: to }).go({ pages: 'all' });
  return data;
}

// Entries sort by `timestamp` then id; `~` sorts after every character of an id, so a bound of
// the last millisecond plus `~` takes every entry of that millisecond and none after.
const lower = (span: Span) => new Date(span.from).toISOString();
const upper = (span: Span) => `${new Date(span.to - 1).toISOString()}~`;

/** The tenant's activity log as paging reads it: counters and entries from the table. */
export function changeStore(tenant: string): ChangeLogStore<DataChangeEntry> {
  return {
    dayCounts: async (fromDay, toDay) =>
      (await counters(tenant, DAY_PREFIX + fromDay, DAY_PREFIX + toDay)).map((c) => ({ day: c.name.slice(DAY_PREFIX.length), count: c.count ?? 0 })),
    hourCounts: async (day) =>
      (await counters(tenant, `${HOUR_PREFIX}${day}T00`, `${HOUR_PREFIX}${day}T23`)).map((c) => ({ hour: c.name.slice(HOUR_PREFIX.length), count: c.count ?? 0 })),
    countBetween: async (span) => {
      const { data } = await DataChangeEntity.query
        .byTime({ tenant })
        .between({ timestamp: lower(span) }, { timestamp: upper(span) })
        .go({ pages: 'all', attributes: ['id'] });
      return data.length;
    },
    newestBetween: async (span, limit) => {
      const { data } = await DataChangeEntity.query
        .byTime({ tenant })
        .between({ timestamp: lower(span) }, { timestamp: upper(span) })
        // `count` reads on past DynamoDB's 1 MB page until `limit` entries or the span's end;
        // `limit` alone stopped at the first page (about 1,350 entries of this size).
        .go({ order: 'desc', count: limit });
      return data;
    },
  };
}

type DataChangeRecord = Awaited<ReturnType<ReturnType<typeof DataChangeEntity.get>['go']>>['data'];
export type DataChangeEntry = NonNullable<DataChangeRecord>;
