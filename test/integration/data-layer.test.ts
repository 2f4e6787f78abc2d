import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it, inject } from 'vitest';
import { ROUTES, API_PREFIX } from '../../shared/routes';
import { TABLE_KEYS } from '../../shared/keys';
import { expectErrorBody } from '../support/api';
import { adminClients, unique } from './context';

describe('data layer', () => {
  let clients: Awaited<ReturnType<typeof adminClients>>;
  beforeAll(async () => {
    clients = await adminClients();
  });

  const totalChanges = async () => (await clients.local.get('/api/data-changes?size=1')).body.totalElements as number;

  it('stores a write together with its data-change and audit entries', async () => {
    const before = await totalChanges();
    const name = unique('Curators ');
    const created = await clients.local.post('/api/users/user-groups', { value: name, permission: { item: { read: true, write: false } } });
    expect(created.status).toBe(200);

    const changes = await clients.local.get('/api/data-changes?page=0&size=10');
    expect(changes.body.totalElements).toBe(before + 1);
    const entry = changes.body.content[0];
    expect(entry).toMatchObject({ user: 'admin', action: 'CREATE', entityType: 'userGroup', entityId: created.body.id });
    expect(JSON.parse(entry.prettyPrint)).toMatchObject({ old: null, new: { value: name, permission: { item: { read: true, write: false } } } });

    const audit = await clients.local.get(`/api/activities/audit?objectType=userGroup&objectId=${created.body.id}`);
    expect(audit.status).toBe(200);
    expect(audit.body).toEqual([expect.objectContaining({ action: 'create', username: 'admin' })]);
  });

  it('refuses a stale version with 409 and changes nothing', async () => {
    const created = await clients.local.post('/api/users/user-groups', { value: unique('Registrars ') });
    const id = created.body.id;
    const first = await clients.local.put(`/api/users/user-groups/${id}`, { value: unique('Registrars A '), version: 1 });
    expect(first.status).toBe(200);
    expect(first.body.version).toBe(2);
    const before = await totalChanges();

    const stale = await clients.local.put(`/api/users/user-groups/${id}`, { value: 'Registrars B', version: 1 });
    expect(stale.status).toBe(409);
    expectErrorBody(stale.body, 409);

    const after = await clients.local.get(`/api/users/user-groups/${id}`);
    expect(after.body).toMatchObject({ value: first.body.value, version: 2 });
    expect(await totalChanges()).toBe(before);
  });

  it('refuses a duplicate group name with 409', async () => {
    const name = unique('Conservators ');
    expect((await clients.local.post('/api/users/user-groups', { value: name })).status).toBe(200);
    const again = await clients.local.post('/api/users/user-groups', { value: name.toUpperCase() });
    expect(again.status).toBe(409);
    expectErrorBody(again.body, 409);
  });

  const writeRoutes = ROUTES.filter((r) => (r.method === 'POST' || r.method === 'PUT') && r.access === 'user');
  for (const route of writeRoutes) {
    it(`${route.method} ${route.path}: garbage bodies give 400 and store nothing`, async () => {
      const path = API_PREFIX + route.path.replace(/\{\w+\}/g, 'some-id');
      const before = await totalChanges();
      for (const raw of ['not json at all', '{"name": ', '[1,2,3]', '{"value": 42, "email": ["x"]}', '""']) {
        const res = await clients.local.call(route.method, path, undefined, { raw });
        expect(res.status, raw).toBe(400);
        expectErrorBody(res.body, 400);
      }
      expect(await totalChanges()).toBe(before);
    });
  }

  it('begins every stored key with a tenant', async () => {
    const { env } = inject('stack');
    const doc = DynamoDBDocumentClient.from(
      new DynamoDBClient({ region: 'local', endpoint: env.DYNAMODB_ENDPOINT, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }),
    );
    // Every page of the table (this test alone may Scan: it looks at what the code stored). Pages of
    // 1,000 keys: by now the suite has stored sets of 10,000 objects, and DynamoDB Local slows page
    // after page of 1 MB ones (over a minute here); only the keys and the registry's slug are read.
    const Items: Record<string, unknown>[] = [];
    let ExclusiveStartKey: Record<string, unknown> | undefined;
    do {
      const page = await doc.send(
        new ScanCommand({ TableName: env.TABLE_NAME, ExclusiveStartKey, Limit: 1000, ProjectionExpression: '#pk, slug', ExpressionAttributeNames: { '#pk': TABLE_KEYS.partitionKey } }),
      );
      Items.push(...(page.Items ?? []));
      ExclusiveStartKey = page.LastEvaluatedKey;
    } while (ExclusiveStartKey);
    expect(Items.length).toBeGreaterThan(10);
    // The registry: the two seeded museums, and those other test files onboarded.
    const tenants = new Set(Items.filter((i) => String(i[TABLE_KEYS.partitionKey]).endsWith('#tenant')).map((i) => i.slug as string));
    expect([...tenants]).toEqual(expect.arrayContaining(['localhost', 'demo']));
    for (const item of Items) {
      const tenant = String(item[TABLE_KEYS.partitionKey]).split('#')[0];
      expect(tenants.has(tenant), `key ${item[TABLE_KEYS.partitionKey]}`).toBe(true);
    }
  }, 240_000);
});
