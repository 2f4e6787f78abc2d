import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { apiPath, createApiClient, queryString } from './client';

type Call = { url: string; init: RequestInit };

function fakeServer(status: number, body: unknown) {
  const calls: Call[] = [];
  const fetchImpl = async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(body === undefined ? null : typeof body === 'string' ? body : JSON.stringify(body), { status });
  };
  return { calls, fetchImpl };
}

const headersOf = (call: Call) => new Headers(call.init.headers);

describe('apiPath', () => {
  it('puts every path under /api exactly once', () => {
    expect(apiPath('/users/me')).toBe('/api/users/me');
    expect(apiPath('users')).toBe('/api/users');
    expect(apiPath('/api/languages')).toBe('/api/languages');
    expect(apiPath('/apiary')).toBe('/api/apiary');
  });
});

describe('queryString', () => {
  it('joins id lists with commas and leaves out empty values', () => {
    expect(queryString({ id: ['a', 'b'], page: 0, value: '', sort: undefined, size: 10 })).toBe('?id=a%2Cb&page=0&size=10');
    expect(queryString({})).toBe('');
    expect(queryString(undefined)).toBe('');
  });
});

describe('createApiClient', () => {
  it('sends the bearer token to the API origin and returns the parsed answer', async () => {
    const server = fakeServer(200, { id: 'u1' });
    const api = createApiClient('https://api.example.org/', async () => 'token-1', server.fetchImpl);
    await expect(api.get('/users/me')).resolves.toEqual({ id: 'u1' });
    expect(server.calls[0].url).toBe('https://api.example.org/api/users/me');
    expect(headersOf(server.calls[0]).get('Authorization')).toBe('Bearer token-1');
    expect(server.calls[0].init.method).toBe('GET');
  });

  it('calls the same origin when apiUrl is empty, and sends no Authorization without a token', async () => {
    const server = fakeServer(200, []);
    const api = createApiClient('', async () => undefined, server.fetchImpl);
    await api.delete('/users', { query: { id: ['1', '2'] } });
    expect(server.calls[0].url).toBe('/api/users?id=1%2C2');
    expect(headersOf(server.calls[0]).has('Authorization')).toBe(false);
  });

  it('sends bodies as JSON', async () => {
    const server = fakeServer(200, { id: 'n1' });
    const api = createApiClient('', async () => 't', server.fetchImpl);
    await api.post('/users/user-groups', { value: 'Curators' });
    expect(server.calls[0].init.method).toBe('POST');
    expect(server.calls[0].init.body).toBe(JSON.stringify({ value: 'Curators' }));
    expect(headersOf(server.calls[0]).get('Content-Type')).toBe('application/json');
  });

  it('treats only 200 as success', async () => {
    const api = createApiClient('', async () => 't', fakeServer(201, { id: 'x' }).fetchImpl);
    await expect(api.post('/users', {})).rejects.toBeInstanceOf(ApiError);
  });

  it("takes a job route's 202 as its success, and only there", async () => {
    const accepted = createApiClient('', async () => 't', fakeServer(202, { id: 'b1' }).fetchImpl);
    await expect(accepted.post('/batch-edits', {}, { accepted: true })).resolves.toEqual({ id: 'b1' });
    await expect(accepted.post('/users', {})).rejects.toBeInstanceOf(ApiError);
    const ok = createApiClient('', async () => 't', fakeServer(200, { id: 'b1' }).fetchImpl);
    await expect(ok.post('/batch-edits', {}, { accepted: true })).rejects.toBeInstanceOf(ApiError);
  });

  it('carries the spec error body of a failure', async () => {
    const body = { message: 'ForbiddenException', debugMessage: 'No write on user.', status: 403, timestamp: 't', logIdentifier: 'log-1', extra: [1] };
    const api = createApiClient('', async () => 't', fakeServer(403, body).fetchImpl);
    const error = await api.get('/users').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, message: 'ForbiddenException', payload: body });
    expect(error instanceof ApiError && error.body).toEqual({
      message: 'ForbiddenException',
      debugMessage: 'No write on user.',
      status: 403,
      timestamp: 't',
      logIdentifier: 'log-1',
    });
  });

  it('keeps the HTTP status when the failure has no JSON body', async () => {
    const api = createApiClient('', async () => 't', fakeServer(502, 'Bad Gateway').fetchImpl);
    const error = await api.get('/users').catch((e: unknown) => e);
    expect(error instanceof ApiError && error.body).toEqual({ status: 502 });
  });
});
