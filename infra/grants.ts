import { Stack } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IConstruct } from 'constructs';
import { wildcardResource } from './nag';

/** The Cognito user administration the API resources and onboarding perform in tenant pools. */
export const USER_ADMIN_ACTIONS = [
  'cognito-idp:AdminCreateUser',
  'cognito-idp:AdminSetUserPassword',
  'cognito-idp:AdminDeleteUser',
  'cognito-idp:AdminGetUser',
  'cognito-idp:AdminUpdateUserAttributes',
  'cognito-idp:AdminDisableUser',
  'cognito-idp:ListUsers',
] as const;

/** `arn:<partition>:cognito-idp:<region>:<account>:userpool/*`: tenant pools are created at run time. */
export function anyUserPoolArn(scope: IConstruct): string {
  return Stack.of(scope).formatArn({ service: 'cognito-idp', resource: 'userpool', resourceName: '*' });
}

/** The cdk-nag findings every table- and pool-using function has, with their reasons. */
export function tableAndUserPoolFindings(scope: IConstruct, table: ITable): Record<string, string> {
  return {
    [wildcardResource(scope, `${table.tableArn}/index/*`)]:
      "The entities query the table's global secondary indexes (shared/keys.ts INDEXES); table.grantReadWriteData limits the index wildcard to this table.",
    [wildcardResource(scope, anyUserPoolArn(scope))]:
      "Each tenant's Cognito user pool is created at onboarding, after deployment, so its id cannot be named here; the grant is limited to user pools of this account and region and to the listed actions.",
  };
}
