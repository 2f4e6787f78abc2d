import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { beforeAll, describe, expect, it, inject } from 'vitest';
import { buildLambda } from '../../infra/build-lambda';
import { Api, tenantHost } from '../support/api';

/**
 * The bundles the CDK deploys, not the source the rest of the suite runs: built the same way
 * (minified, with the bundle-only replacements of infra/bundling.ts) and driven with API Gateway
 * events against the local stack, so the DynamoDB client, ElectroDB and the replacements are
 * proven together on reads, transactions and refused conditions.
 */
type Handler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;

const { port, adminPassword, env } = inject('stack');
const host = tenantHost('localhost', port);
// Inside the project, so the SDK clients the runtime provides resolve from node_modules.
const outDir = join(process.cwd(), 'node_modules', '.cache', 'museum-deployed-bundles');
const handlers = new Map<string, Handler>();
let token = '';

async function deployed(resource: string): Promise<Handler> {
  let handler = handlers.get(resource);
  if (!handler) {
    const { entry } = await buildLambda(join(process.cwd(), 'functions', resource, 'handler.ts'), join(outDir, resource));
    handler = ((await import(pathToFileURL(entry).href)) as { handler: Handler }).handler;
    handlers.set(resource, handler);
  }
  return handler;
}

type CallOptions = { body?: unknown; query?: Record<string, string>; params?: Record<string, string> };

async function invoke(resource: string, routeKey: string, options: CallOptions = {}) {
  const handler = await deployed(resource);
  // The fields of API Gateway's payload 2.0 that the handlers read.
  const event = {
    version: '2.0',
    routeKey,
    rawPath: routeKey.split(' ')[1],
    rawQueryString: '',
    headers: { host, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    queryStringParameters: options.query,
    pathParameters: options.params,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    isBase64Encoded: false,
  } as unknown as APIGatewayProxyEventV2;
  return handler(event, { awsRequestId: `bundle-${Date.now()}`, functionName: 'bundle', getRemainingTimeInMillis: () => 15_000 } as unknown as Context);
}

async function call(resource: string, routeKey: string, options: CallOptions = {}) {
  const result = await invoke(resource, routeKey, options);
  return { status: result.statusCode, body: JSON.parse(String(result.body)) };
}

beforeAll(async () => {
  // A deployed function reads its configuration from the environment at load.
  Object.assign(process.env, env);
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const api = await new Api(port, host).login('admin', adminPassword);
  token = api.token ?? '';
}, 120_000);

describe('deployed bundles against the local stack', () => {
  it('session: verifies the token and reads the signed-in user and group', async () => {
    const me = await call('session', 'GET /api/users/me');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ username: 'admin', tenant: 'localhost', userGroup: { value: 'Administrators' } });
  });

  it('user-groups: writes in a transaction, and a refused condition comes back as a 409', async () => {
    const value = `Bundle group ${Date.now()}`;
    const created = await call('user-groups', 'POST /api/users/user-groups', { body: { value } });
    expect(created.status).toBe(200);
    const again = await call('user-groups', 'POST /api/users/user-groups', { body: { value: value.toUpperCase() } });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ status: 409, logIdentifier: expect.any(String) });

    const listed = await call('user-groups', 'GET /api/users/user-groups');
    expect(listed.body.map((g: { value: string }) => g.value)).toContain(value);
    const removed = await call('user-groups', 'DELETE /api/users/user-groups', { query: { idList: created.body.id } });
    expect(removed.status).toBe(200);
  });

  it('history: the write above is in the activity log, read through the bundle', async () => {
    const changes = await call('history', 'GET /api/data-changes', { query: { page: '0', size: '5' } });
    expect(changes.status).toBe(200);
    expect(changes.body.content.some((c: { entityType: string; action: string }) => c.entityType === 'userGroup' && c.action === 'DELETE')).toBe(true);
  });

  it('languages: serves the ISO list from the copied names, sorted by title', async () => {
    const iso = await call('languages', 'GET /api/languages/iso');
    expect(iso.status).toBe(200);
    expect(iso.body).toHaveLength(183);
    expect(iso.body[0]).toEqual({ id: 'ab', code: 'ab', title: 'Abkhaz' });
  });

  it('vocabularies: refuses bad input with the error body and stores nothing', async () => {
    const bad = await call('vocabularies', 'POST /api/specifications/{list}', { params: { list: 'countries' }, body: { value: '' } });
    expect(bad.status).toBe(400);
    const list = await call('vocabularies', 'GET /api/specifications/{list}', { params: { list: 'countries' } });
    expect(list.status).toBe(200);
    expect(list.body.some((v: { value: string }) => v.value === '')).toBe(false);
  });

  it('objects: an export loads exceljs from its own chunk on the first call and answers the workbook', async () => {
    const result = await invoke('objects', 'GET /api/objects/excel', { query: { idList: 'no-such-object' } });
    expect(result.statusCode).toBe(200);
    expect(result.headers?.['content-type']).toContain('spreadsheetml');
    const bytes = Buffer.from(String(result.body), result.isBase64Encoded ? 'base64' : 'utf8');
    // An .xlsx is a zip holding the sheet the writer made.
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
    expect(bytes.includes('xl/worksheets/sheet1.xml')).toBe(true);
  });
});
