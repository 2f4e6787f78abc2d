import { randomUUID } from 'node:crypto';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { createGzip, gzipSync } from 'node:zlib';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { extname, join, normalize, resolve } from 'node:path';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { EXPORTS_FOLDER, IMPORTS_FOLDER } from '../../shared/bucket-folders';
import { API_FUNCTION_TIMEOUT_MS, API_GATEWAY_MAX_BODY_BYTES } from '../../shared/constants';
import { openApiDocument } from '../../shared/openapi';
import { API_PREFIX, findRoute, ROUTES, servedRoutes, apiRoots } from '../../shared/routes';
import { errorBody } from '../../functions/lib/error-body';
import { HttpError, NotFoundError, PayloadTooLargeError, ValidationError } from '../../functions/lib/errors';
import { runJobsInProcess, type JobRunner } from '../../functions/lib/jobs';
import { UPLOADS_PATH } from '../../shared/upload-kinds';
import { VISITOR_APP_ROOT } from '../../shared/visitor-app/constants';
import { UPLOADS_CONTENT_SECURITY_POLICY } from '../content-security-policy';
import { isVisitPath, VISIT_PAGE_HEADERS, VISIT_PATH } from '../../shared/visitor-app/visit-page';
import { visitPreloadHeaders } from '../../shared/visitor-app/visit-preload';

type Handler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;

export type GatewayOptions = {
  port: number;
  webDist: string;
  /** `/config.json`: what the deploy writes to the console bucket. */
  consoleConfig: () => unknown;
  /** `/tenants/<slug>.json`: what onboarding writes; undefined = 404. */
  tenantConfig: (slug: string) => Promise<unknown | undefined>;
  /** The console's Content-Security-Policy, as CloudFront sends it (`infra/content-security-policy.ts`). */
  contentSecurityPolicy: string;
  /** The visitor page's (`/visit`), as CloudFront sends it there. */
  visitContentSecurityPolicy: string;
  /** Larger request bodies get 413 before a handler runs (API Gateway's quota by default). */
  maxBodyBytes?: number;
  /** `/uploads/*`: the bucket's address on the S3 emulator, served as CloudFront serves the bucket (`infra/web.ts`). */
  uploadsBucketUrl?: string;
  /** Invokes the jobs worker asynchronously (the local stack's worker process); without it jobs run in this process. */
  runJob?: JobRunner;
};

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.map': 'application/json',
};

const routes = servedRoutes();
const handlers = new Map<string, Promise<Handler>>();

/** Each resource's handler module is imported once, on first use, as a Lambda cold start would. */
function handlerFor(resource: string): Promise<Handler> {
  let handler = handlers.get(resource);
  if (!handler) {
    handler = import(`../../functions/${resource}/handler.ts`).then((m: { handler: Handler }) => m.handler);
    handlers.set(resource, handler);
  }
  return handler;
}


/**
 * The body, refused as soon as it passes the limit (by its declared length, or while it streams
 * in without one): a client cannot make the gateway hold more than the limit in memory.
 */
function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  if (Number(req.headers['content-length']) > limit) return Promise.reject(new PayloadTooLargeError(limit));
  return new Promise((res, rej) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (c: Buffer) => {
      size += c.length;
      if (size <= limit) return void chunks.push(c);
      req.off('data', onData);
      rej(new PayloadTooLargeError(limit));
    };
    req.on('data', onData);
    req.on('end', () => res(Buffer.concat(chunks)));
    req.on('error', rej);
  });
}

/**
 * A `%` escape that is not valid UTF-8 percent-encoding (`%zz`, a cut `%E2%82`, a lone surrogate)
 * is the client's mistake: answer 400 before anything decodes it (decodeURIComponent throws).
 */
function checkEscapes(url: URL): void {
  try {
    decodeURIComponent(url.pathname);
    // URLSearchParams decodes leniently; the handlers must not see a half-decoded value either.
    for (const part of url.search.slice(1).split('&')) decodeURIComponent(part.replace(/\+/g, ' '));
  } catch {
    throw new ValidationError('The request URL has a malformed percent escape.');
  }
}

/** What Lambda hands a handler; the remaining time counts down as it would on AWS. */
export function lambdaContext(functionName: string, timeoutMs = API_FUNCTION_TIMEOUT_MS): Context {
  const requestId = randomUUID();
  const ends = Date.now() + timeoutMs;
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${functionName}`,
    memoryLimitInMB: '512',
    awsRequestId: requestId,
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, ends - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

/** The same request API Gateway (HTTP API, payload 2.0) hands a Lambda. */
export function toEvent(req: IncomingMessage, url: URL, body: Buffer, routeKey: string, pathParameters: Record<string, string>): APIGatewayProxyEventV2 {
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(req.headers)) {
    // On AWS only CloudFront sets the forwarded host (the API's tenant host); locally the Host
    // header names the tenant, and a client's own x-forwarded-host must not override it.
    if (k === 'x-forwarded-host' || v === undefined) continue;
    headers[k] = Array.isArray(v) ? v.join(',') : v;
  }
  const query: Record<string, string> = {};
  for (const [k, v] of url.searchParams) query[k] = k in query ? `${query[k]},${v}` : v;
  const now = new Date();
  return {
    version: '2.0',
    routeKey,
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    headers,
    queryStringParameters: Object.keys(query).length ? query : undefined,
    pathParameters: Object.keys(pathParameters).length ? pathParameters : undefined,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: (headers.host ?? 'localhost').split('.')[0],
      http: { method: req.method ?? 'GET', path: url.pathname, protocol: 'HTTP/1.1', sourceIp: req.socket.remoteAddress ?? '127.0.0.1', userAgent: headers['user-agent'] ?? '' },
      requestId: randomUUID(),
      routeKey,
      stage: '$default',
      time: now.toISOString(),
      timeEpoch: now.getTime(),
    },
    body: body.length ? body.toString('utf8') : undefined,
    isBase64Encoded: false,
  };
}

async function serveApi(req: IncomingMessage, res: ServerResponse, url: URL, maxBodyBytes: number) {
  const match = findRoute(req.method ?? 'GET', url.pathname, routes);
  if (!match) throw new NotFoundError(`No API route ${req.method} ${url.pathname}.`);
  const body = await readBody(req, maxBodyBytes);
  const handler = await handlerFor(match.route.resource);
  const result = await handler(toEvent(req, url, body, match.route.routeKey, match.params), lambdaContext(match.route.resource));
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(result.headers ?? {})) headers[k] = String(v);
  const payload = result.isBase64Encoded && result.body ? Buffer.from(result.body, 'base64') : Buffer.from(result.body ?? '', 'utf8');
  if (url.pathname.startsWith(`${VISITOR_APP_ROOT}/`) && acceptsGzip(req) && payload.length >= CLOUDFRONT_MIN_COMPRESS_BYTES) {
    res.writeHead(result.statusCode ?? 200, { ...headers, 'content-encoding': 'gzip', vary: [headers.vary, 'accept-encoding'].filter(Boolean).join(', ') });
    return res.end(gzipSync(payload));
  }
  res.writeHead(result.statusCode ?? 200, headers);
  res.end(payload);
}

/**
 * CloudFront compresses what it serves to the visitor app and its page (answers of 1,000 bytes
 * and more): a 200-POI bundle is 151 KB of JSON but 9 KB on the wire. The local gateway does the
 * same for those paths, so the visitor page's figures on a throttled network are the deployed ones.
 */
const CLOUDFRONT_MIN_COMPRESS_BYTES = 1_000;
const acceptsGzip = (req: IncomingMessage) => /\bgzip\b/u.test(String(req.headers['accept-encoding'] ?? ''));

/** `headers` are per content type, as the edge's viewer-response function adds them (the visitor page's preload links). */
function serveStatic(res: ServerResponse, root: string, pathname: string, csp: string, headers: (contentType: string) => Record<string, string> = () => ({}), gzip = false) {
  const index = join(root, 'index.html');
  if (!existsSync(index)) {
    res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' });
    return res.end('The console is not built yet: run `npm run build:web` (npm start does it for you).\n');
  }
  const wanted = resolve(root, '.' + normalize(decodeURIComponent(pathname)));
  const file = wanted.startsWith(root) && existsSync(wanted) && statSync(wanted).isFile() ? wanted : index;
  const hashed = file !== index && file.includes(`${join(root, 'assets')}`);
  const type = CONTENT_TYPES[extname(file)] ?? 'application/octet-stream';
  res.writeHead(200, {
    'content-type': type,
    // Hashed assets never change; index.html must always be revalidated to pick up new builds.
    'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
    'content-security-policy': csp,
    ...headers(type),
    ...(gzip ? { 'content-encoding': 'gzip', vary: 'accept-encoding' } : {}),
  });
  if (gzip) createReadStream(file).pipe(createGzip()).pipe(res);
  else createReadStream(file).pipe(res);
}

/** What a browser's file request carries on to the file store, and what of its answer comes back (hop-by-hop headers stay). */
const UPLOAD_REQUEST_HEADERS = ['origin', 'range', 'if-none-match', 'if-modified-since'];
const UPLOAD_RESPONSE_HEADERS = ['content-type', 'content-length', 'content-range', 'accept-ranges', 'etag', 'last-modified', 'cache-control', 'access-control-allow-origin', 'access-control-expose-headers', 'vary'];

/**
 * `/uploads/<tenant>/<folder>/<file>` from the S3 emulator, as the distribution's `/uploads/*`
 * behaviour serves the bucket: read-only, with the uploads' own headers, and never the imports'
 * or exports' folders (the bucket policy denies CloudFront those).
 */
async function serveUpload(req: IncomingMessage, res: ServerResponse, url: URL, bucketUrl: string, csp: string) {
  const key = url.pathname.slice(UPLOADS_PATH.length + 1);
  if ((req.method !== 'GET' && req.method !== 'HEAD') || !key || [IMPORTS_FOLDER, EXPORTS_FOLDER].some((folder) => key.startsWith(`${folder}/`))) {
    throw new NotFoundError(`No file ${url.pathname}.`);
  }
  const headers = Object.fromEntries(UPLOAD_REQUEST_HEADERS.flatMap((name) => (typeof req.headers[name] === 'string' ? [[name, req.headers[name]]] : [])));
  const answer = await fetch(`${bucketUrl}/${key}`, { method: req.method, headers });
  const kept = Object.fromEntries(UPLOAD_RESPONSE_HEADERS.flatMap((name) => (answer.headers.has(name) ? [[name, answer.headers.get(name)!]] : [])));
  res.writeHead(answer.status, { ...kept, 'x-content-type-options': 'nosniff', 'content-security-policy': csp });
  if (!answer.body || req.method === 'HEAD') return void res.end();
  Readable.fromWeb(answer.body as WebReadableStream).pipe(res);
}

/** Paths the spec also gives without `/api` (`/items/...`): the API answers them, as CloudFront sends them there. */
const API_ROOTS = apiRoots(ROUTES);

/** node:http in front of the handlers and the built console, on one port, like CloudFront + API Gateway. */
export function startGateway(opts: GatewayOptions): Promise<Server> {
  // Jobs (large exports, imports) run in the background, as the jobs worker Lambda runs them on AWS.
  runJobsInProcess(opts.runJob ?? ((event) => import('../../functions/jobs/handler').then((m) => m.runJob(event))));
  const root = resolve(opts.webDist);
  const maxBodyBytes = opts.maxBodyBytes ?? API_GATEWAY_MAX_BODY_BYTES;
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const work = async () => {
      checkEscapes(url);
      // The OpenAPI document of the route table (on AWS the console bucket serves it as /openapi.json).
      if (url.pathname === `${API_PREFIX}/openapi.json`) return sendJson(res, 200, openApiDocument(ROUTES));
      if (url.pathname === API_PREFIX || url.pathname.startsWith(`${API_PREFIX}/`)) return serveApi(req, res, url, maxBodyBytes);
      if (API_ROOTS.some((root) => url.pathname === root || url.pathname.startsWith(`${root}/`))) return serveApi(req, res, url, maxBodyBytes);
      if (url.pathname === '/config.json') return sendJson(res, 200, opts.consoleConfig());
      if (opts.uploadsBucketUrl && url.pathname.startsWith(`${UPLOADS_PATH}/`)) return serveUpload(req, res, url, opts.uploadsBucketUrl, UPLOADS_CONTENT_SECURITY_POLICY);
      const tenantFile = /^\/tenants\/([a-z0-9-]+)\.json$/.exec(url.pathname);
      if (tenantFile) {
        const config = await opts.tenantConfig(tenantFile[1]);
        return config ? sendJson(res, 200, config) : sendJson(res, 404, { message: 'NotFoundException', status: 404 });
      }
      if (isVisitPath(url.pathname)) {
        // The visitor page is its own build under /visit, with its own policy (infra/web.ts, `visitPage`).
        const headers = (type: string) => ({ ...VISIT_PAGE_HEADERS, ...visitPreloadHeaders(req.headers['accept-language'], type) });
        return serveStatic(res, join(root, 'visit'), url.pathname.slice(VISIT_PATH.length) || '/', opts.visitContentSecurityPolicy, headers, acceptsGzip(req));
      }
      return serveStatic(res, root, url.pathname, opts.contentSecurityPolicy);
    };
    work().catch((error: unknown) => {
      if (error instanceof HttpError) {
        // The rest of a refused body is read and dropped, not kept, and the connection closed:
        // the client may still be sending it.
        if (error instanceof PayloadTooLargeError) {
          res.setHeader('connection', 'close');
          req.resume();
        }
        return sendJson(res, error.status, errorBody(error));
      }
      // The handlers map their own errors; reaching here means the gateway itself failed.
      process.stderr.write(`[gateway] ${(error as Error).stack ?? String(error)}\n`);
      if (!res.headersSent) sendJson(res, 500, { ...errorBody(error), debugMessage: 'The local gateway failed.' });
      else res.end();
    });
  });
  server.keepAliveTimeout = 65_000;
  return new Promise((res, rej) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      rej(error.code === 'EADDRINUSE' ? new Error(`Port ${opts.port} is already in use: stop the other server or set PORT.`) : error),
    );
    server.listen(opts.port, '127.0.0.1', () => res(server));
  });
}
