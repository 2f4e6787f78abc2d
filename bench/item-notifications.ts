import { randomUUID } from 'node:crypto';
import type { LocalStack } from '../infra/local/stack';
import { Api, tenantHost } from '../test/support/api';
import { ms, percentile, table, timed } from './stats';

const CHANGES = 10_000;
const CALLS = 100;
const WARMUP = 10;
const TENANT = 'localhost';

type Figures = { p50: number; p95: number; pages: number; unread: number };

/**
 * GET /api/notifications with 10,000 object changes in the museum's change log: a user with 10
 * unread, one with more than the counter shows, and one whose mark is old but who made every
 * change themselves (the request's bound, not the museum, decides what it reads); beside a bare
 * Query of the newest 10 entries and the unbounded read of every change since a mark.
 */
export async function benchItemNotifications(stack: LocalStack): Promise<string> {
  const admin = await new Api(stack.port, tenantHost(TENANT, stack.port)).login(stack.adminUsername, stack.adminPassword);
  const group = (await admin.post('/api/users/user-groups', { value: `Bench notify ${Date.now()}`, permission: { item: { read: true, write: true } } })).body as { id: string };
  const signedIn = async (name: string) => {
    const username = `${name}${Date.now().toString(36)}`;
    const password = `Passw0rd-${username}`;
    const made = await admin.post('/api/users', {
      name, email: `${username}@example.org`, username, password, userGroup: group.id, notification: { item: { create: true, update: true, delete: true } },
    });
    if (made.status !== 200) throw new Error(`bench: user ${name} answered ${made.status}`);
    return { id: (made.body as { id: string }).id, username, api: await new Api(stack.port, tenantHost(TENANT, stack.port)).login(username, password) };
  };
  const watcher = await signedIn('watcher');
  const writer = await signedIn('writer');

  const { DataChangeEntity, NOTIFIED_ENTITY_TYPE } = await import('../functions/lib/entities/data-change');
  const { notificationsFor } = await import('../functions/notifications/service');
  const { dynamo } = await import('../functions/lib/aws');
  const { QueryCommand } = await import('../functions/lib/dynamodb/commands');

  // The writer's changes, 1 ms apart, after both users were made; each carries an object record
  // of realistic size, as the change log keeps it.
  const start = Date.now() + 1000;
  const stamps: string[] = [];
  for (let i = 0; i < CHANGES; i += 25) {
    const batch = Array.from({ length: Math.min(25, CHANGES - i) }, (_, j) => {
      const n = i + j;
      const timestamp = new Date(start + n).toISOString();
      stamps.push(timestamp);
      const record = { id: `o${n}`, inventoryNumber: `B-${String(n).padStart(6, '0')}`, objectName: 'Brass astrolabe', description: 'x'.repeat(1200), version: 1 };
      return {
        tenant: TENANT, id: randomUUID(), timestamp, userId: writer.id, user: writer.username,
        action: 'UPDATE' as const, entityType: NOTIFIED_ENTITY_TYPE, entityId: record.id, oldValue: record, newValue: record,
      };
    });
    await DataChangeEntity.put(batch).go();
  }
  while (Date.now() <= start + CHANGES) await new Promise((r) => setTimeout(r, 100));

  const userCtx = (u: { id: string; username: string }) => ({ tenant: TENANT, user: { id: u.id, username: u.username } }) as unknown as Parameters<typeof notificationsFor>[0];
  const measure = async (u: typeof watcher): Promise<Figures> => {
    for (let i = 0; i < WARMUP; i++) await u.api.get('/api/notifications');
    const samples: number[] = [];
    for (let i = 0; i < CALLS; i++) samples.push(await timed(() => u.api.get('/api/notifications')));
    const inside = await notificationsFor(userCtx(u));
    return { p50: percentile(samples, 50), p95: percentile(samples, 95), pages: inside.queryPages, unread: inside.unread };
  };

  const [pk, sk] = ['gsi1pk', 'gsi1sk'];
  const partition = `${TENANT}#dataChange#${NOTIFIED_ENTITY_TYPE}`;
  const bareNewest = async () =>
    dynamo.send(new QueryCommand({ TableName: stack.env.TABLE_NAME, IndexName: 'gsi1', KeyConditionExpression: '#pk = :pk', ExpressionAttributeNames: { '#pk': pk }, ExpressionAttributeValues: { ':pk': partition }, ScanIndexForward: false, Limit: 10 }));
  let unboundedPages = 0;
  const everySince = async () => {
    let key: Record<string, unknown> | undefined;
    unboundedPages = 0;
    do {
      const page = await dynamo.send<{ LastEvaluatedKey?: Record<string, unknown> }>(
        new QueryCommand({
          TableName: stack.env.TABLE_NAME, IndexName: 'gsi1', KeyConditionExpression: '#pk = :pk AND #sk > :since',
          ExpressionAttributeNames: { '#pk': pk, '#sk': sk }, ExpressionAttributeValues: { ':pk': partition, ':since': new Date(start - 1).toISOString() },
          ScanIndexForward: false, ExclusiveStartKey: key,
        }),
      );
      unboundedPages += 1;
      key = page.LastEvaluatedKey;
    } while (key);
  };
  const bare = async (fn: () => Promise<unknown>, calls: number) => {
    await fn();
    const samples: number[] = [];
    for (let i = 0; i < calls; i++) samples.push(await timed(fn));
    return samples;
  };

  const many = await measure(watcher);
  await watcher.api.post('/api/notifications/read', { upTo: stamps[CHANGES - 11] });
  const ten = await measure(watcher);
  const own = await measure(writer);
  const newest = await bare(bareNewest, CALLS);
  // Seconds a call: a few samples say enough.
  const every = await bare(everySince, 3);

  const row = (label: string, f: Figures) => [label, String(f.unread), String(f.pages), ms(f.p50), ms(f.p95)];
  return [
    `Item notifications, GET /api/notifications through the local gateway with ${CHANGES.toLocaleString('en')} object changes (${CALLS} calls each)`,
    table([
      ['case', 'unread', 'query pages (<=100 entries each)', 'p50', 'p95'],
      row('10 unread', ten),
      row('more than 99 unread', many),
      row('old mark, every change the caller\'s own', own),
      ['bare Query, newest 10 entries', '', '1', ms(percentile(newest, 50)), ms(percentile(newest, 95))],
      [`bare Query of every change since the mark (${CHANGES.toLocaleString('en')})`, '', String(unboundedPages), ms(percentile(every, 50)), ms(percentile(every, 95))],
    ]),
  ].join('\n');
}

if (process.argv[1]?.endsWith('item-notifications.ts')) {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const { startLocalStack } = await import('../infra/local/stack');
  const stack = await startLocalStack({ port: 0, checkResponses: false });
  try {
    process.stdout.write(`${await benchItemNotifications(stack)}\n`);
  } finally {
    await stack.stop();
  }
}
