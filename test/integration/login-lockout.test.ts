import { DescribeTimeToLiveCommand, DynamoDBClient, GetItemCommand, UpdateItemCommand } from '@aws-sdk/client-dynamodb';
import { beforeAll, describe, expect, it, inject } from 'vitest';
import { LOGIN_LOCK_MS, LOGIN_MAX_ATTEMPTS } from '../../shared/constants';
import { TIME_TO_LIVE_ATTRIBUTE } from '../../shared/keys';
import { Api, expectErrorBody, tenantHost, type Response } from '../support/api';
import { adminClients, unique } from './context';

/**
 * POST /api/login locks a username after LOGIN_MAX_ATTEMPTS failed attempts. Each test signs in
 * as users of its own, never as the seeded admin the other files use.
 */
describe('login lockout', () => {
  const { env } = inject('stack');
  const table = new DynamoDBClient({ region: 'local', endpoint: env.DYNAMODB_ENDPOINT, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  const PASSWORD = 'Passw0rd-lockout';
  let clients: Awaited<ReturnType<typeof adminClients>>;
  let anon: { localhost: Api; demo: Api };
  let groupIds: { localhost: string; demo: string };

  beforeAll(async () => {
    clients = await adminClients();
    anon = { localhost: new Api(clients.port, tenantHost('localhost', clients.port)), demo: new Api(clients.port, tenantHost('demo', clients.port)) };
    const group = { value: unique('Lockout '), permission: { user: { read: true, write: false } } };
    groupIds = { localhost: (await clients.local.post('/api/users/user-groups', group)).body.id, demo: (await clients.demo.post('/api/users/user-groups', group)).body.id };
  });

  async function newUser(tenant: 'localhost' | 'demo' = 'localhost', username = unique('lockout')) {
    const admin = tenant === 'localhost' ? clients.local : clients.demo;
    const res = await admin.post('/api/users', { name: 'Lockout Tester', email: `${username}@example.org`, username, password: PASSWORD, userGroup: { id: groupIds[tenant] } });
    expect(res.status).toBe(200);
    return username;
  }

  const signIn = (username: string, password: string, tenant: 'localhost' | 'demo' = 'localhost') => anon[tenant].post('/api/login', { username, password });

  async function fail(username: string, times: number) {
    for (let i = 0; i < times; i++) expect((await signIn(username, 'Wrong-passw0rd')).status).toBe(401);
  }

  function expectLocked(res: Response) {
    expect(res.status).toBe(429);
    expectErrorBody(res.body, 429);
    expect(res.body).toMatchObject({ message: 'TooManyRequestsException', debugMessage: expect.stringMatching(/^Too many sign-in attempts for this username\. Try again in \d+ minutes?\.$/) });
    expect(res.body.retryAfterSeconds).toBeGreaterThan(0);
    expect(res.body.retryAfterSeconds).toBeLessThanOrEqual(LOGIN_LOCK_MS / 1000);
    expect(res.headers.authorization).toBeUndefined();
  }

  it('keeps the table time to live enabled on the attribute the attempts carry', async () => {
    const { TimeToLiveDescription } = await table.send(new DescribeTimeToLiveCommand({ TableName: env.TABLE_NAME }));
    expect(TimeToLiveDescription).toMatchObject({ TimeToLiveStatus: 'ENABLED', AttributeName: TIME_TO_LIVE_ATTRIBUTE });
  });

  it('locks a username after five failed attempts, even for the right password, in any letter case', async () => {
    const username = await newUser();
    await fail(username, LOGIN_MAX_ATTEMPTS);
    expectLocked(await signIn(username, PASSWORD));
    expectLocked(await signIn(username.toUpperCase(), PASSWORD));

    // The attempts expire from the table by themselves once the lock is over.
    const { Item } = await table.send(new GetItemCommand({ TableName: env.TABLE_NAME, Key: { pk: { S: 'localhost#login-attempt' }, sk: { S: username } } }));
    const expiresAt = Number(Item?.[TIME_TO_LIVE_ATTRIBUTE]?.N);
    expect(expiresAt * 1000).toBeGreaterThan(Date.now() + LOGIN_LOCK_MS - 60_000);
    expect(expiresAt * 1000).toBeLessThanOrEqual(Date.now() + LOGIN_LOCK_MS + 1_000);
  });

  it("locks only that username in that museum: colleagues and the other museum's same username sign in", async () => {
    const username = await newUser('localhost');
    await newUser('demo', username);
    const colleague = await newUser();
    await fail(username, LOGIN_MAX_ATTEMPTS);
    expectLocked(await signIn(username, PASSWORD));
    expect((await signIn(colleague, PASSWORD)).status).toBe(200);
    expect((await signIn(username, PASSWORD, 'demo')).status).toBe(200);
  });

  it('clears the count on a successful sign-in', async () => {
    const username = await newUser();
    await fail(username, LOGIN_MAX_ATTEMPTS - 1);
    expect((await signIn(username, PASSWORD)).status).toBe(200);
    await fail(username, LOGIN_MAX_ATTEMPTS - 1);
    expect((await signIn(username, PASSWORD)).status).toBe(200);
  });

  it('lets the username sign in again once the lock is over', async () => {
    const username = await newUser();
    await fail(username, LOGIN_MAX_ATTEMPTS);
    expectLocked(await signIn(username, PASSWORD));
    // Fifteen minutes later, as far as the stored attempts can tell.
    await table.send(
      new UpdateItemCommand({
        TableName: env.TABLE_NAME,
        Key: { pk: { S: 'localhost#login-attempt' }, sk: { S: username } },
        UpdateExpression: 'SET windowStart = windowStart - :lock, lastAttemptAt = lastAttemptAt - :lock',
        ExpressionAttributeValues: { ':lock': { N: String(LOGIN_LOCK_MS) } },
      }),
    );
    expect((await signIn(username, PASSWORD)).status).toBe(200);
  });

  it('lets no more than five guesses through when they arrive all at once', async () => {
    const username = await newUser();
    const burst = await Promise.all(Array.from({ length: 20 }, () => signIn(username, 'Wrong-passw0rd')));
    const refused = burst.filter((r) => r.status === 401).length;
    expect(refused).toBeLessThanOrEqual(LOGIN_MAX_ATTEMPTS);
    for (const res of burst.filter((r) => r.status !== 401)) expectLocked(res);
    // Whatever the burst left of the five is all a guesser gets.
    let more = 0;
    while ((await signIn(username, 'Wrong-passw0rd')).status === 401) more += 1;
    expect(refused + more).toBe(LOGIN_MAX_ATTEMPTS);
    expectLocked(await signIn(username, PASSWORD));
  });

  it('locks a username that does not exist the same way, so a lock tells nothing', async () => {
    const nobody = unique('nobody');
    await fail(nobody, LOGIN_MAX_ATTEMPTS);
    expectLocked(await signIn(nobody, 'Wrong-passw0rd'));
  });
});
