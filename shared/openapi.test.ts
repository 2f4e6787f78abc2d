import { Validator } from '@seriousme/openapi-schema-validator';
import Ajv2020 from 'ajv/dist/2020';
import { describe, expect, it } from 'vitest';
import { openApiDocument } from './openapi';
import { ROUTES, servedRoutes } from './routes';

describe('the OpenAPI document', () => {
  const document = openApiDocument(ROUTES);

  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await new Validator().validate(document as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('has only schemas that compile as JSON Schema 2020-12 (the dialect of OpenAPI 3.1)', () => {
    const ajv = new Ajv2020({ strict: false });
    ajv.addFormat('email', true).addFormat('uri', true).addFormat('date-time', true);
    const schemas: unknown[] = [];
    const collect = (node: unknown, key?: string) => {
      if (!node || typeof node !== 'object') return;
      if (key === 'schema') schemas.push(node);
      for (const [k, v] of Object.entries(node)) collect(v, k);
    };
    collect(document);
    expect(schemas.length).toBeGreaterThan(50);
    for (const schema of schemas) {
      const resolved = JSON.parse(JSON.stringify(schema).replaceAll('"#/components/schemas/Error"', '"#/$defs/Error"'));
      expect(() => ajv.compile({ ...resolved, $defs: { Error: document.components.schemas.Error } })).not.toThrow();
    }
    // Several hundred schemas compiled one by one: about 2 s alone, over 5 s on a loaded 2-core machine.
  }, 30_000);

  it("documents every spreadsheet export's column choice, list or all", () => {
    const exports = servedRoutes().filter((r) => r.servedPath.endsWith('/excel'));
    expect(exports.length).toBe(7);
    for (const route of exports) {
      const parameters = (document.paths[route.servedPath] as { get: { parameters: { name: string; required: boolean; schema: unknown }[] } }).get.parameters;
      expect(parameters.find((p) => p.name === 'columns'), route.routeKey).toEqual({ name: 'columns', in: 'query', required: false, schema: { type: 'string', enum: ['list', 'all'] } });
    }
  });

  it('lists every served route of the table, each with its responses', () => {
    for (const route of servedRoutes()) {
      const operation = (document.paths[route.servedPath] as Record<string, { responses: Record<string, unknown> }> | undefined)?.[route.method.toLowerCase()];
      expect(operation, route.routeKey).toBeDefined();
      expect(Object.keys(operation!.responses)).toEqual(expect.arrayContaining([route.accepted ? '202' : '200', '400', '500']));
    }
  });

  it('describes the inputs the kit enforces', () => {
    const users = document.paths['/api/users'] as Record<string, { parameters: { name: string }[]; requestBody?: { content: Record<string, { schema: { required?: string[] } }> } }>;
    expect(users.get.parameters.map((p) => p.name)).toEqual(expect.arrayContaining(['page', 'size', 'sort', 'value']));
    expect(users.post.requestBody?.content['application/json'].schema.required).toEqual(expect.arrayContaining(['name', 'email', 'username', 'password', 'userGroup']));
  });
});
