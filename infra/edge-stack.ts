import { ArnFormat, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { CfnLoggingConfiguration, CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';
import { API_PREFIX, apiRoots } from '../shared/route-def';
import { ROUTES } from '../shared/routes';
import { EDGE_RATE_LIMIT, EDGE_RATE_WINDOW_SECONDS } from './throttling';

/** CloudFront takes web ACLs from this Region only. */
export const EDGE_REGION = 'us-east-1';

/**
 * The paths CloudFront sends to the API (`ConsoleHosting.routeApi`): `/api/...` and the roots
 * the route table serves besides it (`/app`, `/ingest`, the spec's unprefixed paths), each
 * itself or with anything under it. The console's files and the uploads are not counted: an
 * app downloading a bundle's images would otherwise spend its address's allowance.
 */
export function apiPathPattern(): string {
  const roots = [API_PREFIX, ...apiRoots(ROUTES)].map((root) => root.slice(1).replace(/[.*+?^${}()|[\]\\]/gu, '\\$&'));
  return `^/(${roots.join('|')})(/|$)`;
}

const TOO_MANY = 'too-many-requests';
/** Past the limit WAF blocks the address until its rate over the window falls under it again. */
const RETRY_AFTER_SECONDS = 60;

/**
 * The edge's limits, in us-east-1 where CloudFront's web ACLs must be: a rate-based rule that
 * answers 429 to a client address sending more than EDGE_RATE_LIMIT requests to the API per
 * window, before they reach the API stage's throttle bucket, which every museum shares. Blocked
 * requests are logged (only those: the rest would cost a log line per request).
 */
export class MuseumEdgeStack extends Stack {
  readonly webAcl: CfnWebACL;

  constructor(scope: Construct, id: string, props: StackProps) {
    super(scope, id, { ...props, env: { ...props.env, region: EDGE_REGION } });
    const metric = (metricName: string) => ({ cloudWatchMetricsEnabled: true, metricName, sampledRequestsEnabled: true });

    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      scope: 'CLOUDFRONT',
      description: 'Museum console: per-address limit on the API',
      defaultAction: { allow: {} },
      visibilityConfig: metric('museum-edge'),
      customResponseBodies: {
        [TOO_MANY]: {
          contentType: 'APPLICATION_JSON',
          // The spec's error body as far as a fixed answer can say it (no time, no log entry).
          content: JSON.stringify({
            message: 'TooManyRequestsException',
            debugMessage: `Too many requests from this address. Try again in ${RETRY_AFTER_SECONDS} seconds.`,
            status: 429,
            retryAfterSeconds: RETRY_AFTER_SECONDS,
          }),
        },
      },
      rules: [
        {
          name: 'api-requests-per-address',
          priority: 0,
          action: {
            block: {
              customResponse: {
                responseCode: 429,
                customResponseBodyKey: TOO_MANY,
                responseHeaders: [{ name: 'retry-after', value: String(RETRY_AFTER_SECONDS) }],
              },
            },
          },
          statement: {
            rateBasedStatement: {
              limit: EDGE_RATE_LIMIT,
              evaluationWindowSec: EDGE_RATE_WINDOW_SECONDS,
              aggregateKeyType: 'IP',
              scopeDownStatement: {
                regexMatchStatement: {
                  regexString: apiPathPattern(),
                  fieldToMatch: { uriPath: {} },
                  // `/%61pi/...` is `/api/...` too.
                  textTransformations: [{ priority: 0, type: 'URL_DECODE' }],
                },
              },
            },
          },
          visibilityConfig: metric('museum-edge-api-per-address'),
        },
      ],
    });

    // WAF writes only to a log group named aws-waf-logs-*, given by its ARN without the `:*`. The
    // name is fixed, so the group goes with the stack: a kept one would block the next deployment.
    const logs = new LogGroup(this, 'BlockedRequests', {
      logGroupName: `aws-waf-logs-${this.stackName}`,
      retention: RetentionDays.THREE_MONTHS,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    new CfnLoggingConfiguration(this, 'BlockedRequestsLogging', {
      resourceArn: this.webAcl.attrArn,
      logDestinationConfigs: [this.formatArn({ service: 'logs', resource: 'log-group', resourceName: logs.logGroupName, arnFormat: ArnFormat.COLON_RESOURCE_NAME })],
      loggingFilter: {
        DefaultBehavior: 'DROP',
        Filters: [{ Behavior: 'KEEP', Requirement: 'MEETS_ANY', Conditions: [{ ActionCondition: { Action: 'BLOCK' } }] }],
      },
    });
  }
}
