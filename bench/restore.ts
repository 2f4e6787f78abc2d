import type { LocalStack } from '../infra/local/stack';
import { Api, tenantHost } from '../test/support/api';
import { ms, percentile, table, timed } from './stats';

const SAVES = 50;
const CALLS = 20;
const TENANT = 'localhost';

type Row = Record<string, any>;

/**
 * Restore from history (docs/restore.md) through the local gateway: an object with a typical
 * history (created, then saved 50 times: a 1,200-character long description, classification, two
 * materials), the preview of its 25th change and its restore, beside the form's own save of the
 * same object (PUT /api/objects) and the change log's bare GetItem.
 */
export async function benchRestore(stack: LocalStack): Promise<string> {
  const admin = await new Api(stack.port, tenantHost(TENANT, stack.port)).login(stack.adminUsername, stack.adminPassword);
  const ok = async (res: Promise<{ status: number; body: any }>) => {
    const r = await res;
    if (r.status !== 200) throw new Error(`bench: ${r.status} ${JSON.stringify(r.body)}`);
    return r.body;
  };
  const value = async (dropdownType: string) => ok(admin.post('/api/dropdowns', { title: `Restore bench ${dropdownType} ${Date.now()}`, dropdownType }));
  const classification = await value('classification');
  const materials = [await value('material'), await value('material')];
  let object: Row = await ok(
    admin.post('/api/objects', {
      inventoryNumber: `RB-${Date.now()}`,
      objectName: 'Astrolabe 0',
      description: 'x'.repeat(240),
      classification: classification.id,
      material: materials.map((m) => m.id),
      author: 'Unknown maker',
    }),
  );
  for (let n = 1; n <= SAVES; n++) object = await ok(admin.put('/api/objects', { ...object, objectName: `Astrolabe ${n}`, descriptionLong: 'y'.repeat(1200) }));
  const trail: Row[] = await ok(admin.get(`/api/activities/audit?objectType=object&objectId=${object.id}`));
  const target = trail[SAVES / 2];
  const query = `at=${encodeURIComponent(target.timestamp)}`;
  const { DataChangeEntity } = await import('../functions/lib/entities/data-change');

  const samples = async (fn: () => Promise<unknown>) => {
    for (let i = 0; i < 3; i++) await fn();
    const out: number[] = [];
    for (let i = 0; i < CALLS; i++) out.push(await timed(fn));
    return out;
  };
  const preview = () => ok(admin.get(`/api/data-changes/${target.changeId}/restore-preview?${query}`));
  const restore = async () => {
    const { version } = await preview();
    return ok(admin.post(`/api/data-changes/${target.changeId}/restore?${query}`, { version }));
  };
  const restoreOnly: number[] = [];
  const timedRestores = async () => {
    for (let i = 0; i < CALLS; i++) {
      const { version } = await preview();
      restoreOnly.push(await timed(() => ok(admin.post(`/api/data-changes/${target.changeId}/restore?${query}`, { version }))));
    }
  };
  const formSave = async () => {
    const current = await ok(admin.get(`/api/objects/${object.id}`));
    return timed(() => ok(admin.put('/api/objects', { ...current, objectName: `${current.objectName}.` })));
  };
  const bare = () => DataChangeEntity.get({ tenant: TENANT, timestamp: target.timestamp, id: target.changeId }).go({ consistent: true });

  const cases: [string, number[]][] = [['bare GetItem of the change (in process)', await samples(bare)], ['preview', await samples(preview)]];
  await restore();
  await timedRestores();
  cases.push(['restore (POST, after its preview)', restoreOnly]);
  const saves: number[] = [];
  for (let i = 0; i < CALLS; i++) saves.push(await formSave());
  cases.push(["the form's save of the same object (PUT /api/objects)", saves]);
  return [
    `Restore from history through the local gateway, an object saved ${SAVES + 1} times, restored to its ${SAVES / 2}th change (${CALLS} calls each)`,
    table([['case', 'p50', 'p95'], ...cases.map(([label, s]) => [label, ms(percentile(s, 50)), ms(percentile(s, 95))])]),
  ].join('\n');
}
