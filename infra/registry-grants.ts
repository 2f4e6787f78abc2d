import { Stack } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { INDEXES } from '../shared/keys';
import { REGISTRY_KEY_PATTERN } from './tenant-policy';

/**
 * What a tenant-scoped function's own role reads (`functions/lib/tenants.ts`): the registry entry
 * that names the caller's museum, by the host's slug or by the token's issuer, before the tenant
 * is known. Everything after that is signed with the tenant's session.
 */
export const REGISTRY_READ_ACTIONS = ['dynamodb:GetItem', 'dynamodb:Query'] as const;

/**
 * A route that writes the registry entry (`writesRegistry` in the route table) signs its whole
 * transaction with the function's own role: the entry, its activity-log and audit items (Put) and
 * the day counters (Update) (`functions/lib/change-log.ts`).
 */
export const REGISTRY_WRITE_ACTIONS = ['dynamodb:PutItem', 'dynamodb:UpdateItem'] as const;

/** Every issuer in the registry is one of this region's Cognito pools (`functions/lib/tenants.ts` ISSUER_PREFIX). */
const issuerPattern = (fn: LambdaFunction) => `https://cognito-idp.${Stack.of(fn).region}.${Stack.of(fn).urlSuffix}/*`;

/** Registry entries by slug and, when `byIssuer` (a function that verifies tokens), by issuer: nothing else of the table. */
export function grantRegistryReads(fn: LambdaFunction, table: ITable, options: { byIssuer: boolean }): void {
  fn.addToRolePolicy(
    new PolicyStatement({
      actions: ['dynamodb:GetItem'],
      resources: [table.tableArn],
      conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [REGISTRY_KEY_PATTERN] }, Null: { 'dynamodb:LeadingKeys': 'false' } },
    }),
  );
  if (!options.byIssuer) return;
  fn.addToRolePolicy(
    new PolicyStatement({
      actions: ['dynamodb:Query'],
      resources: [`${table.tableArn}/index/${INDEXES.gsi1.name}`],
      conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [issuerPattern(fn)] }, Null: { 'dynamodb:LeadingKeys': 'false' } },
    }),
  );
}

/** The registry write's transaction (`REGISTRY_WRITE_ACTIONS`): its items are of any museum's keys, so no key condition. */
export function grantRegistryWrites(fn: LambdaFunction, table: ITable): void {
  fn.addToRolePolicy(new PolicyStatement({ actions: [...REGISTRY_WRITE_ACTIONS], resources: [table.tableArn] }));
}
