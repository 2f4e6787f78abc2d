import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleContentSecurityPolicy, visitContentSecurityPolicy } from '../content-security-policy';
import { lambdaContext, startGateway, toEvent } from './gateway';

/**
 * What a client of the local gateway notices before any handler runs: the answers below never
 * load a handler, so no emulator is needed. The integration suite covers requests that reach one.
 */
const LIMIT = 1024;
const CSP = consoleContentSecurityPolicy({ cognito: 'http://127.0.0.1:9229', fileStore: 'http://127.0.0.1:4569', region: 'local' });
const VISIT_CSP = visitContentSecurityPolicy({ files: 'http://localhost:3000' });
let server: Server;
let port: number;
const webDist = mkdtempSync(join(tmpdir(), 'gateway-test-'));

beforeAll(async () => {
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Museum</title>');
  mkdirSync(join(webDist, 'visit'));
  writeFileSync(join(webDist, 'visit', 'index.html'), '<!doctype html><title>Visit</title>');
  writeFileSync(join(webDist, 'visit', 'sw.js'), 'self.addEventListener("fetch", () => {});');
  server = await startGateway({ port: 0, webDist, consoleConfig: () => ({}), tenantConfig: async () => undefined, contentSecurityPolicy: CSP, visitContentSecurityPolicy: VISIT_CSP, maxBodyBytes: LIMIT });
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  rmSync(webDist, { recursive: true, force: true });
});

type Answer = { status: number; headers: IncomingMessage['headers']; body: Record<string, unknown> };

/** A raw request, so the test controls the path's bytes, the length header and chunking. */
function send(method: string, path: string, opts: { body?: Buffer[]; contentLength?: boolean } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const chunks = opts.body ?? [];
    const length = chunks.reduce((n, c) => n + c.length, 0);
    const headers: Record<string, string> = { host: 'localhost', 'content-type': 'application/json' };
    if (chunks.length && opts.contentLength !== false) headers['content-length'] = String(length);
    const req = request({ host: '127.0.0.1', port, method, path, headers }, (res) => {
      let text = '';
      res.on('data', (c: Buffer) => (text += c.toString('utf8')));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: JSON.parse(text) as Record<string, unknown> }));
    });
    // The gateway may answer and close while the body is still going out: only its answer counts.
    req.on('error', (error: NodeJS.ErrnoException) => (error.code === 'EPIPE' || error.code === 'ECONNRESET' ? undefined : reject(error)));
    for (const chunk of chunks) req.write(chunk);
    req.end();
  });
}

function expectErrorBody(answer: Answer, status: number, message: string) {
  expect(answer.status).toBe(status);
  expect(answer.body).toMatchObject({ message, status, debugMessage: expect.any(String), logIdentifier: expect.any(String) });
  expect(new Date(String(answer.body.timestamp)).toISOString()).toBe(answer.body.timestamp);
}

describe('local gateway', () => {
  it("serves the console and its privacy page with the console's Content-Security-Policy, as CloudFront does", async () => {
    for (const path of ['/', '/policy', '/objects']) {
      const headers = await new Promise<IncomingMessage['headers']>((resolve, reject) => {
        request({ host: '127.0.0.1', port, path, headers: { host: 'demo.localhost' } }, (res) => {
          res.resume();
          resolve(res.headers);
        }).on('error', reject).end();
      });
      expect(headers['content-security-policy']).toBe(CSP);
    }
    expect(CSP).toContain("script-src 'self' 'wasm-unsafe-eval';");
    expect(CSP).toContain("connect-src 'self' http://127.0.0.1:9229 http://127.0.0.1:4569 https://api.maptiler.com");
  });

  it("serves the visitor page for every /visit path, its own worker, with the page's own policy and the worker's scope", async () => {
    const get = (path: string) =>
      new Promise<{ headers: IncomingMessage['headers']; body: string }>((resolve, reject) => {
        request({ host: '127.0.0.1', port, path, headers: { host: 'demo.localhost' } }, (res) => {
          let body = '';
          res.on('data', (c: Buffer) => (body += c.toString('utf8')));
          res.on('end', () => resolve({ headers: res.headers, body }));
        }).on('error', reject).end();
      });
    for (const path of ['/visit', '/visit/', '/visit/poi/p-1']) {
      const answer = await get(path);
      expect(answer.body, path).toContain('<title>Visit</title>');
      expect(answer.headers['content-security-policy']).toBe(VISIT_CSP);
      expect(answer.headers['service-worker-allowed']).toBe('/visit');
    }
    expect((await get('/visit/sw.js')).body).toContain('addEventListener');
    // Not the console's page, nor its policy: no Cognito, no map hosts, no inline style.
    expect((await get('/visitors')).body).toContain('<title>Museum</title>');
    expect(VISIT_CSP).toBe("default-src 'none'; script-src 'self'; worker-src 'self'; style-src 'self'; img-src 'self' http://localhost:3000; media-src 'self' http://localhost:3000; connect-src 'self' http://localhost:3000; manifest-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'");
  });

  it('refuses a body whose declared length is above the limit with 413 and the error body', async () => {
    const answer = await send('POST', '/api/login', { body: [Buffer.alloc(LIMIT + 1, 'a')] });
    expectErrorBody(answer, 413, 'PayloadTooLargeException');
    expect(answer.headers.connection).toBe('close');
  });

  it('refuses a chunked body once it passes the limit', async () => {
    const answer = await send('POST', '/api/login', { body: [Buffer.alloc(600, 'a'), Buffer.alloc(600, 'b')], contentLength: false });
    expectErrorBody(answer, 413, 'PayloadTooLargeException');
  });

  it('answers 400 on malformed % escapes in the path or the query, API and console alike', async () => {
    for (const path of ['/api/users/%E0%A4%A', '/api/users/%zz', '/api/users?value=%', '/api/users?value=%ED%A0%80', '/profile%']) {
      expectErrorBody(await send('GET', path), 400, 'ValidationException');
    }
  });

  it('answers an unknown API path with 404 in the error body', async () => {
    expectErrorBody(await send('GET', '/api/nothing-here'), 404, 'NotFoundException');
  });

  it("drops a client's x-forwarded-host, so only Host names the tenant", () => {
    const req = { method: 'GET', headers: { host: 'demo.localhost:3000', 'x-forwarded-host': 'localhost' }, socket: { remoteAddress: '127.0.0.1' } };
    const event = toEvent(req as never, new URL('http://demo.localhost:3000/api/users/me'), Buffer.alloc(0), 'GET /api/users/me', {});
    expect(event.headers.host).toBe('demo.localhost:3000');
    expect(event.headers['x-forwarded-host']).toBeUndefined();
  });

  it("counts the handler's remaining time down from the function's timeout, as Lambda does", async () => {
    const context = lambdaContext('users', 1_000);
    expect(context.getRemainingTimeInMillis()).toBeGreaterThan(900);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(context.getRemainingTimeInMillis()).toBeLessThanOrEqual(900);
  });
});
