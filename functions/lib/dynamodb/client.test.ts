import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DynamoDbClient, DynamoDbError, regionalEndpoint, withDeadline } from './client';
import { GetCommand, QueryCommand, TransactWriteCommand } from './commands';
import { staticCredentials } from './credentials';

/**
 * The client against a scripted HTTP server: what goes on the wire and what comes back. The
 * integration suite runs every route through the same client against DynamoDB Local.
 */
/** `stall`: answer nothing (or, with `status`, send the head and part of the body, then nothing). */
type Reply = { status: number; body: unknown } | { stall: true; status?: number };
let server: Server;
let replies: Reply[] = [];
let received: Array<{ headers: IncomingHttpHeaders; body: Record<string, unknown> }> = [];
let client: DynamoDbClient;
let endpoint: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body: JSON.parse(body) });
      const reply = replies.shift() ?? { status: 500, body: { __type: 'InternalServerError', message: 'no reply scripted' } };
      if ('stall' in reply) {
        if (reply.status) res.writeHead(reply.status, { 'content-type': 'application/x-amz-json-1.0', 'content-length': '100' }).write('{"Item":');
        return;
      }
      res.writeHead(reply.status, { 'content-type': 'application/x-amz-json-1.0' }).end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  endpoint = `http://127.0.0.1:${port}`;
  client = new DynamoDbClient({
    region: 'eu-west-1',
    endpoint,
    credentials: staticCredentials({ accessKeyId: 'AKID', secretAccessKey: 'secret' }),
  });
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  replies = [];
  received = [];
});

describe('DynamoDB client', () => {
  it('sends plain values in the wire format, signed, and returns plain values', async () => {
    replies.push({ status: 200, body: { Item: { pk: { S: 'demo#user#1' }, roles: { SS: ['a', 'b'] }, version: { N: '3' }, avatar: { NULL: true } } } });
    const output = await client.send<{ Item: unknown }>(new GetCommand({ TableName: 'museum', Key: { pk: 'demo#user#1', sk: 'user' } }));

    expect(output.Item).toEqual({ pk: 'demo#user#1', roles: new Set(['a', 'b']), version: 3, avatar: null });
    expect(received[0].body).toEqual({ TableName: 'museum', Key: { pk: { S: 'demo#user#1' }, sk: { S: 'user' } } });
    expect(received[0].headers['x-amz-target']).toBe('DynamoDB_20120810.GetItem');
    expect(received[0].headers['content-type']).toBe('application/x-amz-json-1.0');
    expect(received[0].headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKID\/\d{8}\/eu-west-1\/dynamodb\/aws4_request, SignedHeaders=content-type;host;x-amz-date;x-amz-target, Signature=[0-9a-f]{64}$/);
  });

  it('converts the values of a query, its start key and its pages', async () => {
    replies.push({ status: 200, body: { Items: [{ pk: { S: 'a' }, n: { N: '1' } }], Count: 1, LastEvaluatedKey: { pk: { S: 'a' } } } });
    const output = await client.send<{ Items: unknown[]; LastEvaluatedKey: unknown; Count: number }>(
      new QueryCommand({ TableName: 'museum', KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': 'a' }, ExclusiveStartKey: { pk: 'z' } }),
    );
    expect(output).toMatchObject({ Items: [{ pk: 'a', n: 1 }], Count: 1, LastEvaluatedKey: { pk: 'a' } });
    expect(received[0].body).toMatchObject({ ExpressionAttributeValues: { ':pk': { S: 'a' } }, ExclusiveStartKey: { pk: { S: 'z' } } });
  });

  it('converts every kind of transaction write and leaves undefined attributes out', async () => {
    replies.push({ status: 200, body: {} });
    await client.send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName: 't', Item: { pk: 'a', gone: undefined } } },
          { Update: { TableName: 't', Key: { pk: 'b' }, UpdateExpression: 'SET v = :v', ExpressionAttributeValues: { ':v': 2 } } },
          { Delete: { TableName: 't', Key: { pk: 'c' } } },
          { ConditionCheck: { TableName: 't', Key: { pk: 'd' }, ConditionExpression: 'v = :v', ExpressionAttributeValues: { ':v': true } } },
        ],
      }),
    );
    expect(received[0].body.TransactItems).toEqual([
      { Put: { TableName: 't', Item: { pk: { S: 'a' } } } },
      { Update: { TableName: 't', Key: { pk: { S: 'b' } }, UpdateExpression: 'SET v = :v', ExpressionAttributeValues: { ':v': { N: '2' } } } },
      { Delete: { TableName: 't', Key: { pk: { S: 'c' } } } },
      { ConditionCheck: { TableName: 't', Key: { pk: { S: 'd' } }, ConditionExpression: 'v = :v', ExpressionAttributeValues: { ':v': { BOOL: true } } } },
    ]);
  });

  it('names a refused write as the service does and keeps its cancellation reasons, without retrying', async () => {
    const reasons = [{ Code: 'None' }, { Code: 'ConditionalCheckFailed', Message: 'The conditional request failed' }];
    replies.push({ status: 400, body: { __type: 'com.amazonaws.dynamodb.v20120810#TransactionCanceledException', Message: 'Transaction cancelled', CancellationReasons: reasons } });
    const error = await client.send(new TransactWriteCommand({ TransactItems: [] })).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(DynamoDbError);
    expect(error).toMatchObject({ name: 'TransactionCanceledException', message: 'Transaction cancelled', CancellationReasons: reasons, $metadata: { httpStatusCode: 400, attempts: 1 } });
    expect(received).toHaveLength(1);
  });

  it('retries throttling and server errors, then succeeds', async () => {
    replies.push({ status: 400, body: { __type: 'com.amazonaws.dynamodb.v20120810#ProvisionedThroughputExceededException', message: 'slow down' } });
    replies.push({ status: 503, body: { __type: 'ServiceUnavailable' } });
    replies.push({ status: 200, body: { Item: { pk: { S: 'a' } } } });
    const output = await client.send<{ Item: unknown; $metadata: { attempts: number } }>(new GetCommand({ TableName: 't', Key: { pk: 'a' } }));
    expect(output.Item).toEqual({ pk: 'a' });
    expect(output.$metadata.attempts).toBe(3);
  });

  it('gives a transaction one idempotency token, the same on every attempt', async () => {
    replies.push({ status: 500, body: { __type: 'InternalServerError' } });
    replies.push({ status: 200, body: {} });
    await client.send(new TransactWriteCommand({ TransactItems: [{ Delete: { TableName: 't', Key: { pk: 'a' } } }] }));
    expect(received).toHaveLength(2);
    expect(received[0].body.ClientRequestToken).toMatch(/^[0-9a-f-]{36}$/);
    expect(received[1].body.ClientRequestToken).toBe(received[0].body.ClientRequestToken);
  });

  it('gives up after three attempts with the last error', async () => {
    for (let i = 0; i < 3; i++) replies.push({ status: 500, body: { __type: 'InternalServerError', message: `failure ${i + 1}` } });
    replies.push({ status: 200, body: {} });
    const error = await client.send(new GetCommand({ TableName: 't', Key: { pk: 'a' } })).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'InternalServerError', message: 'failure 3', $metadata: { attempts: 3 } });
    expect(received).toHaveLength(3);
  });

  it('retries a transaction still in progress under its token until it answers', async () => {
    replies.push({ status: 400, body: { __type: 'com.amazonaws.dynamodb.v20120810#TransactionInProgressException', message: 'Transaction is ongoing for the idempotency token' } });
    replies.push({ status: 200, body: {} });
    const output = await client.send<{ $metadata: { attempts: number } }>(new TransactWriteCommand({ TransactItems: [{ Delete: { TableName: 't', Key: { pk: 'a' } } }] }));
    expect(output.$metadata.attempts).toBe(2);
    expect(received[1].body.ClientRequestToken).toBe(received[0].body.ClientRequestToken);
  });

  it("gives up at the invocation's deadline when DynamoDB does not answer, instead of waiting out its timeout", async () => {
    replies.push({ stall: true });
    const started = Date.now();
    const error = await withDeadline(300, () => client.send(new GetCommand({ TableName: 't', Key: { pk: 'a' } }))).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'TimeoutError', $metadata: { attempts: 1 } });
    expect(Date.now() - started).toBeLessThan(600);
    expect(received).toHaveLength(1);
  });

  it('bounds an answer that stops halfway by the same deadline', async () => {
    replies.push({ stall: true, status: 200 });
    const started = Date.now();
    const error = await withDeadline(300, () => client.send(new GetCommand({ TableName: 't', Key: { pk: 'a' } }))).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'TimeoutError' });
    expect(Date.now() - started).toBeLessThan(600);
  });

  it('stops retrying when the back-off would pass the deadline, with the last failure', async () => {
    const patient = new DynamoDbClient({ region: 'eu-west-1', endpoint, credentials: staticCredentials({ accessKeyId: 'AKID', secretAccessKey: 'secret' }), maxAttempts: 20 });
    for (let i = 0; i < 20; i++) replies.push({ status: 500, body: { __type: 'InternalServerError', message: `failure ${i + 1}` } });
    const started = Date.now();
    const error = await withDeadline(250, () => patient.send(new GetCommand({ TableName: 't', Key: { pk: 'a' } }))).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'InternalServerError' });
    expect(Date.now() - started).toBeLessThan(350);
    expect(received.length).toBeLessThan(20);
  });

  it('sends nothing when the deadline has already passed', async () => {
    const error = await withDeadline(-1, () => client.send(new GetCommand({ TableName: 't', Key: { pk: 'a' } }))).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'TimeoutError' });
    expect(received).toHaveLength(0);
  });

  it('keeps the shorter deadline when calls nest, and each invocation its own', async () => {
    replies.push({ stall: true }, { stall: true });
    const started = Date.now();
    const [inner, other] = await Promise.all([
      withDeadline(200, () => withDeadline(5_000, () => client.send(new GetCommand({ TableName: 't', Key: { pk: 'a' } })))).catch((e: unknown) => e),
      withDeadline(400, () => client.send(new GetCommand({ TableName: 't', Key: { pk: 'b' } }))).then(() => undefined, () => Date.now() - started),
    ]);
    expect(inner).toMatchObject({ name: 'TimeoutError' });
    expect(other).toBeGreaterThanOrEqual(390);
  });

  it("reaches AWS at the regional endpoint, China's regions on their own domain", () => {
    expect(regionalEndpoint('eu-west-1')).toBe('https://dynamodb.eu-west-1.amazonaws.com');
    expect(regionalEndpoint('cn-north-1')).toBe('https://dynamodb.cn-north-1.amazonaws.com.cn');
  });
});
