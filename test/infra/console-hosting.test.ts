import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccessLogs } from '../../infra/access-logs';
import { PROJECT_ROOT } from '../../infra/museum-app';
import { MuseumStack } from '../../infra/museum-stack';
import { Uploads } from '../../infra/uploads';
import { ConsoleHosting } from '../../infra/web';
import { EXPORTS_FOLDER, IMPORTS_FOLDER } from '../../shared/bucket-folders';
import { EXPORT_JOB_DAYS } from '../../shared/schemas/export';
import { IMPORT_KEEP_DAYS } from '../../shared/schemas/import';
import { cdkJsonContext } from './cdk-context';

// Hosting alone (no Lambda to bundle): a deployment with a built console and a custom domain.
const CERTIFICATE_ARN = 'arn:aws:acm:us-east-1:111111111111:certificate/00000000-0000-0000-0000-000000000000';
const WEB_ACL_ARN = 'arn:aws:wafv2:us-east-1:111111111111:global/webacl/museum/00000000-0000-0000-0000-000000000000';
let consoleDir: string;
let stack: Stack;
let template: Template;

beforeAll(() => {
  consoleDir = mkdtempSync(join(tmpdir(), 'museum-console-'));
  writeFileSync(join(consoleDir, 'index.html'), '<!doctype html><title>Museum</title>');
  stack = new Stack(new App({ context: cdkJsonContext() }), 'Hosting');
  const accessLogs = new AccessLogs(stack, 'AccessLogs');
  const uploads = new Uploads(stack, 'Uploads', { accessLogs: accessLogs.bucket, domainName: 'museum.example' });
  new ConsoleHosting(stack, 'Web', {
    accessLogs: accessLogs.bucket,
    uploadsBucket: uploads.bucket,
    consoleAssetDir: consoleDir,
    domainName: 'museum.example',
    certificateArn: CERTIFICATE_ARN,
    webAclArn: WEB_ACL_ARN,
    projectRoot: process.cwd(),
  });
  template = Template.fromStack(stack);
});

afterAll(() => {
  if (consoleDir) rmSync(consoleDir, { recursive: true, force: true });
});

describe('console hosting with a custom domain and a built console', () => {
  it('serves every tenant host of the domain with TLS 1.2 or later', () => {
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: {
        Aliases: ['*.museum.example'],
        ViewerCertificate: { AcmCertificateArn: CERTIFICATE_ARN, MinimumProtocolVersion: 'TLSv1.2_2021', SslSupportMethod: 'sni-only' },
      },
    });
  });

  it('lets only the tenant consoles post uploads', () => {
    template.hasResourceProperties('AWS::S3::Bucket', {
      CorsConfiguration: { CorsRules: [{ AllowedOrigins: ['https://*.museum.example'] }] },
    });
  });

  it('sends the console and its privacy page with a Content-Security-Policy that still lets the console work', () => {
    const policies = template.findResources('AWS::CloudFront::ResponseHeadersPolicy');
    const distribution = Object.values(template.findResources('AWS::CloudFront::Distribution'))[0];
    const defaultPolicy = distribution.Properties.DistributionConfig.DefaultCacheBehavior.ResponseHeadersPolicyId;
    // The console's own policy (not the managed SecurityHeadersPolicy, which has no CSP).
    expect(defaultPolicy).toEqual({ Ref: expect.stringContaining('ConsoleHeaders') });
    const config = policies[defaultPolicy.Ref].Properties.ResponseHeadersPolicyConfig;
    const csp = JSON.stringify(config.SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy);
    for (const part of [
      "default-src 'self'",
      "script-src 'self' 'wasm-unsafe-eval';",
      "style-src 'self' 'unsafe-inline'",
      'https://api.maptiler.com https://tiles.openfreemap.org https://maps.geo.',
      'https://cognito-idp.',
      'RegionalDomainName',
      "frame-ancestors 'self'",
      "object-src 'none'",
    ]) {
      expect(csp).toContain(part);
    }
    expect(csp).not.toContain("'unsafe-eval'");
    expect(config.SecurityHeadersConfig).toMatchObject({ ContentTypeOptions: { Override: true }, StrictTransportSecurity: { Override: true }, FrameOptions: { FrameOption: 'SAMEORIGIN' } });
  });

  it("expires export files with their job and import files with their batch, each under its own prefix", () => {
    template.hasResourceProperties('AWS::S3::Bucket', {
      LifecycleConfiguration: {
        Rules: Match.arrayWith([
          Match.objectLike({ Prefix: `${IMPORTS_FOLDER}/`, ExpirationInDays: IMPORT_KEEP_DAYS, Status: 'Enabled' }),
          Match.objectLike({ Prefix: `${EXPORTS_FOLDER}/`, ExpirationInDays: EXPORT_JOB_DAYS, NoncurrentVersionExpiration: { NoncurrentDays: 1 }, Status: 'Enabled' }),
        ]),
      },
    });
  });

  it('deploys the built console together with config.json and the OpenAPI document', () => {
    const deployment = Object.values(template.findResources('Custom::CDKBucketDeployment')).find((d) => !d.Properties.DestinationBucketKeyPrefix)!;
    expect(deployment.Properties.SourceObjectKeys).toHaveLength(3);
  });

  it("puts the item report's fonts into the uploads bucket's fonts/ folder, keeping the museums' files", () => {
    const fonts = Object.values(template.findResources('Custom::CDKBucketDeployment')).find((d) => d.Properties.DestinationBucketKeyPrefix === 'fonts/')!;
    expect(fonts.Properties.Prune).toBe(false);
    expect(JSON.stringify(fonts.Properties.DestinationBucketName)).toContain('Uploads');
  });

  it('needs no TLS acknowledgement once the certificate is its own', () => {
    const report = new AwsSolutionsChecks().validateScope(stack);
    expect(report.violations.map((v) => v.ruleName)).toEqual([]);
  });
});

describe('museum stack settings', () => {
  it('refuses a domain without its certificate', () => {
    expect(() => new MuseumStack(new App(), 'Museum', { projectRoot: PROJECT_ROOT, domainName: 'museum.example', webAclArn: WEB_ACL_ARN })).toThrow(
      /certificateArn/,
    );
  });
});
