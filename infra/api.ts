import { Duration } from 'aws-cdk-lib';
import { HttpApi, HttpMethod, HttpRoute, HttpRouteKey, HttpStage, LogGroupLogDestination } from 'aws-cdk-lib/aws-apigatewayv2';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { resources, servedRoutes, type Access } from '../shared/routes';
import { anyUserPoolArn, tableAndUserPoolFindings, USER_ADMIN_ACTIONS } from './grants';
import { MuseumFunction } from './museum-function';
import { acknowledge, wildcardAction, wildcardResource } from './nag';

export interface MuseumApiProps {
  readonly table: ITable;
  readonly uploadsBucket: IBucket;
  readonly uploadsPublicUrl: string;
  /** Repository root; each resource's handler is `functions/<resource>/handler.ts` under it. */
  readonly projectRoot: string;
  readonly logLevel: string;
}

const UPLOADS_READ_REASON =
  "bucket.grantRead: CDK's read-only action groups (object reads, bucket location, listing) on the uploads bucket only, to show and check uploaded files.";

/**
 * Why no route has an API Gateway authorizer, by the route table's `access`. Each route carries
 * the reason of its own access level, so the template shows which routes are public by design.
 */
export const ROUTE_AUTHORIZATION_REASONS: Readonly<Record<Access, string>> = {
  user:
    "Staff route: the handler verifies the token against the tenant's own Cognito user pool (one pool per tenant, created at onboarding) and answers 401/403 with the spec's error body; an HTTP API JWT authorizer binds to one issuer and has its own error body.",
  public:
    'Public by design (route table access "public"): sign-in, the visitor app and the policy page are called without a token; the tenant comes from the host.',
  gateway:
    'Beacon gateway route (route table access "gateway"): gateways post scans with their own credential, which the resource checks; they hold no Cognito token.',
};

/**
 * The HTTP API: one route per served route of `shared/routes.ts` (both spellings, `/api`
 * prefix), one Lambda per resource, and a default stage with access logs.
 */
export class MuseumApi extends Construct {
  readonly httpApi: HttpApi;
  /** The Lambda of each resource of the route table, by resource name. */
  readonly handlers: ReadonlyMap<string, MuseumFunction>;

  constructor(scope: Construct, id: string, props: MuseumApiProps) {
    super(scope, id);

    this.httpApi = new HttpApi(this, 'HttpApi', {
      description: 'Museum console API (served to browsers through CloudFront /api/*)',
      createDefaultStage: false,
    });
    const accessLogs = new LogGroup(this, 'AccessLogs', { retention: RetentionDays.THREE_MONTHS });
    new HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            time: '$context.requestTime',
            ip: '$context.identity.sourceIp',
            method: '$context.httpMethod',
            routeKey: '$context.routeKey',
            status: '$context.status',
            latency: '$context.responseLatency',
            integrationError: '$context.integrationErrorMessage',
          }),
        ),
      },
    });

    const handlers = new Map<string, MuseumFunction>();
    for (const resource of resources()) {
      const fn = new MuseumFunction(this, pascal(resource), {
        entry: `${props.projectRoot}/functions/${resource}/handler.ts`,
        projectRoot: props.projectRoot,
        description: `Museum API resource "${resource}"`,
        timeout: Duration.seconds(15),
        environment: {
          TABLE_NAME: props.table.tableName,
          UPLOADS_BUCKET: props.uploadsBucket.bucketName,
          UPLOADS_PUBLIC_URL: props.uploadsPublicUrl,
          POWERTOOLS_SERVICE_NAME: 'museum-console',
          LOG_LEVEL: props.logLevel,
        },
      });
      // The grants that match the environment above.
      props.table.grantReadWriteData(fn);
      props.uploadsBucket.grantPut(fn);
      props.uploadsBucket.grantRead(fn);
      fn.addToRolePolicy(
        new PolicyStatement({ actions: [...USER_ADMIN_ACTIONS], resources: [anyUserPoolArn(this)] }),
      );
      acknowledge(fn, {
        ...tableAndUserPoolFindings(this, props.table),
        [wildcardResource(this, props.uploadsBucket.arnForObjects('*'))]:
          'Upload keys are chosen per request (<tenant>/<folder>/CROP-<epoch>-<name>) and each presigned POST policy pins its exact key; the grant is limited to the uploads bucket.',
        [wildcardAction('s3:GetObject*')]: UPLOADS_READ_REASON,
        [wildcardAction('s3:GetBucket*')]: UPLOADS_READ_REASON,
        [wildcardAction('s3:List*')]: UPLOADS_READ_REASON,
        [wildcardAction('s3:Abort*')]:
          "bucket.grantPut includes aborting the role's own multipart uploads, on the uploads bucket only.",
      });
      handlers.set(resource, fn);

      const integration = new HttpLambdaIntegration(`${pascal(resource)}Integration`, fn);
      for (const route of servedRoutes().filter((r) => r.resource === resource)) {
        const httpRoute = new HttpRoute(this, route.routeKey, {
          httpApi: this.httpApi,
          routeKey: HttpRouteKey.with(route.servedPath, HttpMethod[route.method]),
          integration,
        });
        acknowledge(httpRoute, { 'AwsSolutions-APIG4': ROUTE_AUTHORIZATION_REASONS[route.access] });
      }
    }
    this.handlers = handlers;
  }
}

function pascal(name: string): string {
  return name.replace(/(^|-)(\w)/g, (_, _sep: string, c: string) => c.toUpperCase());
}
