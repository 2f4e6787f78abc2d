import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import type { App } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visitContentSecurityPolicy } from '../../infra/content-security-policy';
import { ROUTE_AUTHORIZATION_REASONS } from '../../infra/api';
import { needsOf, UPLOAD_ACTIONS } from '../../infra/function-needs';
import { createMuseumApp } from '../../infra/museum-app';
import type { MuseumStack } from '../../infra/museum-stack';
import { INDEXES, TABLE_KEYS } from '../../shared/keys';
import { resources, servedRoutes } from '../../shared/routes';
import { cdkJsonContext, holdingBundlingProgress } from './cdk-context';
import { logicalIdIn, mergedTemplate, roleStatements } from './stack-templates';

// One synthesis for the whole file: it bundles every handler with esbuild, and cdk-nag runs in it
// (an unacknowledged error makes it throw).
let outdir: string;
let app: App;
let stack: MuseumStack;
let template: Template;

beforeAll(() => {
  outdir = mkdtempSync(join(tmpdir(), 'museum-cdk-'));
  ({ app, stack } = holdingBundlingProgress(() => createMuseumApp({ outdir, context: cdkJsonContext() })));
  holdingBundlingProgress(() => app.synth());
  template = mergedTemplate(stack);
});

afterAll(() => {
  if (outdir) rmSync(outdir, { recursive: true, force: true });
});

/** A template resource as the assertions library returns it (plain JSON). */
type Resource = ReturnType<Template['findResources']>[string];

const byType = (type: string): Record<string, Resource> => template.findResources(type);
/** The template's logical id of an L2 construct's CloudFormation resource. */
const logicalId = logicalIdIn;
const handlerOf = (resource: string) => {
  const fn = stack.api.handlers.get(resource);
  if (!fn) throw new Error(`No function for resource ${resource}`);
  return fn;
};
const functionLogicalId = (resource: string) => logicalId(handlerOf(resource));
const routesByKey = () =>
  new Map(Object.values(byType('AWS::ApiGatewayV2::Route')).map((r) => [r.Properties.RouteKey as string, r]));
const apig4Reason = (r: Resource): string | undefined =>
  r.Metadata?.cdk_nag?.rules_to_suppress?.find((s: { id: string }) => s.id === 'AwsSolutions-APIG4')?.reason;

describe('HTTP API from the route table', () => {
  it('serves every route of the table, both spellings, each integrated with its resource function', () => {
    const routes = routesByKey();
    const integrations = byType('AWS::ApiGatewayV2::Integration');
    for (const route of servedRoutes()) {
      const deployed = routes.get(route.routeKey);
      expect(deployed, route.routeKey).toBeDefined();
      const integrationId = deployed?.Properties.Target['Fn::Join'][1][1].Ref;
      expect(integrations[integrationId]?.Properties).toMatchObject({
        IntegrationType: 'AWS_PROXY',
        PayloadFormatVersion: '2.0',
        IntegrationUri: { 'Fn::GetAtt': [functionLogicalId(route.resource), 'Arn'] },
      });
    }
  });

  it('has no route that is not in the table', () => {
    const served = new Set(servedRoutes().map((r) => r.routeKey));
    expect([...routesByKey().keys()].sort()).toEqual([...served].sort());
  });

  it('leaves authentication to the handlers, and only the routes marked public or gateway are public', () => {
    const routes = routesByKey();
    for (const route of servedRoutes()) {
      const deployed = routes.get(route.routeKey) ?? {};
      expect(deployed.Properties?.AuthorizationType, route.routeKey).toBe('NONE');
      expect(apig4Reason(deployed), route.routeKey).toBe(ROUTE_AUTHORIZATION_REASONS[route.access]);
    }
    const acknowledgedAsStaff = [...routes].filter(([, r]) => apig4Reason(r) === ROUTE_AUTHORIZATION_REASONS.user).map(([k]) => k);
    expect(acknowledgedAsStaff.sort()).toEqual(servedRoutes().filter((r) => r.access === 'user').map((r) => r.routeKey).sort());
  });

  it('writes access logs from the default stage', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      AccessLogSettings: { DestinationArn: Match.anyValue(), Format: Match.stringLikeRegexp('requestId') },
    });
  });
});

describe('Lambda functions', () => {
  const onboarding = () => logicalId(stack.onboarding.handler);
  const policyOf = (role: IConstruct | undefined) => {
    if (!role) throw new Error('The function has no role');
    const policies = template.findResources('AWS::IAM::Policy', { Properties: { Roles: [{ Ref: logicalId(role) }] } });
    return Object.values(policies)[0].Properties.PolicyDocument.Statement as Record<string, unknown>[];
  };

  const jobsWorker = () => logicalId(stack.api.jobsWorker);
  const jobFailures = () => logicalId(stack.api.jobFailures.handler);

  it('builds one function per resource plus onboarding, the jobs worker and its failure handler: Node 22, arm64 (the worker x86_64), ESM bundle with require defined', () => {
    const ours = [...resources().map(functionLogicalId), onboarding(), jobsWorker(), jobFailures()];
    const functions = byType('AWS::Lambda::Function');
    const nodeFunctions = Object.entries(functions).filter(([, f]) => String(f.Properties.Runtime).startsWith('nodejs'));
    expect(nodeFunctions.map(([id]) => id).sort()).toEqual([...ours].sort());
    // One bundle each: the handler of its own resource.
    expect(new Set(ours.map((id) => functions[id].Properties.Code.S3Key)).size).toBe(ours.length);
    for (const id of ours) {
      const props = functions[id].Properties;
      // The worker makes thumbnails with sharp, whose x64 build npm ci installs (docs/thumbnails.md).
      expect(props).toMatchObject({ Runtime: 'nodejs22.x', Architectures: [id === jobsWorker() ? 'x86_64' : 'arm64'], Handler: 'index.handler' });
      const bundle = join(outdir, `asset.${String(props.Code.S3Key).replace(/\.zip$/, '')}`, 'index.mjs');
      // The banner's `createRequire`, read off the module as every Node module is (infra/node-builtins.ts).
      const code = readFileSync(bundle, 'utf8');
      const createRequire = /^const \{createRequire:(\w+)\}=process\.getBuiltinModule\("node:module"\);/.exec(code)?.[1];
      expect(createRequire, id).toBeDefined();
      expect(code.indexOf(`const require = ${createRequire}(import.meta.url);`), id).toBeGreaterThan(0);
    }
  });

  it('ships sharp (libvips for x86_64 Linux) beside the jobs worker only, and no request function names it', () => {
    const assetOf = (id: string) => join(outdir, `asset.${String(byType('AWS::Lambda::Function')[id].Properties.Code.S3Key).replace(/\.zip$/, '')}`);
    const worker = assetOf(jobsWorker());
    expect(existsSync(join(worker, 'node_modules', 'sharp', 'package.json'))).toBe(true);
    expect(readdirSync(join(worker, 'node_modules', '@img'))).toEqual(expect.arrayContaining(['sharp-linux-x64', 'sharp-libvips-linux-x64']));
    for (const id of [...resources().map(functionLogicalId), onboarding()]) {
      const asset = assetOf(id);
      const files = readdirSync(asset, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.mjs'));
      expect(files.filter((f) => /["']sharp["']/.test(readFileSync(join(asset, f), 'utf8'))), id).toEqual([]);
      expect(existsSync(join(asset, 'node_modules')), id).toBe(false);
    }
  });

  it('deploys bundles that load: every entity builds and the handler is exported', () => {
    // Next to node_modules, so the SDK the runtime provides resolves as it will on Lambda.
    const dir = join(process.cwd(), 'node_modules', '.cache', 'museum-bundle-check');
    rmSync(dir, { recursive: true, force: true });
    for (const id of [...resources().map(functionLogicalId), onboarding(), jobsWorker(), jobFailures()]) {
      const props = byType('AWS::Lambda::Function')[id].Properties;
      // The whole asset: the entry imports its chunks by relative path.
      const copy = join(dir, id);
      cpSync(join(outdir, `asset.${String(props.Code.S3Key).replace(/\.zip$/, '')}`), copy, { recursive: true });
      const run = spawnSync(process.execPath, ['--input-type=module', '-e', `const m = await import(${JSON.stringify(join(copy, 'index.mjs'))}); process.stdout.write(typeof m.handler);`], {
        env: { ...process.env, TABLE_NAME: 'bundle-check', AWS_REGION: 'eu-west-1', AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
        encoding: 'utf8',
      });
      // Minified lines would drown the reason: keep the short lines of the error.
      const reason = run.stderr.split('\n').filter((line) => line.length < 300).slice(-6).join('\n');
      expect(run.status, `${id} failed to load:\n${reason}`).toBe(0);
      expect(run.stdout, id).toBe('function');
    }
  });

  /** CloudFormation writes a statement of one action as a string. */
  const expectedActions = (actions: readonly string[]) => (actions.length === 1 ? actions[0] : expect.arrayContaining([...actions]));

  it('gives every API function its environment and the grants that go with it', () => {
    // Which grants and no others: least-privilege.test.ts.
    for (const resource of resources()) {
      const fn = handlerOf(resource);
      const uploads = needsOf(resource).uploads !== 'none';
      const exportFiles = (needsOf(resource).exportFiles ?? 'none') !== 'none' || (needsOf(resource).importFiles ?? 'none') !== 'none';
      expect(byType('AWS::Lambda::Function')[logicalId(fn)].Properties.Environment.Variables).toEqual({
        TABLE_NAME: { Ref: logicalId(stack.data.table) },
        ...(uploads || exportFiles ? { UPLOADS_BUCKET: { Ref: logicalId(stack.uploads.bucket) } } : {}),
        ...(needsOf(resource).startsJobs ? { JOBS_FUNCTION: { Ref: jobsWorker() } } : {}),
        UPLOADS_PUBLIC_URL: { 'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [logicalId(stack.web.distribution), 'DomainName'] }, '/uploads']] },
        ORIGIN_VERIFY_SECRET: { 'Fn::Join': ['', ['{{resolve:secretsmanager:', { Ref: logicalId(stack.originVerify.secret) }, ':SecretString:::}}']] },
        ...(needsOf(resource).tenantScoped === false ? {} : { TENANT_ROLE_ARN: { 'Fn::GetAtt': [expect.stringMatching(/^ApiTenantDataAccess/), 'Arn'] } }),
        POWERTOOLS_SERVICE_NAME: 'museum-console',
        LOG_LEVEL: 'INFO',
      });
      const table = { 'Fn::GetAtt': [logicalId(stack.data.table), 'Arn'] };
      // Its own role reads the registry; the museum's items and files are its tenant session's.
      expect(policyOf(fn.role)).toEqual(expect.arrayContaining([expect.objectContaining({ Action: 'dynamodb:GetItem', Resource: table })]));
      const tenantRole = template.toJSON().Resources[logicalId(fn)].Properties.Environment.Variables.TENANT_ROLE_ARN['Fn::GetAtt'][0];
      const session = roleStatements(template, [...stack.api.tenantDataAccess.roles.values()].find((r) => logicalId(r) === tenantRole));
      if (uploads) expect(session).toEqual(expect.arrayContaining([expect.objectContaining({ Sid: 'OwnTenantUploads', Action: expectedActions(UPLOAD_ACTIONS[needsOf(resource).uploads]) })]));
    }
  });

  it('lets onboarding create pools and write only tenants/ in the console bucket', () => {
    expect(byType('AWS::Lambda::Function')[onboarding()].Properties.Environment.Variables).toMatchObject({
      TABLE_NAME: { Ref: logicalId(stack.data.table) },
      WEB_BUCKET: { Ref: logicalId(stack.web.bucket) },
    });
    expect(policyOf(stack.onboarding.handler.role)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ Effect: 'Allow', Action: 'cognito-idp:CreateUserPool', Resource: '*' }),
        expect.objectContaining({ Action: expect.arrayContaining(['cognito-idp:CreateUserPoolClient', 'cognito-idp:AdminCreateUser']) }),
        expect.objectContaining({
          Action: expect.arrayContaining(['s3:PutObject']),
          Resource: { 'Fn::Join': ['', [{ 'Fn::GetAtt': [logicalId(stack.web.bucket), 'Arn'] }, '/tenants/*']] },
        }),
      ]),
    );
  });
});

describe('Data', () => {
  it('keeps the table: key names from shared/keys.ts, PITR, deletion protection, retained, encrypted', () => {
    template.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
      Properties: {
        BillingMode: 'PAY_PER_REQUEST',
        DeletionProtectionEnabled: true,
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        SSESpecification: { SSEEnabled: true },
        KeySchema: [
          { AttributeName: TABLE_KEYS.partitionKey, KeyType: 'HASH' },
          { AttributeName: TABLE_KEYS.sortKey, KeyType: 'RANGE' },
        ],
        GlobalSecondaryIndexes: Object.values(INDEXES).map((index) =>
          Match.objectLike({
            IndexName: index.name,
            KeySchema: [
              { AttributeName: index.partitionKey, KeyType: 'HASH' },
              { AttributeName: index.sortKey, KeyType: 'RANGE' },
            ],
          }),
        ),
      },
    });
  });
});

describe('Buckets', () => {
  it('blocks public access, encrypts and refuses plain HTTP on every bucket', () => {
    const buckets = byType('AWS::S3::Bucket');
    expect(Object.keys(buckets)).toHaveLength(3);
    for (const [id, bucket] of Object.entries(buckets)) {
      expect(bucket.Properties.PublicAccessBlockConfiguration, id).toEqual({
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      });
      expect(bucket.Properties.BucketEncryption.ServerSideEncryptionConfiguration[0].ServerSideEncryptionByDefault.SSEAlgorithm).toBe('AES256');
      template.hasResourceProperties('AWS::S3::BucketPolicy', {
        Bucket: { Ref: id },
        PolicyDocument: {
          Statement: Match.arrayWith([
            Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
          ]),
        },
      });
    }
  });

  it('versions the uploads bucket, logs its access and lets the console post to it', () => {
    const uploads = byType('AWS::S3::Bucket')[logicalId(stack.uploads.bucket)].Properties;
    expect(uploads.VersioningConfiguration).toEqual({ Status: 'Enabled' });
    expect(uploads.LoggingConfiguration.DestinationBucketName).toEqual({ Ref: logicalId(stack.accessLogs.bucket) });
    expect(uploads.CorsConfiguration.CorsRules[0].AllowedMethods).toEqual(expect.arrayContaining(['POST', 'PUT', 'GET']));
  });
});

describe('Console distribution', () => {
  const distribution = () => Object.values(byType('AWS::CloudFront::Distribution'))[0].Properties.DistributionConfig;
  type Association = { EventType: string; FunctionARN: { 'Fn::GetAtt': [string] } };
  const edgeFunction = (behaviour: { FunctionAssociations: Association[] }, eventType = 'viewer-request') => {
    const id = behaviour.FunctionAssociations.find((a) => a.EventType === eventType)!.FunctionARN['Fn::GetAtt'][0];
    const code: string = byType('AWS::CloudFront::Function')[id].Properties.FunctionCode;
    return runInNewContext(`${code}; handler`) as (event: unknown) => { uri: string; headers: Record<string, { value: string }> };
  };
  const viewerRequest = (uri: string, host = 'demo.museum.example') => ({ request: { uri, headers: { host: { value: host } } } });

  it('reads both buckets through origin access control only', () => {
    const s3Origins = distribution().Origins.filter((o: Record<string, unknown>) => o.S3OriginConfig);
    expect(s3Origins).toHaveLength(2);
    for (const origin of s3Origins) {
      expect(origin.OriginAccessControlId).toBeDefined();
      expect(origin.S3OriginConfig.OriginAccessIdentity).toBe('');
    }
    template.resourceCountIs('AWS::CloudFront::OriginAccessControl', 2);
  });

  it('serves index.html for console routes without replacing API errors', () => {
    const config = distribution();
    expect(config.DefaultRootObject).toBe('index.html');
    // Distribution-wide error responses would turn the API's 403/404 bodies into the page.
    expect(config.CustomErrorResponses).toBeUndefined();
    const spa = edgeFunction(config.DefaultCacheBehavior);
    expect(spa(viewerRequest('/add-user')).uri).toBe('/index.html');
    expect(spa(viewerRequest('/users/user-groups/42')).uri).toBe('/index.html');
    expect(spa(viewerRequest('/assets/index-abc.js')).uri).toBe('/assets/index-abc.js');
    expect(spa(viewerRequest('/config.json')).uri).toBe('/config.json');
  });

  it('serves the visitor page from its own folder for /visit and its POI pages, with its own CSP and worker scope', () => {
    const pages = ['visit', 'visit/*'].map((pattern) => distribution().CacheBehaviors.find((b: { PathPattern: string }) => b.PathPattern === pattern));
    for (const page of pages) {
      const rewrite = edgeFunction(page);
      expect(rewrite(viewerRequest('/visit')).uri).toBe('/visit/index.html');
      expect(rewrite(viewerRequest('/visit/poi/01JAB')).uri).toBe('/visit/index.html');
      expect(rewrite(viewerRequest('/visit/sw.js')).uri).toBe('/visit/sw.js');
      expect(rewrite(viewerRequest('/visit/assets/index-abc.js')).uri).toBe('/visit/assets/index-abc.js');
      // The console's own bucket, through the same origin (one origin access control).
      expect(page.TargetOriginId).toBe(distribution().DefaultCacheBehavior.TargetOriginId);
      const headers = byType('AWS::CloudFront::ResponseHeadersPolicy')[page.ResponseHeadersPolicyId.Ref].Properties.ResponseHeadersPolicyConfig;
      expect(headers.SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy).toBe(visitContentSecurityPolicy({}));
      expect(headers.CustomHeadersConfig.Items).toEqual([{ Header: 'service-worker-allowed', Value: '/visit', Override: true }]);
      // The page's answer names the configuration and the browser's language's bundle for preloading; its files name nothing.
      const preload = edgeFunction(page, 'viewer-response');
      const answer = (type: string, acceptLanguage?: string) =>
        preload({ request: { uri: '/visit/index.html', headers: acceptLanguage ? { 'accept-language': { value: acceptLanguage } } : {} }, response: { headers: { 'content-type': { value: type } } } }).headers.link;
      expect(answer('text/html', 'ar-EG,ar;q=0.9,en;q=0.8')).toEqual({
        value: '</app/v1/config>; rel=preload; as=fetch; crossorigin, </app/v1/bundles/ar>; rel=preload; as=fetch; crossorigin',
      });
      expect(answer('text/html', '*')).toEqual({ value: '</app/v1/config>; rel=preload; as=fetch; crossorigin' });
      expect(answer('text/html')).toEqual({ value: '</app/v1/config>; rel=preload; as=fetch; crossorigin' });
      expect(answer('text/javascript', 'en-GB')).toBeUndefined();
    }
  });

  it('sends /api/* to the HTTP API uncached with the viewer host in x-forwarded-host', () => {
    const api = distribution().CacheBehaviors.find((b: { PathPattern: string }) => b.PathPattern === 'api/*');
    expect(api).toMatchObject({
      CachePolicyId: '4135ea2d-6df8-44a3-9df3-4b5a84be39ad', // Managed-CachingDisabled
      OriginRequestPolicyId: 'b689b0a8-53d0-40ab-baf2-68738e2966ac', // Managed-AllViewerExceptHostHeader
      ViewerProtocolPolicy: 'https-only',
    });
    const request = edgeFunction(api)({
      request: { uri: '/api/users', headers: { host: { value: 'demo.museum.example' }, 'x-forwarded-host': { value: 'other.museum.example' } } },
    });
    expect(request.headers['x-forwarded-host']).toEqual({ value: 'demo.museum.example' });
  });

  it("caches the visitor app's answers by museum host, the app's query parameters and preview key, and sends the gateways' scans uncached", () => {
    const app = distribution().CacheBehaviors.find((b: { PathPattern: string }) => b.PathPattern === 'app/*');
    expect(app).toMatchObject({ ViewerProtocolPolicy: 'https-only', AllowedMethods: ['GET', 'HEAD', 'OPTIONS'] });
    // The behaviour's own cache policy, a resource of this stack (not a managed one).
    type CachePolicy = { Type: string; Properties: { CachePolicyConfig: { ParametersInCacheKeyAndForwardedToOrigin: { HeadersConfig: { Headers: string[] }; QueryStringsConfig: { QueryStringBehavior: string } } } } };
    const policy = (template.toJSON().Resources as Record<string, CachePolicy>)[(app.CachePolicyId as { Ref: string }).Ref];
    expect(policy.Type).toBe('AWS::CloudFront::CachePolicy');
    const key = policy.Properties.CachePolicyConfig.ParametersInCacheKeyAndForwardedToOrigin;
    // Without the host in the key, one museum's cached answer would be served on another's host.
    expect(key.HeadersConfig.Headers).toEqual(['x-forwarded-host', 'x-preview-key']);
    // Only the parameters the app's routes read (edges.test.ts compares the list with the routes').
    expect(key.QueryStringsConfig.QueryStringBehavior).toBe('whitelist');
    const ingest = distribution().CacheBehaviors.find((b: { PathPattern: string }) => b.PathPattern === 'ingest/*');
    expect(ingest).toMatchObject({ CachePolicyId: '4135ea2d-6df8-44a3-9df3-4b5a84be39ad' });
  });

  it('serves uploads under /uploads with the object key the handlers wrote', () => {
    const uploads = distribution().CacheBehaviors.find((b: { PathPattern: string }) => b.PathPattern === 'uploads/*');
    expect(edgeFunction(uploads)(viewerRequest('/uploads/demo/avatar/CROP-1-me.png')).uri).toBe('/demo/avatar/CROP-1-me.png');
  });

  it('logs to the access log bucket', () => {
    expect(distribution().Logging).toEqual({
      Bucket: { 'Fn::GetAtt': [logicalId(stack.accessLogs.bucket), 'RegionalDomainName'] },
      Prefix: 'cloudfront/',
    });
  });

  it('deploys config.json with an empty apiUrl (same origin) and the region, and keeps tenants/ files', () => {
    const deployment = Object.values(byType('Custom::CDKBucketDeployment'))[0].Properties;
    expect(deployment).toMatchObject({ Prune: true, Exclude: ['tenants/*'], DistributionPaths: ['/*'] });
    const configDir = readdirSync(outdir).find((d) => existsSync(join(outdir, d, 'config.json')));
    expect(configDir).toBeDefined();
    const config = JSON.parse(readFileSync(join(outdir, String(configDir), 'config.json'), 'utf8'));
    expect(config.apiUrl).toBe('');
    expect(typeof config.region).toBe('string');
  });
});

describe('cdk-nag AwsSolutions', () => {
  it('leaves no finding unacknowledged, errors or warnings', () => {
    const report = new AwsSolutionsChecks().validateScope(app);
    expect(report.violations.map((v) => `${v.ruleName}: ${v.violatingResources.map((r) => r.constructPath).join(', ')}`)).toEqual([]);
  });

  it('gives every acknowledgement a written reason', () => {
    const resourcesWithAcks = Object.values(template.toJSON().Resources as Record<string, Resource>).filter(
      (r) => r.Metadata?.cdk_nag,
    );
    expect(resourcesWithAcks.length).toBeGreaterThan(servedRoutes().length);
    for (const r of resourcesWithAcks) {
      for (const ack of r.Metadata?.cdk_nag.rules_to_suppress as { id: string; reason: string }[]) {
        expect(ack.reason.length, ack.id).toBeGreaterThan(40);
      }
    }
  });
});
