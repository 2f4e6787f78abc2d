import * as z from 'zod/mini';
import { PRODUCT_NAME } from './constants';
import { pathParams, serve, type RouteDef, type Schema, type ServedRoute } from './route-def';
import { PREVIEW_KEY_HEADER, VISITOR_APP_ROOT } from './visitor-app/constants';

type JsonSchema = Record<string, unknown>;

/** The spec's error body (spec 1 section 8): what every refusal and failure answers. */
const ErrorBodySchema = z.object({
  message: z.string(),
  debugMessage: z.string(),
  status: z.number(),
  timestamp: z.string(),
  logIdentifier: z.string(),
  fieldErrors: z.optional(z.record(z.string(), z.string())),
});

function jsonSchema(schema: Schema, io: 'input' | 'output'): JsonSchema {
  // Transforms have no JSON Schema; on the input side zod describes what goes into them.
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

function parameters(route: ServedRoute): JsonSchema[] {
  const inPath = route.params ? (jsonSchema(route.params, 'input').properties as Record<string, JsonSchema>) : {};
  const path = pathParams(route.path).map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: inPath[name] ?? { type: 'string', maxLength: 100 },
  }));
  if (!route.query) return path;
  const query = jsonSchema(route.query, 'input');
  const required = new Set((query.required as string[] | undefined) ?? []);
  const properties = (query.properties ?? {}) as Record<string, JsonSchema>;
  return [
    ...path,
    ...Object.entries(properties).map(([name, schema]) => ({ name, in: 'query', required: required.has(name), schema })),
  ];
}

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

/** `GET /api/users/{id}` -> `getApiUsersById`: unique per method and served path. */
function operationId(route: ServedRoute): string {
  const words = route.servedPath.replace(/\{(\w+)\}/g, 'by-$1').split(/[^A-Za-z0-9]+/u).filter(Boolean);
  return route.method.toLowerCase() + words.map((w) => w[0].toUpperCase() + w.slice(1)).join('');
}

/** The visitor app's calls are conditional and may carry a preview key (docs/visitor-app.md). */
const VISITOR_APP_HEADERS = [
  { name: 'If-None-Match', in: 'header', required: false, schema: { type: 'string' }, description: 'The ETag of an answer held: 304 while it is still the content.' },
  { name: PREVIEW_KEY_HEADER, in: 'header', required: false, schema: { type: 'string' }, description: "The museum's preview key: drafts too, while preview mode is on." },
];
const VISITOR_APP_RESPONSES = {
  304: { description: 'Not modified: the ETag sent is still the content.' },
  403: errorResponse('The preview key is not valid.'),
  404: errorResponse('No museum at this host, no such record, or a language the app does not have.'),
  429: errorResponse('Too many requests from this address this minute (Retry-After says when).'),
};
const SECURITY = { user: [{ bearer: [] }], gateway: [{ gatewayKey: [] }], public: [] } as const;

function operation(route: ServedRoute) {
  const body = typeof route.body === 'function' ? route.body({}) : route.body;
  const visitorApp = route.root === VISITOR_APP_ROOT;
  return {
    operationId: operationId(route),
    summary: route.summary,
    tags: [route.resource],
    security: SECURITY[route.access],
    ...(route.area ? { 'x-permission': { area: route.area, level: route.level ?? 'read', ...(route.gate ? { whenModule: route.gate } : {}) } } : {}),
    ...(route.feature ? { 'x-feature': route.feature } : {}),
    parameters: [...parameters(route), ...(visitorApp ? VISITOR_APP_HEADERS : [])],
    ...(body ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(body, 'input') } } } } : {}),
    responses: {
      [route.accepted ? 202 : 200]: {
        description: route.accepted ? 'Accepted: a job runs the step (read its progress with the GET).' : 'OK',
        ...(route.response ? { content: { 'application/json': { schema: jsonSchema(route.response, 'output') } } } : {}),
      },
      400: errorResponse('The request is not valid; fieldErrors names each field.'),
      ...(route.access === 'user' ? { 401: errorResponse('No valid sign-in token.'), 403: errorResponse('Another museum, or no permission.') } : {}),
      ...(route.access === 'gateway' ? { 401: errorResponse("No valid key of this museum's gateways (missing, rotated or revoked).") } : {}),
      ...(visitorApp ? VISITOR_APP_RESPONSES : {}),
      409: errorResponse('A conflict: a stale version, a duplicate, or a record in use.'),
      413: errorResponse('The request body is larger than the route takes.'),
      500: errorResponse('An unexpected failure; quote the logIdentifier.'),
    },
  };
}

/**
 * The OpenAPI 3.1 document of the API, generated from the route table and its schemas (so it
 * cannot drift from what the kit enforces). Every spelling of a path is listed.
 */
export function openApiDocument(routes: readonly RouteDef[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of serve(routes)) {
    (paths[route.servedPath] ??= {})[route.method.toLowerCase()] = operation(route);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: `${PRODUCT_NAME} API`,
      version: '1',
      description:
        "The API of one museum (the tenant is the host): the console's under /api (with a verified token), the visitor app's under /app/v1 (public, published content) and the beacon gateways' under /ingest (with a gateway key). Errors use the spec's error body.",
    },
    servers: [{ url: '/' }],
    paths,
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        gatewayKey: { type: 'http', scheme: 'bearer', description: "A beacon gateway's key, made in Beacons -> Gateways." },
      },
      schemas: { Error: jsonSchema(ErrorBodySchema, 'output') },
    },
  };
}
