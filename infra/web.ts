import { Duration, Stack } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  CacheCookieBehavior,
  CacheHeaderBehavior,
  CachePolicy,
  CacheQueryStringBehavior,
  OriginRequestCookieBehavior,
  OriginRequestHeaderBehavior,
  OriginRequestQueryStringBehavior,
  Distribution,
  FunctionEventType,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  OriginSslPolicy,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  ResponseHeadersPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
  type Function as CloudFrontFunction,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { BlockPublicAccess, Bucket, BucketEncryption, type IBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { join } from 'node:path';
import { PDF_FONT_FILES, PDF_FONT_PACKAGE_DIR, PDF_FONTS_FOLDER } from '../shared/pdf-fonts';
import { Construct } from 'constructs';
import { openApiDocument } from '../shared/openapi';
import { queryNames } from '../shared/route-query';
import { ROUTES, apiRoots } from '../shared/routes';
import { APP_ROUTES } from '../shared/routes/app';
import { UPLOADS_PATH } from '../shared/upload-kinds';
import { PREVIEW_KEY_HEADER, VISITOR_APP_ROOT } from '../shared/visitor-app/constants';
import { VISIT_PAGE_HEADERS, VISIT_PATH } from '../shared/visitor-app/visit-page';
import { consoleContentSecurityPolicy, UPLOADS_CONTENT_SECURITY_POLICY, visitContentSecurityPolicy } from './content-security-policy';
import { EdgeFunctions } from './edge-functions';
import { ORIGIN_VERIFY_HEADER } from './origin-verify';
import {
  acknowledge,
  BASIC_EXECUTION_ROLE_FINDING,
  bootstrapAssetObjectsArn,
  wildcardAction,
  wildcardResource,
} from './nag';

export interface ConsoleHostingProps {
  readonly accessLogs: IBucket;
  /** Served read-only under `/uploads/*`, so the visitor app and the console can show images. */
  readonly uploadsBucket: IBucket;
  /** The built console (`web/dist`); without it only `config.json` is deployed. */
  readonly consoleAssetDir?: string;
  /** Repository root: the item report's fonts are deployed from its node_modules. */
  readonly projectRoot: string;
  /** Tenants are served at `<tenant>.<domainName>`; needs `certificateArn` (us-east-1). */
  readonly domainName?: string;
  readonly certificateArn?: string;
  /** The web ACL with the per-address limits (`MuseumEdgeStack`, us-east-1). */
  readonly webAclArn: string;
}

/** The visitor app's first path segment (`/app` of `/app/v1/...`): cached at the edge, unlike the rest of the API. */
const VISITOR_APP_SEGMENT = `/${VISITOR_APP_ROOT.split('/')[1]}`;

/**
 * The console: a private bucket behind CloudFront with origin access control, the uploads under
 * `/uploads/*`, and the API under `/api/*` on the same origin (`routeApi`), so the console's
 * runtime config says `apiUrl: ""` and needs no CORS.
 */
export class ConsoleHosting extends Construct {
  readonly bucket: Bucket;
  readonly distribution: Distribution;
  /** Base URL of uploaded files; the handlers append the object key. */
  readonly uploadsPublicUrl: string;
  private readonly edge: EdgeFunctions;

  constructor(scope: Construct, id: string, props: ConsoleHostingProps) {
    super(scope, id);
    this.edge = new EdgeFunctions(this, 'Edge');

    this.bucket = new Bucket(this, 'Bucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      minimumTLSVersion: 1.2,
      serverAccessLogsBucket: props.accessLogs,
      serverAccessLogsPrefix: 'web/',
    });

    const customDomain =
      props.domainName && props.certificateArn
        ? { name: props.domainName, certificateArn: props.certificateArn }
        : undefined;
    const consoleOrigin = S3BucketOrigin.withOriginAccessControl(this.bucket);
    // The visitor page: the console bucket's `visit/` folder, with its own index and headers.
    const visitPage = {
      origin: consoleOrigin,
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      cachePolicy: CachePolicy.CACHING_OPTIMIZED,
      responseHeadersPolicy: this.visitHeaders(Boolean(customDomain)),
      // The page's answer names the app's configuration and the likely language's bundle for preloading.
      functionAssociations: [viewerRequest(this.edge.visitPage), { function: this.edge.visitPreload, eventType: FunctionEventType.VIEWER_RESPONSE }],
    };
    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'Museum console, uploads and API',
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      webAclId: props.webAclArn,
      enableLogging: true,
      logBucket: props.accessLogs,
      logFilePrefix: 'cloudfront/',
      ...(customDomain
        ? {
            domainNames: [`*.${customDomain.name}`],
            certificate: Certificate.fromCertificateArn(this, 'Certificate', customDomain.certificateArn),
            minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {}),
      defaultBehavior: {
        origin: consoleOrigin,
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: this.consoleHeaders(props, Boolean(customDomain)),
        functionAssociations: [viewerRequest(this.edge.spaRoutes)],
      },
      additionalBehaviors: {
        [`${UPLOADS_PATH.slice(1)}/*`]: {
          origin: S3BucketOrigin.withOriginAccessControl(props.uploadsBucket),
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          cachePolicy: CachePolicy.CACHING_OPTIMIZED,
          responseHeadersPolicy: this.uploadsHeaders(),
          functionAssociations: [viewerRequest(this.edge.stripUploadsPrefix)],
        },
        [VISIT_PATH.slice(1)]: visitPage,
        [`${VISIT_PATH.slice(1)}/*`]: visitPage,
      },
    });
    this.uploadsPublicUrl = `https://${this.distribution.distributionDomainName}${UPLOADS_PATH}`;

    const deployment = new BucketDeployment(this, 'Deployment', {
      destinationBucket: this.bucket,
      sources: [
        ...(props.consoleAssetDir ? [Source.asset(props.consoleAssetDir)] : []),
        // apiUrl "" = the same origin: CloudFront sends `/api/*` to the API.
        // filesUrl: the file store, served by this distribution under /uploads (the PDF's fonts).
        Source.jsonData('config.json', {
          apiUrl: '',
          region: Stack.of(this).region,
          filesUrl: UPLOADS_PATH,
          // `cdk deploy -c mapStyleUrl=https://...`: the POI map's hosted style (else the shipped country shapes).
          ...(this.node.tryGetContext('mapStyleUrl') ? { mapStyleUrl: String(this.node.tryGetContext('mapStyleUrl')) } : {}),
        }),
        // The API's contract, generated from the route table (the local stack serves it at /api/openapi.json).
        Source.jsonData('openapi.json', openApiDocument(ROUTES)),
      ],
      // Old bundles go, but the tenant files onboarding writes are not part of any deployment.
      prune: true,
      exclude: ['tenants/*'],
      memoryLimit: 512,
      distribution: this.distribution,
      distributionPaths: ['/*'],
    });

    this.acknowledgeFindings(Boolean(customDomain));
    this.acknowledgeDeploymentProvider(deployment);
    this.deployPdfFonts(props);
  }

  /**
   * The item report's fonts into the file store under `fonts/` (shared/pdf-fonts.ts), served
   * with the uploads under /uploads; kept across deployments (no prune: the bucket holds the
   * museums' files).
   */
  private deployPdfFonts(props: ConsoleHostingProps): void {
    const fonts = new BucketDeployment(this, 'PdfFonts', {
      destinationBucket: props.uploadsBucket,
      destinationKeyPrefix: `${PDF_FONTS_FOLDER}/`,
      sources: [Source.asset(join(props.projectRoot, PDF_FONT_PACKAGE_DIR), { exclude: ['*', ...PDF_FONT_FILES.map((f) => `!${f.file}`)] })],
      prune: false,
      memoryLimit: 512,
      cacheControl: [CacheControl.fromString('public, max-age=86400')],
      contentType: 'font/woff',
    });
    const copy = "CDK's BucketDeployment provider copies the item report's fonts from the CDK assets bucket into the uploads bucket's fonts/ folder; aws-cdk-lib generates this policy.";
    acknowledge(fonts.handlerRole, {
      [wildcardResource(this, props.uploadsBucket.arnForObjects('*'))]: copy,
    });
  }

  /**
   * The console and its privacy page: the managed SecurityHeadersPolicy's headers and the
   * console's Content-Security-Policy (`content-security-policy.ts`, the local stack sends the
   * same). With a custom domain, stored file URLs name the distribution's own cloudfront.net
   * host, which its own headers policy cannot reference (a cycle), so that CSP names the suffix.
   */
  private consoleHeaders(props: ConsoleHostingProps, customDomain: boolean): ResponseHeadersPolicy {
    const stack = Stack.of(this);
    const csp = consoleContentSecurityPolicy({
      cognito: `https://cognito-idp.${stack.region}.${stack.urlSuffix}`,
      fileStore: `https://${props.uploadsBucket.bucketRegionalDomainName}`,
      ...(customDomain ? { files: 'https://*.cloudfront.net' } : {}),
      region: stack.region,
    });
    return this.securityHeaders('ConsoleHeaders', 'Console and privacy page: the managed security headers and the console CSP', csp);
  }

  /**
   * The visitor page: the console's security headers with the page's own CSP (no Cognito, no map
   * hosts, no inline style), and the header that lets its worker (`/visit/sw.js`) take `/visit`.
   * Uploads are same-origin under /uploads, except with a custom domain (see `consoleHeaders`).
   */
  private visitHeaders(customDomain: boolean): ResponseHeadersPolicy {
    const csp = visitContentSecurityPolicy(customDomain ? { files: 'https://*.cloudfront.net' } : {});
    return this.securityHeaders('VisitHeaders', 'Visitor page: the managed security headers, its own CSP and its service worker scope', csp, VISIT_PAGE_HEADERS);
  }

  /** Uploaded files: the console's security headers, nosniff so a browser keeps to the stored type, and the uploads' own CSP. */
  private uploadsHeaders(): ResponseHeadersPolicy {
    return this.securityHeaders('UploadsHeaders', 'Uploaded files: nosniff, a CSP without script, and the console security headers', UPLOADS_CONTENT_SECURITY_POLICY);
  }

  /** The headers of the managed SecurityHeadersPolicy, with `csp`. */
  private securityHeaders(id: string, comment: string, csp: string, custom: Record<string, string> = {}): ResponseHeadersPolicy {
    const customHeaders = Object.entries(custom).map(([header, value]) => ({ header, value, override: true }));
    return new ResponseHeadersPolicy(this, id, {
      comment,
      ...(customHeaders.length ? { customHeadersBehavior: { customHeaders } } : {}),
      securityHeadersBehavior: {
        contentTypeOptions: { override: true },
        contentSecurityPolicy: { contentSecurityPolicy: csp, override: true },
        frameOptions: { frameOption: HeadersFrameOption.SAMEORIGIN, override: true },
        referrerPolicy: { referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN, override: true },
        strictTransportSecurity: { accessControlMaxAge: Duration.days(365), override: true },
        xssProtection: { protection: true, modeBlock: true, override: true },
      },
    });
  }

  /**
   * Sends `/api/*` to the HTTP API: never cached, every viewer header but Host passed on, and the
   * origin-verify secret (which overwrites any value a viewer sent in that header).
   */
  routeApi(api: IHttpApi, originVerifySecret: string): void {
    const stack = Stack.of(this);
    const origin = new HttpOrigin(`${api.apiId}.execute-api.${stack.region}.${stack.urlSuffix}`, {
      protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
      originSslProtocols: [OriginSslPolicy.TLS_V1_2],
      customHeaders: { [ORIGIN_VERIFY_HEADER]: originVerifySecret },
    });
    const behavior = {
      viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
      allowedMethods: AllowedMethods.ALLOW_ALL,
      cachePolicy: CachePolicy.CACHING_DISABLED,
      originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      functionAssociations: [viewerRequest(this.edge.forwardHost)],
    };
    this.distribution.addBehavior('api/*', origin, behavior);
    const visitorApp = { ...behavior, allowedMethods: AllowedMethods.ALLOW_GET_HEAD_OPTIONS, ...this.visitorAppCaching() };
    // Paths the spec also gives without the prefix (`/items/objectNumbers`, `/point-of-interests`),
    // the visitor app's `/app/v1` and the gateways' `/ingest`: the root itself and everything under it.
    for (const root of apiRoots(ROUTES)) {
      const rootBehavior = root === VISITOR_APP_SEGMENT ? visitorApp : behavior;
      this.distribution.addBehavior(root.slice(1), origin, rootBehavior);
      this.distribution.addBehavior(`${root.slice(1)}/*`, origin, rootBehavior);
    }
  }

  /**
   * The visitor app's answers are cached at the edge as their Cache-Control says (a minute, then
   * revalidated with the ETag), keyed by the museum's host, the preview key (preview answers are
   * never stored: `private, no-store`) and the query parameters the app's routes read (from their
   * query schemas). Any other query string is neither in the key nor sent on, so `?x=<random>`
   * is answered from the cache instead of reaching the API. The API sees the viewer's address for
   * its per-address limits.
   */
  private visitorAppCaching() {
    const cachePolicy = new CachePolicy(this, 'VisitorAppCache', {
      comment: "Visitor app API: origin Cache-Control, keyed by museum host, preview key and the routes' query parameters",
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.seconds(0),
      maxTtl: Duration.minutes(5),
      headerBehavior: CacheHeaderBehavior.allowList('x-forwarded-host', PREVIEW_KEY_HEADER),
      queryStringBehavior: CacheQueryStringBehavior.allowList(...queryNames(APP_ROUTES)),
      cookieBehavior: CacheCookieBehavior.none(),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });
    const originRequestPolicy = new OriginRequestPolicy(this, 'VisitorAppOrigin', {
      comment: "Visitor app API: the viewer's address for per-address limits",
      headerBehavior: OriginRequestHeaderBehavior.allowList('CloudFront-Viewer-Address', 'user-agent'),
      // The cache key's query parameters go to the origin anyway; no other reaches it.
      queryStringBehavior: OriginRequestQueryStringBehavior.none(),
      cookieBehavior: OriginRequestCookieBehavior.none(),
    });
    return { cachePolicy, originRequestPolicy };
  }

  private acknowledgeFindings(customDomain: boolean): void {
    acknowledge(this.distribution, {
      'AwsSolutions-CFR1': "Museums' visitors and staff come from any country; there is no country to block.",
    });
    if (!customDomain) {
      acknowledge(this.distribution, {
        'AwsSolutions-CFR4':
          'Without a custom domain the distribution uses the default *.cloudfront.net certificate, whose security policy CloudFront fixes; with the domain and certificateArn context the policy is TLSv1.2_2021.',
      });
    }
  }

  /** The provider Lambda of BucketDeployment is aws-cdk-lib's, with the policy it generates. */
  private acknowledgeDeploymentProvider(deployment: BucketDeployment): void {
    const copy =
      "CDK's BucketDeployment provider copies the console build from the CDK assets bucket into the console bucket and removes stale files (prune); aws-cdk-lib generates this policy, limited to those two buckets.";
    acknowledge(deployment.handlerRole, {
      [BASIC_EXECUTION_ROLE_FINDING]: "The provider's logging grant is the AWS managed basic execution policy, attached by aws-cdk-lib.",
      [wildcardAction('s3:GetObject*')]: copy,
      [wildcardAction('s3:GetBucket*')]: copy,
      [wildcardAction('s3:List*')]: copy,
      [wildcardAction('s3:Abort*')]: copy,
      [wildcardAction('s3:DeleteObject*')]: copy,
      [wildcardResource(this, bootstrapAssetObjectsArn(this))]: copy,
      [wildcardResource(this, this.bucket.arnForObjects('*'))]: copy,
      [wildcardResource(this, '*')]:
        'aws-cdk-lib grants cloudfront:CreateInvalidation and GetInvalidation on "*"; the provider only invalidates this distribution after a deployment.',
    });
    const provider = deployment.handlerRole.node.scope;
    if (provider) {
      acknowledge(provider, {
        'AwsSolutions-L1': "The provider's Python runtime is pinned by aws-cdk-lib and moves with its upgrades.",
      });
    }
  }
}

function viewerRequest(fn: CloudFrontFunction) {
  return { function: fn, eventType: FunctionEventType.VIEWER_REQUEST };
}
