import { Duration } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { USER_POOL_STACK_TAG } from '../shared/user-pool-tag';
import { ONBOARDING_NEEDS } from './function-needs';
import { anyUserPoolArn, grantTable, tableIndexFinding, TENANT_POOLS_REASON, tenantPoolStatement } from './grants';
import { MuseumFunction } from './museum-function';
import { acknowledge, wildcardAction, wildcardResource } from './nag';

export interface TenantOnboardingProps {
  readonly table: ITable;
  /** The console bucket: onboarding publishes `tenants/<slug>.json` (pool and client ids) there. */
  readonly webBucket: IBucket;
  readonly projectRoot: string;
  readonly logLevel: string;
}

/** Where onboarding writes in the console bucket, and nowhere else. */
export const TENANT_CONFIG_KEYS = 'tenants/*';

/**
 * The onboarding Lambda, invoked directly with `{ slug, features, admin }`: it creates the
 * tenant's Cognito pool, app client and first admin, and its registry entry.
 */
export class TenantOnboarding extends Construct {
  readonly handler: MuseumFunction;

  constructor(scope: Construct, id: string, props: TenantOnboardingProps) {
    super(scope, id);

    this.handler = new MuseumFunction(this, 'Handler', {
      entry: `${props.projectRoot}/functions/onboarding/handler.ts`,
      projectRoot: props.projectRoot,
      description: 'Onboards a museum: Cognito pool, app client, registry entry, first admin',
      // Creating a pool, a client, a group and a user takes several Cognito calls.
      timeout: Duration.minutes(1),
      environment: {
        TABLE_NAME: props.table.tableName,
        WEB_BUCKET: props.webBucket.bucketName,
        POWERTOOLS_SERVICE_NAME: 'museum-onboarding',
        LOG_LEVEL: props.logLevel,
      },
    });
    grantTable(props.table, this.handler, ONBOARDING_NEEDS.table);
    props.webBucket.grantPut(this.handler, TENANT_CONFIG_KEYS);
    const pools = tenantPoolStatement(this, props.table, ONBOARDING_NEEDS);
    if (pools) this.handler.addToRolePolicy(pools);
    // CreateUserPool acts on no existing resource, so IAM only accepts "*" for it; the pool must
    // carry this stack's tag, and only it, so every pool onboarding makes is one the stack's
    // grants cover. Nothing in the stack may delete a pool.
    this.handler.addToRolePolicy(
      new PolicyStatement({
        actions: ['cognito-idp:CreateUserPool'],
        resources: ['*'],
        conditions: {
          StringEquals: { [`aws:RequestTag/${USER_POOL_STACK_TAG}`]: props.table.tableName },
          'ForAllValues:StringEquals': { 'aws:TagKeys': [USER_POOL_STACK_TAG] },
        },
      }),
    );

    acknowledge(this.handler, {
      ...tableIndexFinding(this, props.table),
      [wildcardResource(this, anyUserPoolArn(this))]: TENANT_POOLS_REASON,
      [wildcardResource(this, '*')]:
        'cognito-idp:CreateUserPool has no resource type in IAM and only accepts "*"; that statement allows no other action, and only for a pool tagged with this stack\'s table name.',
      [wildcardResource(this, props.webBucket.arnForObjects(TENANT_CONFIG_KEYS))]:
        'Onboarding publishes tenants/<slug>.json for each new tenant; the grant is limited to the tenants/ prefix of the console bucket.',
      [wildcardAction('s3:Abort*')]:
        "bucket.grantPut includes aborting the role's own multipart uploads, under tenants/ only.",
    });
  }
}
