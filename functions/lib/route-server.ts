import { randomUUID, timingSafeEqual } from 'node:crypto';
import middy, { type MiddlewareObj } from '@middy/core';
import httpHeaderNormalizer from '@middy/http-header-normalizer';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type * as z from 'zod/mini';
import { ORIGIN_VERIFY_ENV, ORIGIN_VERIFY_HEADER } from '../../shared/origin-verify';
import { DEFAULT_MAX_BODY_BYTES, routeId, serve, signerOf, type RouteDef, type RouteKey } from '../../shared/route-def';
import { tenantFromHost } from '../../shared/tenant';
import type { PublicContext, RequestContext } from './context';
import { errorBody } from './error-body';
import { requestHost } from './request-headers';
import { ForbiddenError, HttpError, NotFoundError, PayloadTooLargeError, TooManyRequestsError, ValidationError } from './errors';
import { withDeadline } from './dynamodb/client';
import { checkInputText } from './input-text';
import { logger } from './logger';
import { parseInput, routeInputs } from './route-input';
import { runAsTenant } from './tenant-credentials';
import { tenantBySlug } from './tenants';

type Out<S> = S extends z.ZodMiniType ? z.output<S> : S extends (params: never) => infer T ? (T extends z.ZodMiniType ? z.output<T> : never) : undefined;

/** What a route's code receives: the caller, and its input already parsed by the row's schemas. */
export type RouteRequest<R extends RouteDef> = {
  ctx: R['access'] extends 'user' ? RequestContext : PublicContext;
  params: R['params'] extends z.ZodMiniType ? z.output<R['params']> : Record<string, string>;
  query: Out<R['query']>;
  body: Out<R['body']>;
  headers: Record<string, string | undefined>;
};

/** A handler may set headers or a status; a plain value is a 200 JSON body. */
export class Reply {
  constructor(
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
    readonly status = 200,
  ) {}
}

/** A resource's route map: one function per row of its table, keyed `METHOD /path` (checked by tsc). */
export type RouteHandlers<T extends readonly RouteDef[]> = {
  [R in T[number] as RouteKey<R>]: (req: RouteRequest<R>) => Promise<unknown>;
};

type Event = APIGatewayProxyEventV2 & { parsedBody?: unknown };
type Result = APIGatewayProxyStructuredResultV2;

function json(status: number, body: unknown, headers: Record<string, string> = {}): Result {
  return {
    statusCode: status,
    headers: { 'content-type': 'application/json', 'cache-control': 'no-store', ...headers },
    body: JSON.stringify(body ?? null),
  };
}

/**
 * A file (a spreadsheet export): API Gateway's HTTP API decodes a base64 body flagged so and
 * passes the bytes through; the handler sets the content type and disposition.
 */
function binary(status: number, body: Buffer, headers: Record<string, string>): Result {
  return { statusCode: status, headers: { 'cache-control': 'no-store', ...headers }, body: body.toString('base64'), isBase64Encoded: true };
}

// The local stack checks every answer against the route's response schema, so an answer that
// drifts from the contract (and the OpenAPI document) fails the integration suite.
const CHECK_RESPONSES = process.env.CHECK_RESPONSES === 'true';
// CloudFront adds this header with a secret; without it a request came around CloudFront (where
// `x-forwarded-host` could be forged). Unset in the local stack, which has no CloudFront.
const ORIGIN_SECRET = process.env[ORIGIN_VERIFY_ENV];

/** What the kit keeps of an invocation's time to map an error and answer. */
const ANSWER_MARGIN_MS = 500;

let coldStart = true;

/**
 * Checks a signed-in caller and authorises it for the route's row (`auth.ts`): passed in by
 * `httpHandler` (`http.ts`), so a function without a signed-in route never loads the token check.
 */
export type Authenticate = (headers: Record<string, string | undefined>, route: RouteDef, logIdentifier: string) => Promise<RequestContext>;

/**
 * The fixed middy chain every resource runs, in this order: the error handler (registered first,
 * so its onError runs last, after anything else has had its say), header normalising, the
 * invocation's log context, the origin check, body parsing with the route's size limit. Then the
 * route: authenticate and authorise from its row, parse its input with its schemas, run it.
 */
export function routeServer<const T extends readonly RouteDef[]>(declared: T, handlers: NoInfer<RouteHandlers<T>>, authenticate: Authenticate) {
  const resource = declared[0]?.resource;
  if (!resource || declared.some((r) => r.resource !== resource)) {
    throw new Error(`A function serves the routes of one resource: [${[...new Set(declared.map((r) => r.resource))]}]`);
  }
  const routes = handlers as unknown as Record<string, (req: unknown) => Promise<unknown>>;
  const missing = declared.map(routeId).filter((id) => !routes[id]);
  const extra = Object.keys(routes).filter((id) => !declared.some((r) => routeId(r) === id));
  // A route in the table without code (or code without a route) is a deployment bug: fail at load.
  if (missing.length || extra.length) {
    throw new Error(`Resource ${resource} does not match the route table: missing [${missing}], extra [${extra}]`);
  }
  const byRouteKey = new Map(serve(declared).map((r) => [r.routeKey, r]));
  const inputs = new Map(declared.map((r) => [routeId(r), routeInputs(r)]));
  const routeOf = (event: Event) => byRouteKey.get(event.routeKey);

  const dispatch = async (event: Event, context: Context): Promise<Result> => {
    const route = routeOf(event);
    if (!route) throw new NotFoundError(`No route ${event.routeKey}.`);
    const logIdentifier = context.awsRequestId || randomUUID();
    const headers = event.headers as Record<string, string | undefined>;
    const ctx =
      route.access === 'user'
        ? await authenticate(headers, route, logIdentifier)
        : await publicContext(headers, logIdentifier, clientAddress(event));
    if (ctx.tenant) logger.appendKeys({ tenant: ctx.tenant });

    const raw = { params: event.pathParameters ?? {}, query: event.queryStringParameters ?? {}, body: event.parsedBody };
    checkInputText(raw.params);
    checkInputText(raw.query);
    checkInputText(raw.body);
    const input = parseInput(inputs.get(routeId(route))!, raw);
    const run = () => routes[routeId(route)]({ ctx, headers, ...input });
    // From here on the data calls are signed with credentials scoped to the caller's tenant
    // (a registry write with the function's own role).
    const result = await (ctx.tenant && signerOf(route) === 'tenant-session' ? runAsTenant(ctx.tenant, run) : run());
    const reply = result instanceof Reply ? result : new Reply(result, {}, route.accepted ? 202 : 200);
    if (Buffer.isBuffer(reply.body)) return binary(reply.status, reply.body, reply.headers);
    // Not modified: the headers (ETag, caching) without a body.
    if (reply.status === 304) return { statusCode: 304, headers: reply.headers, body: '' };
    if (CHECK_RESPONSES && route.response && reply.status === (route.accepted ? 202 : 200)) checkResponse(route, reply.body);
    return json(reply.status, reply.body, reply.headers);
  };

  // DynamoDB calls stop retrying in time to answer with our error body before Lambda's timeout.
  const bounded = (event: Event, context: Context) =>
    withDeadline(Math.max(0, context.getRemainingTimeInMillis() - ANSWER_MARGIN_MS), () => dispatch(event, context));

  return middy<Event, Result>(bounded).use([
    errorHandler(),
    httpHeaderNormalizer(),
    logContext(routeOf),
    originCheck(),
    bodyParser((event) => routeOf(event)?.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES),
  ]);
}

function errorHandler(): MiddlewareObj<Event, Result> {
  return {
    onError: async (request) => {
      const logIdentifier = request.context.awsRequestId || randomUUID();
      const body = errorBody(request.error, logIdentifier);
      if (request.error instanceof HttpError) {
        logger.info('request refused', { status: body.status, reason: body.debugMessage, logIdentifier });
      } else {
        logger.error('request failed', { error: request.error as Error, logIdentifier });
      }
      // A refused burst says when to come back (the login lockout's window).
      const retryAfter = request.error instanceof TooManyRequestsError && request.error.retryAfterSeconds;
      request.response = json(body.status, body, retryAfter ? { 'retry-after': String(retryAfter) } : {});
    },
  };
}

function logContext(routeOf: (event: Event) => RouteDef | undefined): MiddlewareObj<Event, Result> {
  return {
    before: async (request) => {
      logger.resetKeys();
      logger.appendKeys({
        requestId: request.context.awsRequestId,
        coldStart,
        function: request.context.functionName,
        route: routeOf(request.event) ? request.event.routeKey : undefined,
      });
      coldStart = false;
    },
  };
}

function originCheck(): MiddlewareObj<Event, Result> {
  return {
    before: async (request) => {
      if (ORIGIN_SECRET && !sameSecret(request.event.headers[ORIGIN_VERIFY_HEADER], ORIGIN_SECRET)) {
        throw new ForbiddenError('Call the API through the museum console address.');
      }
    },
  };
}

/**
 * JSON bodies. Not `@middy/http-json-body-parser`: it answers a malformed body with 415 and a
 * body-less request that names JSON with an error too; the spec wants bad input as a 400.
 */
/** Compared in constant time, so the answer's timing does not reveal how much of a guess matched. */
function sameSecret(sent: string | undefined, secret: string): boolean {
  const a = Buffer.from(sent ?? '');
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}

function bodyParser(limitOf: (event: Event) => number): MiddlewareObj<Event, Result> {
  return {
    before: async (request) => {
      const event = request.event;
      if (!event.body) return;
      const bytes = event.isBase64Encoded ? Buffer.from(event.body, 'base64') : Buffer.from(event.body, 'utf8');
      const limit = limitOf(event);
      if (bytes.length > limit) throw new PayloadTooLargeError(limit);
      const text = bytes.toString('utf8');
      if (!text.trim()) return;
      try {
        event.parsedBody = JSON.parse(text);
      } catch {
        throw new ValidationError('The request body is not valid JSON.');
      }
    },
  };
}

function checkResponse(route: RouteDef, body: unknown) {
  const result = (route.response as z.ZodMiniType).safeParse(body);
  if (!result.success) {
    const issues = result.error.issues.slice(0, 5).map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`The answer of ${routeId(route)} does not match its response schema: ${issues.join('; ')}`);
  }
}

async function publicContext(headers: Record<string, string | undefined>, logIdentifier: string, clientAddress: string): Promise<PublicContext> {
  const tenant = tenantFromHost(requestHost(headers));
  const registry = tenant ? await tenantBySlug(tenant) : undefined;
  return { tenant: registry?.slug, registry, logIdentifier, clientAddress };
}

/**
 * The caller's address. Behind CloudFront (the origin secret is set) API Gateway sees CloudFront's
 * address, and CloudFront names the viewer's in `cloudfront-viewer-address` (`ip:port`, which it
 * sets itself whatever the viewer sent); without CloudFront (the local stack) it is the peer's.
 */
function clientAddress(event: Event): string {
  const viewer = ORIGIN_SECRET ? event.headers['cloudfront-viewer-address'] : undefined;
  if (viewer) return viewer.replace(/:\d+$/u, '');
  return event.requestContext?.http?.sourceIp ?? 'unknown';
}

/** A function none of whose routes has a signed-in caller (the visitor app, the gateways' scans): served without the token check. */
export function publicHttpHandler<const T extends readonly RouteDef[]>(declared: T, handlers: NoInfer<RouteHandlers<T>>) {
  // A signed-in route served without the token check would be open to anyone: fail at load.
  if (declared.some((r) => r.access === 'user')) {
    throw new Error(`Resource ${declared[0].resource} has signed-in routes: serve it with httpHandler (http.ts)`);
  }
  return routeServer(declared, handlers, noSignIn);
}

const noSignIn: Authenticate = () => Promise.reject(new Error('No route of this function has a signed-in caller.'));
