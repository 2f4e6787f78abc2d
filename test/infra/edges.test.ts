import type { CfnElement } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { EDGE_REGION, type MuseumEdgeStack } from '../../infra/edge-stack';
import { createMuseumApp } from '../../infra/museum-app';
import type { MuseumStack } from '../../infra/museum-stack';
import { ORIGIN_VERIFY_ENV, ORIGIN_VERIFY_HEADER } from '../../infra/origin-verify';
import { API_THROTTLE, ROUTE_THROTTLES } from '../../infra/throttling';
import { openApiDocument } from '../../shared/openapi';
import { ROUTES, resources, servedRoutes } from '../../shared/routes';
import { APP_REQUESTS_PER_MINUTE, VISITOR_APP_ROOT } from '../../shared/visitor-app/constants';
import { bundlingSkipped, SYNTH_REGION } from './cdk-context';
import { logicalIdIn, mergedTemplate } from './stack-templates';

let stack: MuseumStack;
let edge: MuseumEdgeStack;
let template: Template;

beforeAll(() => {
  ({ stack, edge } = createMuseumApp({ context: bundlingSkipped() }));
  template = mergedTemplate(stack);
});

const logicalId = logicalIdIn;
const distribution = () => Object.values(template.findResources('AWS::CloudFront::Distribution'))[0].Properties.DistributionConfig;
const behaviour = (pattern: string) => distribution().CacheBehaviors.find((b: { PathPattern: string }) => b.PathPattern === pattern);

describe('API Gateway throttling', () => {
  it('limits the whole stage, and sign-in tighter', () => {
    const stage = Object.values(template.findResources('AWS::ApiGatewayV2::Stage'))[0];
    expect(stage.Properties.DefaultRouteSettings).toEqual({ ThrottlingRateLimit: API_THROTTLE.rateLimit, ThrottlingBurstLimit: API_THROTTLE.burstLimit });
    expect(stage.Properties.RouteSettings).toEqual({ 'POST /api/login': { ThrottlingRateLimit: 10, ThrottlingBurstLimit: 20 } });
    expect(ROUTE_THROTTLES['POST /api/login'].rateLimit).toBeLessThan(API_THROTTLE.rateLimit);
  });

  it('throttles only routes the table serves, and deploys the stage after them', () => {
    const served = new Set(servedRoutes().map((r) => r.routeKey));
    for (const key of Object.keys(ROUTE_THROTTLES)) expect(served).toContain(key);
    const stage = Object.values(template.findResources('AWS::ApiGatewayV2::Stage'))[0];
    // The route is in its resource's module (a nested stack): the stage waits for that module.
    const login = servedRoutes().find((r) => r.routeKey === 'POST /api/login');
    const module = stack.api.modules.get(String(login?.resource));
    expect(stage.DependsOn).toContain(stack.getLogicalId(module?.nestedStackResource as CfnElement));
    expect(module?.routes.has('POST /api/login')).toBe(true);
  });
});

describe('the API only through CloudFront', () => {
  it('sends a secret origin header generated at deployment, the value only as a dynamic reference', () => {
    const secretId = logicalId(stack.originVerify.secret);
    const reference = { 'Fn::Join': ['', ['{{resolve:secretsmanager:', { Ref: secretId }, ':SecretString:::}}']] };
    const apiOrigin = distribution().Origins.find((o: { Id: string }) => o.Id === behaviour('api/*').TargetOriginId);
    expect(apiOrigin.OriginCustomHeaders).toEqual([{ HeaderName: ORIGIN_VERIFY_HEADER, HeaderValue: reference }]);
    expect(template.toJSON().Resources[secretId].Properties.GenerateSecretString).toMatchObject({ PasswordLength: 48 });

    // Every API function can check it.
    for (const resource of resources()) {
      const fn = stack.api.handlers.get(resource);
      if (!fn) throw new Error(resource);
      expect(template.toJSON().Resources[logicalId(fn)].Properties.Environment.Variables[ORIGIN_VERIFY_ENV], resource).toEqual(reference);
    }
  });

  it('sends it to the API origin only, never to the buckets', () => {
    const withHeader = distribution().Origins.filter((o: { OriginCustomHeaders?: unknown }) => o.OriginCustomHeaders);
    expect(withHeader).toHaveLength(1);
  });
});

describe('uploads are served as files, never as a page that runs', () => {
  const headers = () => {
    const id = behaviour('uploads/*').ResponseHeadersPolicyId.Ref;
    return template.toJSON().Resources[id].Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig;
  };

  it('sends nosniff and a Content-Security-Policy that allows no script and sandboxes the file', () => {
    expect(headers().ContentTypeOptions).toEqual({ Override: true });
    const csp: string = headers().ContentSecurityPolicy.ContentSecurityPolicy;
    expect(headers().ContentSecurityPolicy.Override).toBe(true);
    const directives = new Map(csp.split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name, values]));
    expect(directives.get('default-src')).toEqual(["'none'"]);
    expect(directives.has('script-src')).toBe(false);
    expect(directives.get('sandbox')).toEqual([]);
    for (const [, values] of directives) expect(values).not.toContain("'unsafe-eval'");
  });

  it("sends the console's security headers too", () => {
    expect(headers()).toMatchObject({
      FrameOptions: { FrameOption: 'SAMEORIGIN', Override: true },
      ReferrerPolicy: { ReferrerPolicy: 'strict-origin-when-cross-origin', Override: true },
      StrictTransportSecurity: { AccessControlMaxAgeSec: 31536000, Override: true },
      XSSProtection: { Protection: true, ModeBlock: true, Override: true },
    });
  });
});

describe('fair limits between museums at the edge', () => {
  type Json = Record<string, any>;
  const webAcl = () => Object.values(Template.fromStack(edge).findResources('AWS::WAFv2::WebACL'))[0].Properties;
  const rateRule = () => webAcl().Rules.find((r: Json) => r.Statement.RateBasedStatement);
  const apiOriginId = () => behaviour('api/*').TargetOriginId;

  it('keeps the web ACL in us-east-1 and puts it on the distribution, read across Regions', () => {
    expect([edge.region, stack.region]).toEqual([EDGE_REGION, SYNTH_REGION]);
    expect(webAcl().Scope).toBe('CLOUDFRONT');
    // cdk.json makes cross-stack references weak: the stack output, read in the edge's Region, no export to pin it.
    const reference = distribution().WebACLId['Fn::GetStackOutput'];
    expect(reference).toMatchObject({ StackName: edge.stackName, Region: EDGE_REGION });
    expect(stack.dependencies).toContain(edge);
  });

  it("limits each address below what the stage's shared bucket lets through in the rule's window", () => {
    const stage = Object.values(template.findResources('AWS::ApiGatewayV2::Stage'))[0].Properties.DefaultRouteSettings;
    const { Limit: limit, EvaluationWindowSec: window, AggregateKeyType: key } = rateRule().Statement.RateBasedStatement;
    expect([key, window]).toEqual(['IP', 300]);
    expect(limit).toBeLessThan(stage.ThrottlingRateLimit * window + stage.ThrottlingBurstLimit);
    // Above the visitor app's own allowance per address, so a museum's Wi-Fi meets the app's 429 first.
    expect(limit).toBeGreaterThanOrEqual((APP_REQUESTS_PER_MINUTE * window) / 60);
    expect(rateRule().Action.Block.CustomResponse).toMatchObject({ ResponseCode: 429, ResponseHeaders: [{ Name: 'retry-after' }] });
  });

  it('counts every request CloudFront sends to the API, and none of the console files or uploads', () => {
    const scope = rateRule().Statement.RateBasedStatement.ScopeDownStatement.RegexMatchStatement;
    expect(scope.FieldToMatch).toEqual({ UriPath: {} });
    const counted = new RegExp(scope.RegexString, 'u');
    const example = (pattern: string) => `/${pattern.replace('*', 'any/path')}`;
    const behaviours: Json[] = distribution().CacheBehaviors;
    const toApi = behaviours.filter((b) => b.TargetOriginId === apiOriginId()).map((b) => example(b.PathPattern));
    expect(toApi.length).toBeGreaterThan(2);
    for (const path of toApi) expect(path).toMatch(counted);
    const files = [...behaviours.filter((b) => b.TargetOriginId !== apiOriginId()).map((b) => example(b.PathPattern)), '/index.html', '/assets/index.js', '/apple-touch-icon.png'];
    for (const path of files) expect(path).not.toMatch(counted);
  });

  it("keys the visitor app's cache on the query parameters its routes read, and sends no other on", () => {
    const appQuery = Object.entries(openApiDocument(ROUTES).paths as Json)
      .filter(([path]) => path.startsWith(VISITOR_APP_ROOT))
      .flatMap(([, operations]) => Object.values(operations as Json).flatMap((op: Json) => (op.parameters ?? []).filter((p: Json) => p.in === 'query').map((p: Json) => p.name)));
    const resource = (id: string) => template.toJSON().Resources[id].Properties;
    for (const pattern of ['app', 'app/*']) {
      const cacheKey = resource(behaviour(pattern).CachePolicyId.Ref).CachePolicyConfig.ParametersInCacheKeyAndForwardedToOrigin.QueryStringsConfig;
      expect(cacheKey.QueryStringBehavior).toBe('whitelist');
      expect([...cacheKey.QueryStrings].sort()).toEqual([...new Set(appQuery)].sort());
      expect(resource(behaviour(pattern).OriginRequestPolicyId.Ref).OriginRequestPolicyConfig.QueryStringsConfig).toEqual({ QueryStringBehavior: 'none' });
    }
  });
});
