import { randomUUID } from 'node:crypto';
import middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { routeId, serve, type RouteDef } from '../../shared/route-def';
import { tenantFromHost } from '../../shared/tenant';
import { authenticate, requestHost } from './auth';
import type { PublicContext, RequestContext } from './context';
import { errorBody } from './error-body';
import { HttpError, NotFoundError, ValidationError } from './errors';
import { logger } from './logger';
import { tenantBySlug } from './tenants';

export type Request<C> = {
  ctx: C;
  body: unknown;
  query: Record<string, string | undefined>;
  params: Record<string, string | undefined>;
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

type UserRoute = (req: Request<RequestContext>) => Promise<unknown>;
type PublicRoute = (req: Request<PublicContext>) => Promise<unknown>;
export type RouteMap = Record<string, UserRoute | PublicRoute>;

function lowerCaseHeaders(headers: APIGatewayProxyEventV2['headers']): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(headers ?? {}).map(([k, v]) => [k.toLowerCase(), v]));
}

function parseBody(event: APIGatewayProxyEventV2): unknown {
  if (!event.body) return undefined;
  const text = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
  if (!text.trim()) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new ValidationError('The request body is not valid JSON.');
  }
}

function json(status: number, body: unknown, headers: Record<string, string> = {}): APIGatewayProxyStructuredResultV2 {
  return {
    statusCode: status,
    headers: { 'content-type': 'application/json', 'cache-control': 'no-store', ...headers },
    body: JSON.stringify(body ?? null),
  };
}

/**
 * A resource's Lambda: middy around a route map keyed by `METHOD /path` of the route table, for
 * the resource's own routes (`shared/routes/<resource>.ts`, a part of the table). The kit
 * authenticates and authorises from those rows before the route runs, parses the body, and maps
 * every error to the spec's error body.
 */
export function httpHandler(declared: readonly RouteDef[], routes: RouteMap) {
  const resource = declared[0]?.resource;
  if (!resource || declared.some((r) => r.resource !== resource)) {
    throw new Error(`A function serves the routes of one resource: [${[...new Set(declared.map((r) => r.resource))]}]`);
  }
  const byRouteKey = new Map(serve(declared).map((r) => [r.routeKey, r]));
  const missing = declared.map(routeId).filter((id) => !routes[id]);
  const extra = Object.keys(routes).filter((id) => !declared.some((r) => routeId(r) === id));
  // A route in the table without code (or code without a route) is a deployment bug: fail at load.
  if (missing.length || extra.length) {
    throw new Error(`Resource ${resource} does not match the route table: missing [${missing}], extra [${extra}]`);
  }

  const dispatch = async (event: APIGatewayProxyEventV2, context: Context): Promise<APIGatewayProxyStructuredResultV2> => {
    const logIdentifier = context.awsRequestId || randomUUID();
    const route: RouteDef | undefined = byRouteKey.get(event.routeKey);
    if (!route) throw new NotFoundError(`No route ${event.routeKey}.`);
    const headers = lowerCaseHeaders(event.headers);
    const ctx =
      route.access === 'user'
        ? await authenticate(headers, route, logIdentifier)
        : await publicContext(headers, logIdentifier);
    const result = await (routes[routeId(route)] as (req: Request<unknown>) => Promise<unknown>)({
      ctx,
      body: parseBody(event),
      query: event.queryStringParameters ?? {},
      params: event.pathParameters ?? {},
      headers,
    });
    if (result instanceof Reply) return json(result.status, result.body, result.headers);
    return json(200, result);
  };

  return middy<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2>(dispatch).use({
    onError: async (request) => {
      const logIdentifier = request.context.awsRequestId || randomUUID();
      const body = errorBody(request.error, logIdentifier);
      if (request.error instanceof HttpError) {
        logger.info('request refused', { status: body.status, message: body.debugMessage, logIdentifier });
      } else {
        logger.error('request failed', { error: request.error as Error, logIdentifier });
      }
      request.response = json(body.status, body);
    },
  });
}

async function publicContext(headers: Record<string, string | undefined>, logIdentifier: string): Promise<PublicContext> {
  const tenant = tenantFromHost(requestHost(headers));
  const registry = tenant ? await tenantBySlug(tenant) : undefined;
  return { tenant: registry?.slug, registry, logIdentifier };
}
