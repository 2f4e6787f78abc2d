import { randomUUID } from 'node:crypto';
import { QueryCommand } from '../functions/lib/dynamodb/commands';
import type { LocalStack } from '../infra/local/stack';
import { Api, tenantHost } from '../test/support/api';
import { ms, percentile, table, timed } from './stats';

const USERS = 5_000;
const CHANGES = Number(process.env.BENCH_CHANGES ?? 100_000);
const DAYS = 100;
const CALLS = 200;
const SEARCHES = 30;
/** A page 70% of the way into the log: deep, but inside it. */
const DEEP_PAGE = Math.floor((CHANGES / 10) * 0.7);

/**
 * Issue 3's figures: the user list at 5,000 users (page 1 and page 400 through the gateway,
 * beside the bare index query for a page), and the activity log at 100,000 entries.
 * Data is written straight through the entities, as the API would store it.
 */
export async function benchUserAdmin(stack: LocalStack): Promise<string> {
  const { createTenant } = await import('../functions/onboarding/service');
  const { entities } = await import('../functions/lib/entities');
  const { dayCounter, hourCounter } = await import('../functions/lib/activity-counters');
  const { dynamo } = await import('../functions/lib/aws');
  const tenant = 'bench';
  await createTenant({ slug: tenant, admin: { username: 'admin', password: stack.adminPassword } });
  const api = await new Api(stack.port, tenantHost(tenant, stack.port)).login('admin', stack.adminPassword);
  const groupId = (await api.get('/api/users/me')).body.userGroup.id as string;

  const ids = Array.from({ length: USERS }, () => randomUUID());
  for (let i = 0; i < ids.length; i += 25) {
    await entities.user
      .put(ids.slice(i, i + 25).map((id, j) => ({
        tenant, id, username: `user${i + j}`, name: `Staff Member ${i + j}`, email: `user${i + j}@bench.example.org`,
        groupId, enabledFeatures: ['Item-Cataloging', 'App-Cms'], version: 1,
      })))
      .go();
  }
  for (let i = 0; i < ids.length; i += 1000) await entities.userDirectory.update({ tenant }).add({ ids: ids.slice(i, i + 1000) }).go();

  const start = Date.UTC(2026, 0, 1);
  const perDay = CHANGES / DAYS;
  const counts = new Map<string, number>();
  for (let i = 0; i < CHANGES; i += 25) {
    const batch = Array.from({ length: Math.min(25, CHANGES - i) }, (_, j) => {
      const n = i + j;
      const timestamp = new Date(start + Math.floor(n / perDay) * 86_400_000 + (n % perDay) * Math.floor(86_400_000 / perDay)).toISOString();
      for (const key of [dayCounter(timestamp), hourCounter(timestamp)]) counts.set(key, (counts.get(key) ?? 0) + 1);
      return { tenant, id: randomUUID(), timestamp, userId: 'bench', user: 'bench', action: 'UPDATE' as const, entityType: 'object', entityId: String(n), newValue: { n } };
    });
    await entities.dataChange.put(batch).go();
  }
  for (const [name, count] of counts) await entities.counter.update({ tenant, name }).add({ count }).go();

  const pk = entities.user.query.byId({ tenant }).params<{ ExpressionAttributeValues: Record<string, string> }>().ExpressionAttributeValues[':pk'];
  const bareQuery = () => dynamo.send(new QueryCommand({ TableName: stack.env.TABLE_NAME, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': pk }, Limit: 10 }));

  const samples = { page1: [] as number[], page400: [] as number[], bare: [] as number[], log0: [] as number[], logDeep: [] as number[] };
  for (let i = 0; i < 20; i++) await api.get('/api/users?page=0&size=10');
  for (let i = 0; i < CALLS; i++) {
    samples.page1.push(await timed(() => api.get('/api/users?page=0&size=10')));
    samples.page400.push(await timed(() => api.get('/api/users?page=400&size=10')));
    samples.bare.push(await timed(bareQuery));
    samples.log0.push(await timed(() => api.get('/api/data-changes?page=0&size=10')));
    samples.logDeep.push(await timed(() => api.get(`/api/data-changes?page=${DEEP_PAGE}&size=10`)));
  }
  // A search still reads every user's searched fields (see listUsers): fewer calls.
  const searches: number[] = [];
  for (let i = 0; i < SEARCHES; i++) searches.push(await timed(() => api.get('/api/users?page=0&size=10&value=member%2042')));
  const matches = (await api.get('/api/users?page=0&size=10&value=member%2042')).body.totalElements as number;
  const check = await api.get('/api/users?page=400&size=10');
  if (check.body.content.length !== 10 || check.body.totalElements !== USERS + 1) throw new Error('user list page 400 is not full');

  const { dataChanges } = await import('../functions/history/service');
  const ctx = { tenant, registry: { timeZone: 'UTC' } } as Parameters<typeof dataChanges>[0];
  const read0 = (await dataChanges(ctx, { page: 0, size: 10 })).itemsRead;
  const readDeep = (await dataChanges(ctx, { page: DEEP_PAGE, size: 10 })).itemsRead;
  const ratio = percentile(samples.page400, 50) / percentile(samples.page1, 50);

  return [
    `User list at ${USERS} users, ${CALLS} calls each (budget: page 1 and page 400 within 1.5x)`,
    table([
      ['path', 'p50', 'p95'],
      ['gateway GET /api/users page 0 (size 10)', ms(percentile(samples.page1, 50)), ms(percentile(samples.page1, 95))],
      ['gateway GET /api/users page 400', ms(percentile(samples.page400, 50)), ms(percentile(samples.page400, 95))],
      ['bare index query (Limit 10)', ms(percentile(samples.bare, 50)), ms(percentile(samples.bare, 95))],
      [`gateway GET /api/users?value=member 42 (${SEARCHES} calls, ${matches} matches)`, ms(percentile(searches, 50)), ms(percentile(searches, 95))],
    ]),
    `page 400 / page 0 p50: ${ratio.toFixed(2)}x ${ratio <= 1.5 ? 'ok' : 'OVER'}`,
    '',
    `Activity log at ${CHANGES} entries over ${DAYS} days`,
    table([
      ['page', 'p50', 'p95', 'items read'],
      ['page 0 (size 10)', ms(percentile(samples.log0, 50)), ms(percentile(samples.log0, 95)), String(read0)],
      [`page ${DEEP_PAGE} (size 10)`, ms(percentile(samples.logDeep, 50)), ms(percentile(samples.logDeep, 95)), String(readDeep)],
    ]),
  ].join('\n');
}
