import { ArnFormat, Duration, Stack } from 'aws-cdk-lib';
import { API_FUNCTION_TIMEOUT_MS } from '../shared/constants';
import { CfnStage, HttpApi, type HttpRoute, HttpStage, LogGroupLogDestination } from 'aws-cdk-lib/aws-apigatewayv2';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { resources, ROUTES, servedRoutes, signerOf, type Access, type RouteDef } from '../shared/routes';
import { EXPORTS_FOLDER, IMPORTS_FOLDER } from '../shared/bucket-folders';
import { EXPORT_FILE_ACTIONS, IMPORT_FILE_ACTIONS, type FunctionNeeds, JOBS_WORKER_NEEDS, JOBS_WORKER_TIMEOUT_MINUTES, needsOf, START_JOB_ACTIONS, UPLOAD_ACTIONS } from './function-needs';
import { grantTable, tableIndexFinding, tenantPoolStatement, TENANT_POOLS_REASON, anyUserPoolArn } from './grants';
import { ApiModule } from './api-module';
import { grantRegistryReads, grantRegistryWrites } from './registry-grants';
import { JobFailures } from './job-failures';
import { lambdaRole, MuseumFunction } from './museum-function';
import { acknowledge, wildcardResource } from './nag';
import { ORIGIN_VERIFY_ENV } from './origin-verify';
import { TenantDataAccess } from './tenant-data-access';
import { API_THROTTLE, ROUTE_THROTTLES } from './throttling';

/** A function that starts jobs reads the jobs worker's name here (`functions/lib/jobs.ts`). */
export const JOBS_FUNCTION_ENV = 'JOBS_FUNCTION';

export interface MuseumApiProps {
  readonly table: ITable;
  readonly uploadsBucket: IBucket;
  readonly uploadsPublicUrl: string;
  /** Repository root; each resource's handler is `functions/<resource>/handler.ts` under it. */
  readonly projectRoot: string;
  readonly logLevel: string;
  /** The secret CloudFront sends in its origin header (a dynamic reference). */
  readonly originVerifySecret: string;
}

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
 * prefix), one Lambda per resource with its routes in a nested stack (`ApiModule`), and a
 * default stage with access logs and route throttling.
 */
export class MuseumApi extends Construct {
  readonly httpApi: HttpApi;
  /** The Lambda of each resource of the route table, by resource name. */
  readonly handlers: ReadonlyMap<string, MuseumFunction>;
  /** The nested stack of each resource (its function and routes), by resource name. */
  readonly modules: ReadonlyMap<string, ApiModule>;
  readonly stage: HttpStage;
  /** The roles the functions assume with the caller's tenant as a session tag. */
  readonly tenantDataAccess: TenantDataAccess;
  /** Runs what outlives a request (large exports), invoked asynchronously by the API functions that start jobs. */
  readonly jobsWorker: MuseumFunction;
  /** The worker's failed asynchronous runs: their queue, dead letters and the function that marks their jobs FAILED. */
  readonly jobFailures: JobFailures;

  constructor(scope: Construct, id: string, props: MuseumApiProps) {
    super(scope, id);

    this.httpApi = new HttpApi(this, 'HttpApi', {
      description: 'Museum console API (served to browsers through CloudFront /api/*)',
      createDefaultStage: false,
    });
    const accessLogs = new LogGroup(this, 'AccessLogs', { retention: RetentionDays.THREE_MONTHS });
    this.stage = new HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: API_THROTTLE,
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

    // Named, so it can invoke itself (a long import hands on to its next run) without a
    // reference to its own ARN, which CloudFormation would see as a cycle.
    const jobsWorkerName = `${Stack.of(this).stackName}-jobs-worker`.slice(-64);
    this.jobsWorker = new MuseumFunction(this, 'JobsWorker', {
      entry: `${props.projectRoot}/functions/jobs/handler.ts`,
      projectRoot: props.projectRoot,
      functionName: jobsWorkerName,
      description: 'Museum jobs worker: large spreadsheet exports, imports and thumbnails (invoked asynchronously)',
      // Thumbnails are made with sharp (libvips): docs/thumbnails.md.
      nativeModules: ['sharp'],
      timeout: Duration.minutes(JOBS_WORKER_TIMEOUT_MINUTES),
      environment: {
        TABLE_NAME: props.table.tableName,
        UPLOADS_BUCKET: props.uploadsBucket.bucketName,
        UPLOADS_PUBLIC_URL: props.uploadsPublicUrl,
        [JOBS_FUNCTION_ENV]: jobsWorkerName,
        POWERTOOLS_SERVICE_NAME: 'museum-console',
        LOG_LEVEL: props.logLevel,
      },
    });
    // Every job is one tenant's: its items are reached through the tenant's session, and the
    // worker's own role reads only the registry entry an import's commit needs.
    grantRegistryReads(this.jobsWorker, props.table, { byIssuer: false });
    this.jobsWorker.addToRolePolicy(
      new PolicyStatement({
        actions: [...START_JOB_ACTIONS],
        resources: [Stack.of(this).formatArn({ service: 'lambda', resource: 'function', resourceName: jobsWorkerName, arnFormat: ArnFormat.COLON_RESOURCE_NAME })],
      }),
    );
    acknowledge(this.jobsWorker, this.grantFilesToOwnRole(this.jobsWorker, JOBS_WORKER_NEEDS, props.uploadsBucket));
    this.jobFailures = new JobFailures(this, 'JobFailures', {
      worker: this.jobsWorker,
      projectRoot: props.projectRoot,
      environment: { TABLE_NAME: props.table.tableName, POWERTOOLS_SERVICE_NAME: 'museum-console', LOG_LEVEL: props.logLevel },
    });

    const handlers = new Map<string, MuseumFunction>();
    const modules = new Map<string, ApiModule>();
    const httpRoutes = new Map<string, HttpRoute>();
    for (const resource of resources()) {
      const needs = needsOf(resource);
      const role = lambdaRole(this, `${pascal(resource)}Role`);
      const module = new ApiModule(this, `${pascal(resource)}Module`, {
        httpApi: this.httpApi,
        functionId: pascal(resource),
        routes: servedRoutes().filter((r) => r.resource === resource),
        authorizationReason: (route) => ROUTE_AUTHORIZATION_REASONS[route.access],
        functionProps: {
          entry: `${props.projectRoot}/functions/${resource}/handler.ts`,
          projectRoot: props.projectRoot,
          description: `Museum API resource "${resource}"`,
          timeout: Duration.millis(API_FUNCTION_TIMEOUT_MS),
          role,
          environment: {
            TABLE_NAME: props.table.tableName,
            ...(needs.uploads !== 'none' || (needs.exportFiles ?? 'none') !== 'none' || (needs.importFiles ?? 'none') !== 'none'
              ? { UPLOADS_BUCKET: props.uploadsBucket.bucketName }
              : {}),
            ...(needs.startsJobs ? { [JOBS_FUNCTION_ENV]: this.jobsWorker.functionName } : {}),
            UPLOADS_PUBLIC_URL: props.uploadsPublicUrl,
            [ORIGIN_VERIFY_ENV]: props.originVerifySecret,
            POWERTOOLS_SERVICE_NAME: 'museum-console',
            LOG_LEVEL: props.logLevel,
          },
        },
      });
      const fn = module.fn;
      // Only what the function's routes call (infra/function-needs.ts), beside the variables above.
      const findings: Record<string, string> = this.grantTableToOwnRole(fn, needs, props.table, ROUTES.filter((r) => r.resource === resource));
      Object.assign(findings, this.grantFilesToOwnRole(fn, needs, props.uploadsBucket));
      if (needs.startsJobs) {
        // The variable above and its grant: invoking the worker, nothing else of Lambda.
        fn.addToRolePolicy(new PolicyStatement({ actions: [...START_JOB_ACTIONS], resources: [this.jobsWorker.functionArn] }));
      }
      const pools = tenantPoolStatement(this, props.table, needs);
      if (pools) {
        fn.addToRolePolicy(pools);
        findings[wildcardResource(this, anyUserPoolArn(this))] = TENANT_POOLS_REASON;
      }
      // The grants are written into the role's policy, in this stack.
      acknowledge(role, findings);
      handlers.set(resource, fn);
      modules.set(resource, module);
      for (const [key, route] of module.routes) httpRoutes.set(key, route);
    }
    this.handlers = handlers;
    this.modules = modules;
    this.throttleRoutes(httpRoutes);

    this.tenantDataAccess = new TenantDataAccess(this, 'TenantDataAccess', {
      table: props.table,
      uploadsBucket: props.uploadsBucket,
      functions: [
        ...[...handlers].filter(([resource]) => needsOf(resource).tenantScoped !== false).map(([resource, fn]) => ({ fn, needs: needsOf(resource) })),
        { fn: this.jobsWorker, needs: JOBS_WORKER_NEEDS },
        // It writes only the failed job's item, under the job's tenant's session.
        { fn: this.jobFailures.handler, needs: { table: 'read-write', uploads: 'none' } },
      ],
    });
  }

  /**
   * A tenant-scoped function's own role reads the registry (by slug; by issuer when it verifies
   * tokens) and, for a route that writes the registry, that route's transaction: its routes'
   * other calls are signed with the caller's tenant session. A function that is not tenant-scoped
   * holds its table access itself. Returns the findings to acknowledge.
   */
  private grantTableToOwnRole(fn: MuseumFunction, needs: FunctionNeeds, table: ITable, routes: readonly RouteDef[]): Record<string, string> {
    if (needs.tenantScoped === false) {
      grantTable(table, fn, needs.table);
      return tableIndexFinding(this, table);
    }
    grantRegistryReads(fn, table, { byIssuer: routes.some((r) => r.access === 'user') });
    if (routes.some((r) => signerOf(r) === 'own-role')) grantRegistryWrites(fn, table);
    return {};
  }

  /**
   * A tenant-scoped function signs its S3 calls (and presigned URLs) with its caller's tenant
   * session (`infra/tenant-policy.ts`), so its own role holds no file grant at all; only a
   * function that is not tenant-scoped gets them here. Returns the findings to acknowledge.
   */
  private grantFilesToOwnRole(fn: MuseumFunction, needs: FunctionNeeds, bucket: IBucket): Record<string, string> {
    if (needs.tenantScoped !== false) return {};
    return { ...this.grantUploads(fn, needs, bucket), ...this.grantExportFiles(fn, needs, bucket), ...this.grantImportFiles(fn, needs, bucket) };
  }

  /**
   * The presigned POST is signed with these credentials: PutObject alone (grantPut would add
   * legal holds, retention and tagging, which a browser upload never sets), and DeleteObject for
   * a function that deletes the files its records dropped. Returns the finding to acknowledge.
   */
  private grantUploads(fn: MuseumFunction, needs: FunctionNeeds, bucket: IBucket): Record<string, string> {
    if (needs.uploads === 'none') return {};
    fn.addToRolePolicy(new PolicyStatement({ actions: [...UPLOAD_ACTIONS[needs.uploads]], resources: [bucket.arnForObjects('*')] }));
    return {
      [wildcardResource(this, bucket.arnForObjects('*'))]:
        'Upload keys are chosen per request (<tenant>/<folder>/CROP-<epoch>-<name>) and each presigned POST policy pins its exact key; the grant is limited to PutObject in the uploads bucket.',
    };
  }

  /**
   * The private files (exports, imports) a function reads or writes, under their prefix only,
   * which CloudFront is denied; the finding to acknowledge.
   */
  private grantPrivateFiles(fn: MuseumFunction, actions: readonly string[], folder: string, bucket: IBucket, reason: string): Record<string, string> {
    if (!actions.length) return {};
    const files = bucket.arnForObjects(`${folder}/*`);
    fn.addToRolePolicy(new PolicyStatement({ actions: [...actions], resources: [files] }));
    return { [wildcardResource(this, files)]: reason };
  }

  private grantImportFiles(fn: MuseumFunction, needs: FunctionNeeds, bucket: IBucket): Record<string, string> {
    return this.grantPrivateFiles(
      fn,
      IMPORT_FILE_ACTIONS[needs.importFiles ?? 'none'],
      IMPORTS_FOLDER,
      bucket,
      'Import files are keyed imports/<tenant>/<batch id>/<file>, chosen per batch, and the upload is a presigned POST pinning its exact key; the grant is two actions under the private imports prefix, which CloudFront is denied.',
    );
  }

  private grantExportFiles(fn: MuseumFunction, needs: FunctionNeeds, bucket: IBucket): Record<string, string> {
    return this.grantPrivateFiles(
      fn,
      EXPORT_FILE_ACTIONS[needs.exportFiles ?? 'none'],
      EXPORTS_FOLDER,
      bucket,
      'Export files are keyed exports/<tenant>/<job id>/<file name>, chosen per job; the grant is one action under the private exports prefix, which CloudFront is denied.',
    );
  }

  /** Route-level limits on the stage (the L2 stage has no property for them). */
  private throttleRoutes(httpRoutes: ReadonlyMap<string, HttpRoute>): void {
    const routeSettings: Record<string, { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }> = {};
    for (const [routeKey, limit] of Object.entries(ROUTE_THROTTLES)) {
      const route = httpRoutes.get(routeKey);
      if (!route) throw new Error(`ROUTE_THROTTLES names ${routeKey}, which the route table does not serve`);
      routeSettings[routeKey] = { ThrottlingRateLimit: limit.rateLimit, ThrottlingBurstLimit: limit.burstLimit };
      // API Gateway refuses route settings for a route that does not exist yet.
      this.stage.node.addDependency(route);
    }
    (this.stage.node.defaultChild as CfnStage).routeSettings = routeSettings;
  }
}

function pascal(name: string): string {
  return name.replace(/(^|-)(\w)/g, (_, _sep: string, c: string) => c.toUpperCase());
}
