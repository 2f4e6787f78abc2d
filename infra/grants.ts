import { Stack } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, type IGrantable } from 'aws-cdk-lib/aws-iam';
import type { IConstruct } from 'constructs';
import { USER_POOL_STACK_TAG } from '../shared/user-pool-tag';
import type { FunctionNeeds, TableAccess } from './function-needs';
import { wildcardResource } from './nag';

/**
 * The DynamoDB actions of each access level. Hand-listed rather than `grantReadData`, whose read
 * set includes Scan and the stream reads that no request path uses. Transactions need no action
 * of their own: IAM checks each of their items as the item action it is.
 */
export const TABLE_ACTIONS: Readonly<Record<TableAccess, readonly string[]>> = {
  read: ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query'],
  'read-write': [
    'dynamodb:GetItem',
    'dynamodb:BatchGetItem',
    'dynamodb:Query',
    'dynamodb:PutItem',
    'dynamodb:UpdateItem',
    'dynamodb:DeleteItem',
    'dynamodb:BatchWriteItem',
    'dynamodb:ConditionCheckItem',
  ],
};

/** The table and its indexes, for the actions of one access level (`table.grant`: no ARN by hand). */
export function grantTable(table: ITable, grantee: IGrantable, access: TableAccess): void {
  table.grant(grantee, ...TABLE_ACTIONS[access]);
}

/** `arn:<partition>:cognito-idp:<region>:<account>:userpool/*`: tenant pools are created at run time. */
export function anyUserPoolArn(scope: IConstruct): string {
  return Stack.of(scope).formatArn({ service: 'cognito-idp', resource: 'userpool', resourceName: '*' });
}

/** The stack's tenant pools: those onboarding tagged with this stack's table name. */
export function tenantPoolsCondition(table: ITable) {
  return { StringEquals: { [`aws:ResourceTag/${USER_POOL_STACK_TAG}`]: table.tableName } };
}

/** The Cognito actions a function's routes call, on the stack's tenant pools only; none when it calls none. */
export function tenantPoolStatement(scope: IConstruct, table: ITable, needs: FunctionNeeds): PolicyStatement | undefined {
  if (needs.tenantPools.length === 0) return undefined;
  return new PolicyStatement({
    actions: [...needs.tenantPools],
    resources: [anyUserPoolArn(scope)],
    conditions: tenantPoolsCondition(table),
  });
}

/** The index wildcard every table-using function's grant carries, with its reason. */
export function tableIndexFinding(scope: IConstruct, table: ITable): Record<string, string> {
  return {
    [wildcardResource(scope, `${table.tableArn}/index/*`)]:
      "The entities query the table's global secondary indexes (shared/keys.ts INDEXES); table.grant limits the index wildcard to this table.",
  };
}

export const TENANT_POOLS_REASON =
  "Each tenant's Cognito user pool is created at onboarding, after deployment, so its id cannot be named here; the grant holds only on pools tagged with this stack's table name (aws:ResourceTag condition, set by onboarding), and only for the actions the function's routes call.";
