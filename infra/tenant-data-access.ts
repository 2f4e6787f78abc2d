import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { CompositePrincipal, PolicyStatement, Role, type IRole } from 'aws-cdk-lib/aws-iam';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { acknowledge, wildcardResource } from './nag';
import { EXPORTS_FOLDER, IMPORTS_FOLDER } from '../shared/bucket-folders';
import { TENANT_TAG, tenantDataPolicy, type TenantDataNeeds, tenantPrivateFiles } from './tenant-policy';

/** The function reads the role to assume from here; without it (locally) it uses its own credentials. */
export const TENANT_ROLE_ENV = 'TENANT_ROLE_ARN';

type DataNeeds = TenantDataNeeds;

export interface TenantDataAccessProps {
  readonly table: ITable;
  readonly uploadsBucket: IBucket;
  /** The functions that reach tenant data, each with what its routes need. */
  readonly functions: readonly { readonly fn: LambdaFunction; readonly needs: DataNeeds }[];
}

/** One role per combination of needs: `Read`, `ReadWrite`, `ReadWriteUploads`, `ReadExportsRead`, ... */
function roleName(needs: DataNeeds): string {
  const uploads = { none: '', presign: 'Uploads', 'presign-and-delete': 'UploadsDelete', 'presign-delete-and-read': 'UploadsDeleteRead' }[needs.uploads];
  const exports = { none: '', read: 'ExportsRead', write: 'ExportsWrite' }[needs.exportFiles ?? 'none'];
  const imports = { none: '', 'read-write': 'Imports' }[needs.importFiles ?? 'none'];
  return `${needs.table === 'read' ? 'Read' : 'ReadWrite'}${uploads}${exports}${imports}`;
}

/**
 * The roles a function assumes with its caller's tenant as the session tag, so that the
 * credentials a request reaches DynamoDB and S3 with can only touch that tenant's keys and
 * folders (uploads, exports, imports), whatever the code asks (`infra/tenant-policy.ts`). One role per combination of needs:
 * a function can assume only the role of its own needs, so a read-only function cannot write
 * through its tenant session either.
 */
export class TenantDataAccess extends Construct {
  /** By role name (`Read`, `ReadWrite`, `ReadWriteUploads`). */
  readonly roles: ReadonlyMap<string, Role>;

  constructor(scope: Construct, id: string, props: TenantDataAccessProps) {
    super(scope, id);
    const groups = new Map<string, { needs: DataNeeds; fns: LambdaFunction[] }>();
    for (const { fn, needs } of props.functions) {
      const name = roleName(needs);
      const group = groups.get(name) ?? { needs, fns: [] };
      group.fns.push(fn);
      groups.set(name, group);
    }

    const roles = new Map<string, Role>();
    for (const [name, { needs, fns }] of groups) {
      const principals: IRole[] = fns.map((fn) => {
        if (!fn.role) throw new Error(`${fn.node.path} has no role to trust`);
        return fn.role;
      });
      const role = new Role(this, name, {
        description: `A tenant's own items (${needs.table}) and files (${name}), assumed with the tenant as a session tag`,
        // Only these functions' roles may assume it.
        assumedBy: new CompositePrincipal(...principals),
        inlinePolicies: {
          TenantData: tenantDataPolicy({ tableArn: props.table.tableArn, uploadsBucketArn: props.uploadsBucket.bucketArn, needs }),
        },
      });
      // The tenant tag is required and the only one: the policy's ${aws:PrincipalTag/tenant} reads it.
      role.assumeRolePolicy?.addStatements(
        new PolicyStatement({
          actions: ['sts:TagSession'],
          principals,
          conditions: {
            StringLike: { [`aws:RequestTag/${TENANT_TAG}`]: '?*' },
            'ForAllValues:StringEquals': { 'aws:TagKeys': [TENANT_TAG] },
          },
        }),
      );
      fns.forEach((fn, i) => {
        // The variable and the grant that goes with it, in one place.
        role.grant(principals[i], 'sts:AssumeRole', 'sts:TagSession');
        fn.addEnvironment(TENANT_ROLE_ENV, role.roleArn);
      });
      acknowledge(role, {
        [wildcardResource(this, `${props.table.tableArn}/index/*`)]:
          "A tenant's session queries the table's indexes; the statement holds only where dynamodb:LeadingKeys begin with the session's own tenant.",
        ...(needs.uploads !== 'none'
          ? {
              [wildcardResource(this, `${props.uploadsBucket.bucketArn}/\${aws:PrincipalTag/${TENANT_TAG}}/*`)]:
                "Upload objects of the session's own tenant folder only (<tenant>/<folder>/<file>), named by the tenant session tag; each presigned POST policy pins its exact key.",
            }
          : {}),
        ...((needs.exportFiles ?? 'none') !== 'none'
          ? {
              [wildcardResource(this, tenantPrivateFiles(props.uploadsBucket.bucketArn, EXPORTS_FOLDER))]:
                "Export files of the session's own tenant only (exports/<tenant>/<job id>/<file name>, chosen per job), named by the tenant session tag.",
            }
          : {}),
        ...((needs.importFiles ?? 'none') !== 'none'
          ? {
              [wildcardResource(this, tenantPrivateFiles(props.uploadsBucket.bucketArn, IMPORTS_FOLDER))]:
                "Import files of the session's own tenant only (imports/<tenant>/<batch id>/<file>, chosen per batch), named by the tenant session tag.",
            }
          : {}),
      });
      roles.set(name, role);
    }
    this.roles = roles;
  }
}
