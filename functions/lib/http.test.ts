import { beforeAll, describe, expect, it } from 'vitest';
import { HISTORY_ROUTES } from '../../shared/routes/history';
import { USERS_ROUTES } from '../../shared/routes/users';

// The kit reads its configuration at import, as a Lambda does at cold start.
process.env.TABLE_NAME ??= 'unit-test-table';
let httpHandler: typeof import('./http').httpHandler;
beforeAll(async () => {
  ({ httpHandler } = await import('./http'));
});


describe('httpHandler', () => {
  it('refuses to load a resource whose code misses a route of the table', () => {
    expect(() => httpHandler(USERS_ROUTES, { 'GET /users': async () => [] })).toThrow(/missing \[.*POST \/users/);
  });

  it('refuses to serve the routes of two resources from one function', () => {
    expect(() => httpHandler([...HISTORY_ROUTES, ...USERS_ROUTES], {})).toThrow(/one resource: \[history,users\]/);
  });

  it('refuses to load code for a route the table does not have', async () => {
    const { handler } = await import('../users/handler');
    expect(handler).toBeTypeOf('function');
    expect(() => httpHandler(HISTORY_ROUTES, { 'GET /activities/audit': async () => [], 'GET /data-changes': async () => [], 'GET /secret': async () => [] })).toThrow(
      /extra \[GET \/secret\]/,
    );
  });

  it('answers a route that is not this resource\'s with 404 and the error body', async () => {
    const handler = httpHandler(HISTORY_ROUTES, { 'GET /activities/audit': async () => [], 'GET /data-changes': async () => [] });
    const res = await handler(
      { routeKey: 'GET /api/nowhere', headers: {}, rawPath: '/api/nowhere', rawQueryString: '', isBase64Encoded: false, version: '2.0' } as never,
      { awsRequestId: 'req-1' } as never,
    );
    expect(res.statusCode).toBe(404);
    expect(JSON.parse(String(res.body))).toMatchObject({ message: 'NotFoundException', status: 404, logIdentifier: 'req-1' });
  });
});
