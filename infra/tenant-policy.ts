import { Effect, PolicyDocument, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { TENANT_SESSION_TAG } from '../shared/tenant-session-tag';
import { type FunctionNeeds, UPLOAD_ACTIONS } from './function-needs';
import { TABLE_ACTIONS } from './grants';

/** The session tag that names the tenant (`functions/lib/tenant-credentials.ts` sets it). */
export const TENANT_TAG = TENANT_SESSION_TAG;

const TENANT = `\${aws:PrincipalTag/${TENANT_TAG}}`;

/**
 * Every tenant key begins `<tenant>#` (`functions/lib/entities/*.ts`: `${tenant}#user`,
 * `${tenant}#userGroup#<id>` in gsi1, ...). Slugs are DNS labels, so `#` ends the tenant:
 * `demo#*` never matches `demo-2#...`.
 */
export const TENANT_KEY_PATTERN = `${TENANT}#*`;

/**
 * The registry item of a tenant is keyed `<slug>#tenant` (`entities/tenant.ts`), inside the
 * tenant's own prefix. The registry says which pool and issuer a tenant trusts, so a tenant's
 * session may never touch it: registry reads stay on the function's own role.
 */
export const REGISTRY_KEY_PATTERN = '*#tenant';

export interface TenantPolicyProps {
  readonly tableArn: string;
  readonly uploadsBucketArn: string;
  /** What the functions that assume it need (`infra/function-needs.ts`): nothing more. */
  readonly needs: Pick<FunctionNeeds, 'table' | 'uploads'>;
}

/**
 * What a tenant's session may do, whoever assumed it (AWS SaaS guidance, "dynamically generated
 * IAM policies" with session tags): DynamoDB item actions only on partition keys of its own
 * prefix (`dynamodb:LeadingKeys`, which is the index's partition key in a query on an index), no
 * Scan, never the registry, and upload objects only under its own `<tenant>/` folder.
 */
export function tenantDataPolicy(props: TenantPolicyProps): PolicyDocument {
  const statements = [
    new PolicyStatement({
      sid: 'OwnTenantItems',
      actions: [...TABLE_ACTIONS[props.needs.table]],
      resources: [props.tableArn, `${props.tableArn}/index/*`],
      conditions: {
        // ForAllValues: every key of a batch or transaction. Null: a request without keys
        // (a Scan, were it ever granted) is not let through by the empty set.
        'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [TENANT_KEY_PATTERN] },
        Null: { 'dynamodb:LeadingKeys': 'false' },
      },
    }),
    new PolicyStatement({
      sid: 'NeverTheRegistry',
      effect: Effect.DENY,
      actions: ['dynamodb:*'],
      resources: [props.tableArn, `${props.tableArn}/index/*`],
      conditions: { 'ForAnyValue:StringLike': { 'dynamodb:LeadingKeys': [REGISTRY_KEY_PATTERN] } },
    }),
  ];
  const uploadActions = UPLOAD_ACTIONS[props.needs.uploads];
  if (uploadActions.length) {
    // A presigned POST signed with the session's credentials can only create objects there (and
    // a function that deletes removed files can delete only there).
    statements.push(
      new PolicyStatement({ sid: 'OwnTenantUploads', actions: [...uploadActions], resources: [`${props.uploadsBucketArn}/${TENANT}/*`] }),
    );
  }
  return new PolicyDocument({ statements });
}
