import { NestedStack } from 'aws-cdk-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { createMuseumApp } from '../../infra/museum-app';
import type { MuseumStack } from '../../infra/museum-stack';
import { resources, servedRoutes } from '../../shared/routes';
import { bundlingSkipped, SYNTH_REGION } from './cdk-context';
import { logicalIdIn, mergedTemplate, stackTemplates } from './stack-templates';

/** Our own ceiling per stack, at today's routes: half of CloudFormation's 500, the room to grow. */
const RESOURCES_PER_STACK = 250;
const CLOUDFORMATION_RESOURCES_PER_STACK = 500;
const API_GATEWAY_ROUTES_PER_API = 300;
/** The projection: three times today's routes, with functions in the same proportion. */
const GROWTH = 3;

let stack: MuseumStack;
let sizes: { name: string; resources: number; routes: number; modules: number }[];

beforeAll(() => {
  ({ stack } = createMuseumApp({ context: bundlingSkipped() }));
  sizes = stackTemplates(stack).map(({ stack: s, template }) => {
    const all = Object.values((template.toJSON() as { Resources: Record<string, { Type: string }> }).Resources);
    return {
      name: NestedStack.isNestedStack(s) ? s.node.id : s.stackName,
      resources: all.length,
      routes: all.filter((r) => r.Type === 'AWS::ApiGatewayV2::Route').length,
      modules: all.filter((r) => r.Type === 'AWS::CloudFormation::Stack').length,
    };
  });
});

/**
 * At GROWTH times the routes: a module's routes grow in place; the main stack grows by what each
 * module costs it (the module itself, its function's role and policy), as if the new routes
 * came with new functions in today's proportion. Everything else stays.
 */
function projected(size: { resources: number; routes: number; modules: number }, perModule: number): number {
  return size.resources + (GROWTH - 1) * (size.routes + size.modules * perModule);
}

describe('stack size (CloudFormation allows 500 resources per stack)', () => {
  it(`keeps every stack at or under ${RESOURCES_PER_STACK} resources, and under ${CLOUDFORMATION_RESOURCES_PER_STACK} at ${GROWTH}x the routes`, () => {
    // In the main stack, each module comes with its function's role and default policy.
    const perModule = 3;
    const lines = sizes.map((s) => `${s.name}: ${s.resources} resources (${s.routes} routes), at ${GROWTH}x routes ${projected(s, perModule)}`);
    // The figures the issue asks for, printed with the test (docs/design.md, "The stack at full size").
    console.log(`CloudFormation resources per stack, ${servedRoutes().length} routes and ${resources().length} API functions:\n${lines.join('\n')}`);
    const main = sizes[0];
    expect(main.modules).toBe(resources().length);
    for (const s of sizes) {
      expect(s.resources, s.name).toBeLessThanOrEqual(RESOURCES_PER_STACK);
      expect(projected(s, perModule), `${s.name} at ${GROWTH}x`).toBeLessThan(CLOUDFORMATION_RESOURCES_PER_STACK);
    }
  });

  it('puts each resource of the route table in a module of its own, with its function and every route of it', () => {
    const moduleRoutes = sizes.slice(1).reduce((n, s) => n + s.routes, 0);
    expect(moduleRoutes).toBe(servedRoutes().length);
    for (const resource of resources()) {
      const fn = stack.api.handlers.get(resource);
      expect(fn && NestedStack.isNestedStack(fn.stack) ? fn.stack : undefined, resource).toBe(stack.api.modules.get(resource));
      // The role stays in the main stack, where the tenant roles that trust it are.
      expect(fn?.role?.stack, resource).toBe(stack);
    }
  });

  it(`keeps the routes inside API Gateway's quota of ${API_GATEWAY_ROUTES_PER_API} per HTTP API`, () => {
    expect(servedRoutes().length).toBeLessThanOrEqual(API_GATEWAY_ROUTES_PER_API);
  });

  it('grants API Gateway one invoke permission per function, for any route of this API only', () => {
    const template = mergedTemplate(stack);
    const permissions = Object.values(template.findResources('AWS::Lambda::Permission'));
    expect(permissions).toHaveLength(resources().length);
    const apiArn = {
      'Fn::Join': ['', [`arn:aws:execute-api:${SYNTH_REGION}:`, { Ref: 'AWS::AccountId' }, ':', { Ref: logicalIdIn(stack.api.httpApi) }, '/*/*/*']],
    };
    for (const resource of resources()) {
      const fn = stack.api.handlers.get(resource);
      if (!fn) throw new Error(`No function for ${resource}`);
      expect(permissions).toContainEqual(
        expect.objectContaining({
          Properties: { Action: 'lambda:InvokeFunction', FunctionName: { 'Fn::GetAtt': [logicalIdIn(fn), 'Arn'] }, Principal: 'apigateway.amazonaws.com', SourceArn: apiArn },
        }),
      );
    }
  });
});
