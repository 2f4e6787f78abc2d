import { randomUUID } from 'node:crypto';
import type { LocalStack } from '../infra/local/stack';
import { Api, tenantHost } from '../test/support/api';
import { ms, percentile, table, timed } from './stats';

const ENTRIES = 300;
const CALLS = 50;
const TENANT = 'localhost';

/**
 * GET /api/activities/audit of an object with 300 updates, each with its field changes: entries
 * that name their data change (one BatchGetItem per 100 of the newest 100) against legacy entries
 * that do not (one Query of their millisecond each), beside the same route over entries that list
 * none (what it cost before) and the bare Query of the audit partition.
 */
export async function benchChangeHistory(stack: LocalStack): Promise<string> {
  const admin = await new Api(stack.port, tenantHost(TENANT, stack.port)).login(stack.adminUsername, stack.adminPassword);
  const { DataChangeEntity } = await import('../functions/lib/entities/data-change');
  const { AuditEntity } = await import('../functions/lib/entities/audit');

  // Two objects' histories of realistic records (a 1,200-character description), 1 ms apart.
  const start = Date.now() - 60_000;
  const write = async (objectId: string, linked: boolean, offset: number, action: 'update' | 'delete' = 'update') => {
    for (let i = 0; i < ENTRIES; i += 25) {
      const rows = Array.from({ length: Math.min(25, ENTRIES - i) }, (_, j) => {
        const n = i + j;
        const timestamp = new Date(start + offset + n).toISOString();
        const record = { id: objectId, inventoryNumber: `H-${objectId}`, objectName: `Astrolabe ${n}`, description: 'x'.repeat(1200), version: n + 1 };
        const changeId = randomUUID();
        return {
          change: { tenant: TENANT, id: changeId, timestamp, userId: 'u', user: 'admin', action: 'UPDATE' as const, entityType: 'object', entityId: objectId, oldValue: record, newValue: { ...record, objectName: `Astrolabe ${n + 1}`, version: n + 2 } },
          audit: { tenant: TENANT, objectType: 'object', objectId, id: randomUUID(), timestamp, action, userId: 'u', username: 'admin', ...(linked ? { changeId } : {}) },
        };
      });
      await DataChangeEntity.put(rows.map((r) => r.change)).go();
      await AuditEntity.put(rows.map((r) => r.audit)).go();
    }
  };
  const linkedId = `bench-linked-${Date.now()}`;
  const legacyId = `bench-legacy-${Date.now()}`;
  await write(linkedId, true, 0);
  await write(legacyId, false, ENTRIES);
  // The same route and answer size without field changes: delete entries list none.
  const plainId = `bench-plain-${Date.now()}`;
  await write(plainId, true, 2 * ENTRIES, 'delete');

  const samples = async (fn: () => Promise<unknown>) => {
    for (let i = 0; i < 3; i++) await fn();
    const out: number[] = [];
    for (let i = 0; i < CALLS; i++) out.push(await timed(fn));
    return out;
  };
  const route = (objectId: string, withChanges = true) => async () => {
    const res = await admin.get(`/api/activities/audit?objectType=object&objectId=${objectId}`);
    if (res.status !== 200 || Boolean((res.body as { changes?: unknown[] }[])[0].changes?.length) !== withChanges) throw new Error('bench: unexpected history');
  };
  const bare = () => AuditEntity.query.byObject({ tenant: TENANT, objectType: 'object', objectId: linkedId }).go({ order: 'desc', pages: 'all' });
  const cases: [string, number[]][] = [
    ['bare Query of the audit partition (in process)', await samples(bare)],
    ['route, no field changes (delete entries)', await samples(route(plainId, false))],
    ['route, entries that name their change', await samples(route(linkedId))],
    ['route, legacy entries (a Query per entry)', await samples(route(legacyId))],
  ];
  return [
    `Change History, GET /api/activities/audit through the local gateway, an object with ${ENTRIES} updates, the newest 100 with their field changes (${CALLS} calls each)`,
    table([['case', 'p50', 'p95'], ...cases.map(([label, s]) => [label, ms(percentile(s, 50)), ms(percentile(s, 95))])]),
  ].join('\n');
}
