import { Duration } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { anyUserPoolArn, tableAndUserPoolFindings, USER_ADMIN_ACTIONS } from './grants';
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
    props.table.grantReadWriteData(this.handler);
    props.webBucket.grantPut(this.handler, TENANT_CONFIG_KEYS);
    this.handler.addToRolePolicy(
      new PolicyStatement({
        actions: [
          ...USER_ADMIN_ACTIONS,
          'cognito-idp:CreateUserPoolClient',
          'cognito-idp:DeleteUserPool',
          'cognito-idp:CreateGroup',
        ],
        resources: [anyUserPoolArn(this)],
      }),
    );
    // CreateUserPool acts on no existing resource, so IAM only accepts "*" for it.
    this.handler.addToRolePolicy(new PolicyStatement({ actions: ['cognito-idp:CreateUserPool'], resources: ['*'] }));

    acknowledge(this.handler, {
      ...tableAndUserPoolFindings(this, props.table),
      [wildcardResource(this, '*')]:
        'cognito-idp:CreateUserPool has no resource type in IAM and only accepts "*"; that statement allows no other action.',
      [wildcardResource(this, props.webBucket.arnForObjects(TENANT_CONFIG_KEYS))]:
        'Onboarding publishes tenants/<slug>.json for each new tenant; the grant is limited to the tenants/ prefix of the console bucket.',
      [wildcardAction('s3:Abort*')]:
        "bucket.grantPut includes aborting the role's own multipart uploads, under tenants/ only.",
    });
  }
}
