import { Effect, PolicyDocument, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { TENANT_SESSION_TAG } from '../shared/tenant-session-tag';
import { EXPORTS_FOLDER, IMPORTS_FOLDER } from '../shared/bucket-folders';
import { EXPORT_FILE_ACTIONS, type FunctionNeeds, IMPORT_FILE_ACTIONS, UPLOAD_ACTIONS } from './function-needs';
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
  readonly needs: TenantDataNeeds;
}

/** The part of a function's needs its tenant session carries: every store a request of one tenant touches. */
export type TenantDataNeeds = Pick<FunctionNeeds, 'table' | 'uploads' | 'exportFiles' | 'importFiles'>;

/**
 * The private areas of the uploads bucket, each holding every tenant's files as
 * `<area>/<tenant>/...` (`functions/lib/exports/export.ts`, `functions/catalogue/imports/files.ts`).
 * A tenant whose slug were one of them would own `<area>/*` through its upload folder: its upload
 * statement does not hold for such a session.
 */
export const PRIVATE_AREAS = [EXPORTS_FOLDER, IMPORTS_FOLDER] as const;

/**
 * What a tenant's session may do, whoever assumed it (AWS SaaS guidance, "dynamically generated
 * IAM policies" with session tags): DynamoDB item actions only on partition keys of its own
 * prefix (`dynamodb:LeadingKeys`, which is the index's partition key in a query on an index), no
 * Scan, never the registry, and files only under its own `<tenant>/` folder and its own
 * `exports/<tenant>/` and `imports/<tenant>/` areas.
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
      new PolicyStatement({
        sid: 'OwnTenantUploads',
        actions: [...uploadActions],
        resources: [`${props.uploadsBucketArn}/${TENANT}/*`],
        conditions: { StringNotEquals: { [`aws:PrincipalTag/${TENANT_TAG}`]: [...PRIVATE_AREAS] } },
      }),
    );
  }
  const privateFiles = [
    { sid: 'OwnTenantExports', area: EXPORTS_FOLDER, actions: EXPORT_FILE_ACTIONS[props.needs.exportFiles ?? 'none'] },
    { sid: 'OwnTenantImports', area: IMPORTS_FOLDER, actions: IMPORT_FILE_ACTIONS[props.needs.importFiles ?? 'none'] },
  ];
  for (const { sid, area, actions } of privateFiles.filter((f) => f.actions.length)) {
    statements.push(new PolicyStatement({ sid, actions: [...actions], resources: [tenantPrivateFiles(props.uploadsBucketArn, area)] }));
  }
  return new PolicyDocument({ statements });
}

/** `<bucket>/<area>/<the session's tenant>/*`: one tenant's files of a private area. */
export function tenantPrivateFiles(uploadsBucketArn: string, area: string): string {
  return `${uploadsBucketArn}/${area}/${TENANT}/*`;
}
