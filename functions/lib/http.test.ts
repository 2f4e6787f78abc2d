import { beforeAll, describe, expect, it, vi } from 'vitest';
import { HISTORY_ROUTES } from '../../shared/routes/history';
import { USERS_ROUTES } from '../../shared/routes/users';
import { PROFILE_ROUTES } from '../../shared/routes/profile';
import { SESSION_ROUTES } from '../../shared/routes/session';

// The kit reads its configuration at import, as a Lambda does at cold start.
process.env.TABLE_NAME ??= 'unit-test-table';
let httpHandler: typeof import('./http').httpHandler;
let publicHttpHandler: typeof import('./route-server').publicHttpHandler;
beforeAll(async () => {
  ({ httpHandler } = await import('./http'));
  ({ publicHttpHandler } = await import('./route-server'));
});

const context = { awsRequestId: 'req-1', functionName: 'test', getRemainingTimeInMillis: () => 15_000 } as never;
function event(routeKey: string, extra: Record<string, unknown> = {}) {
  const [, rawPath] = routeKey.split(' ');
  return { routeKey, headers: {}, rawPath, rawQueryString: '', isBase64Encoded: false, version: '2.0', ...extra } as never;
}
const noop = async () => [];
const history = () => httpHandler(HISTORY_ROUTES, { 'GET /activities/audit': noop, 'GET /data-changes': noop });
const profile = () =>
  httpHandler(PROFILE_ROUTES, { 'POST /users/personal': noop, 'POST /users/security': noop, 'POST /users/avatar': noop, 'POST /users/preferences': noop, 'POST /uploads/avatar': noop });

describe('httpHandler', () => {
  it('refuses to load a resource whose code misses a route of the table', () => {
    // @ts-expect-error: tsc already refuses a route map that misses a route of the table.
    expect(() => httpHandler(USERS_ROUTES, { 'GET /users': noop })).toThrow(/missing \[.*POST \/users/);
  });

  it('refuses to serve the routes of two resources from one function', () => {
    // @ts-expect-error: the map of two resources' routes is empty here on purpose.
    expect(() => httpHandler([...HISTORY_ROUTES, ...USERS_ROUTES], {})).toThrow(/one resource: \[history,users\]/);
  });

  it('refuses to load code for a route the table does not have (a typo in a key fails tsc too)', () => {
    expect(() =>
      // @ts-expect-error: 'GET /secret' is not a route of the history function.
      httpHandler(HISTORY_ROUTES, { 'GET /activities/audit': noop, 'GET /data-changes': noop, 'GET /secret': noop }),
    ).toThrow(/extra \[GET \/secret\]/);
  });

  it('refuses to serve signed-in routes without the token check (a function with none leaves it out of its cold start)', () => {
    expect(() => publicHttpHandler(HISTORY_ROUTES, { 'GET /activities/audit': noop, 'GET /data-changes': noop })).toThrow(/signed-in routes: serve it with httpHandler/);
  });

  it("answers a route that is not this resource's with 404 and the error body", async () => {
    const res = await history()(event('GET /api/nowhere'), context);
    expect(res.statusCode).toBe(404);
    expect(JSON.parse(String(res.body))).toMatchObject({ message: 'NotFoundException', status: 404, logIdentifier: 'req-1' });
  });

  it('answers a body above the route limit with 413 before anything else runs', async () => {
    const handler = profile();
    const res = await handler(event('POST /api/users/personal', { body: JSON.stringify({ name: 'x'.repeat(70 * 1024) }) }), context);
    expect(res.statusCode).toBe(413);
    expect(JSON.parse(String(res.body))).toMatchObject({ message: 'PayloadTooLargeException', status: 413 });
  });

  it('answers a body that is not JSON with 400', async () => {
    const handler = profile();
    const res = await handler(event('POST /api/users/personal', { body: '{"name":' }), context);
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(String(res.body)).debugMessage).toBe('The request body is not valid JSON.');
  });
});

describe('the input checks every route gets', () => {
  // The sign-in route is public: its body is checked without a token.
  const session = () => httpHandler(SESSION_ROUTES, { 'POST /login': noop, 'GET /users/me': noop });

  it.each([
    ['a NUL character', 'Ada\u0000'],
    ['an escape character', 'Ada\u001b[31m'],
    ['a lone surrogate', 'Ada\ud800'],
  ])('refuses %s anywhere in a body with 400 naming the field', async (_what, username) => {
    const res = await session()(event('POST /api/login', { body: JSON.stringify({ username, password: 'x' }) }), context);
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(String(res.body)).fieldErrors).toEqual({ username: expect.stringMatching(/^The text (is not valid Unicode|contains a control character)/) });
  });

  it('takes tabs and line breaks in text', async () => {
    const res = await session()(event('POST /api/login', { body: JSON.stringify({ username: 'ada', password: 'Line 1\r\nLine 2\tend' }) }), context);
    expect(res.statusCode).toBe(200);
  });
});

describe('the origin check', () => {
  it('refuses a request without the secret CloudFront adds, when the function has one', async () => {
    vi.resetModules();
    process.env.ORIGIN_VERIFY_SECRET = 's3cret-value';
    try {
      const kit = await import('./http');
      const handler = kit.httpHandler(HISTORY_ROUTES, { 'GET /activities/audit': noop, 'GET /data-changes': noop });
      const without = await handler(event('GET /api/data-changes'), context);
      expect(without.statusCode).toBe(403);
      const wrong = await handler(event('GET /api/data-changes', { headers: { 'x-origin-verify': 's3cret-valuX' } }), context);
      expect(wrong.statusCode).toBe(403);
      // With the secret the request goes on to authentication.
      const right = await handler(event('GET /api/data-changes', { headers: { 'X-Origin-Verify': 's3cret-value' } }), context);
      expect(right.statusCode).toBe(401);
    } finally {
      delete process.env.ORIGIN_VERIFY_SECRET;
      vi.resetModules();
    }
  });
});
