import { runSimulation, type Simulation } from '@cloud-copilot/iam-simulate';
import { App, Stack } from 'aws-cdk-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { JOBS_WORKER_NEEDS } from '../../infra/function-needs';
import { type TenantDataNeeds, tenantDataPolicy } from '../../infra/tenant-policy';
import { exportFileKey } from '../../functions/lib/exports/file-key';
import { TENANT_SESSION_TAG } from '../../shared/tenant-session-tag';

// The tenant data policy as the stack builds it (same function, concrete ARNs), evaluated by an
// IAM policy simulator: what a session tagged with one tenant may and may not do.
const ACCOUNT = '111111111111';
const TABLE = `arn:aws:dynamodb:eu-west-1:${ACCOUNT}:table/Museum`;
const BUCKET = 'arn:aws:s3:::museum-uploads';

const policyFor = (needs: TenantDataNeeds) =>
  new Stack(new App()).resolve(tenantDataPolicy({ tableArn: TABLE, uploadsBucketArn: BUCKET, needs }).toJSON());

type Request = { action: string; resource: string; leadingKeys?: string[] };

async function decide(policy: unknown, tenant: string, request: Request): Promise<string> {
  const simulation: Simulation = {
    request: {
      principal: `arn:aws:sts::${ACCOUNT}:assumed-role/TenantData/tenant-${tenant}`,
      action: request.action,
      resource: { resource: request.resource, accountId: ACCOUNT },
      contextVariables: {
        [`aws:PrincipalTag/${TENANT_SESSION_TAG}`]: tenant,
        ...(request.leadingKeys ? { 'dynamodb:LeadingKeys': request.leadingKeys } : {}),
      },
    },
    identityPolicies: [{ name: 'TenantData', policy }],
    serviceControlPolicies: [],
    resourceControlPolicies: [],
  };
  const result = await runSimulation(simulation, {});
  if (result.resultType === 'error') throw new Error(JSON.stringify(result.errors));
  return result.overallResult;
}

/** The partition keys the entities really write, from ElectroDB's own request parameters. */
let keys: { demoUser: string; demoGroupMembers: string; louvreUser: string; demoRegistry: string };
/** A tenant's file in each of its folders, as the code names it. */
let filesOf: (tenant: string) => { upload: string; exportFile: string; importUpload: string; importRows: string };

beforeAll(async () => {
  process.env.TABLE_NAME ??= 'Museum';
  const { UserEntity } = await import('../../functions/lib/entities/user');
  const { TenantEntity } = await import('../../functions/lib/entities/tenant');
  const pk = (params: { Key?: Record<string, string>; ExpressionAttributeValues?: Record<string, string> }) =>
    params.Key?.pk ?? Object.values(params.ExpressionAttributeValues ?? {})[0];
  keys = {
    demoUser: pk(UserEntity.get({ tenant: 'demo', id: 'u1' }).params()),
    demoGroupMembers: pk(UserEntity.query.byGroup({ tenant: 'demo', groupId: 'g1' }).params()),
    louvreUser: pk(UserEntity.get({ tenant: 'louvre', id: 'u1' }).params()),
    demoRegistry: pk(TenantEntity.get({ slug: 'demo' }).params()),
  };
  const { uploadKey } = await import('../../functions/lib/uploads');
  const { importKeys } = await import('../../functions/catalogue/imports/files');
  filesOf = (tenant) => ({
    upload: `${BUCKET}/${uploadKey(tenant, 'objects', 'vase.png', 'image/png')}`,
    exportFile: `${BUCKET}/${exportFileKey(tenant, 'job-1', 'Objects.xlsx')}`,
    importUpload: `${BUCKET}/${importKeys.upload(tenant, 'batch-1', 'xlsx')}`,
    importRows: `${BUCKET}/${importKeys.rows(tenant, 'batch-1', 'create', 0)}`,
  });
});

describe("a tenant's read-write session", () => {
  const policy = policyFor({ table: 'read-write', uploads: 'presign' });

  it('reads and writes its own items, in the table and its indexes', async () => {
    expect(keys.demoUser.startsWith('demo#')).toBe(true);
    for (const action of ['dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:Query']) {
      expect(await decide(policy, 'demo', { action, resource: TABLE, leadingKeys: [keys.demoUser] }), action).toBe('Allowed');
    }
    expect(await decide(policy, 'demo', { action: 'dynamodb:Query', resource: `${TABLE}/index/gsi1`, leadingKeys: [keys.demoGroupMembers] })).toBe('Allowed');
    expect(await decide(policy, 'demo', { action: 'dynamodb:BatchWriteItem', resource: TABLE, leadingKeys: [keys.demoUser, keys.demoGroupMembers] })).toBe('Allowed');
  });

  it("is refused another tenant's keys, alone or hidden in a batch, and a tenant whose name extends its own", async () => {
    for (const action of ['dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:Query', 'dynamodb:DeleteItem']) {
      expect(await decide(policy, 'demo', { action, resource: TABLE, leadingKeys: [keys.louvreUser] }), action).not.toBe('Allowed');
    }
    expect(await decide(policy, 'demo', { action: 'dynamodb:BatchGetItem', resource: TABLE, leadingKeys: [keys.demoUser, keys.louvreUser] })).not.toBe('Allowed');
    expect(await decide(policy, 'demo', { action: 'dynamodb:GetItem', resource: TABLE, leadingKeys: ['demo-2#user'] })).not.toBe('Allowed');
  });

  it('is refused Scan, and the registry entry even of its own tenant', async () => {
    expect(await decide(policy, 'demo', { action: 'dynamodb:Scan', resource: TABLE })).not.toBe('Allowed');
    expect(await decide(policy, 'demo', { action: 'dynamodb:Scan', resource: TABLE, leadingKeys: [keys.demoUser] })).not.toBe('Allowed');
    expect(keys.demoRegistry.startsWith('demo#')).toBe(true);
    for (const action of ['dynamodb:GetItem', 'dynamodb:UpdateItem']) {
      expect(await decide(policy, 'demo', { action, resource: TABLE, leadingKeys: [keys.demoRegistry] }), action).toBe('ExplicitlyDenied');
    }
  });

  it('uploads only into its own folder', async () => {
    expect(await decide(policy, 'demo', { action: 's3:PutObject', resource: `${BUCKET}/demo/user-images/CROP-1-a.png` })).toBe('Allowed');
    expect(await decide(policy, 'demo', { action: 's3:PutObject', resource: `${BUCKET}/louvre/user-images/CROP-1-a.png` })).not.toBe('Allowed');
    expect(await decide(policy, 'demo', { action: 's3:PutObject', resource: `${BUCKET}/demo-2/user-images/CROP-1-a.png` })).not.toBe('Allowed');
    expect(await decide(policy, 'demo', { action: 's3:DeleteObject', resource: `${BUCKET}/demo/user-images/CROP-1-a.png` })).not.toBe('Allowed');
  });
});

describe("a tenant's read-only session", () => {
  const policy = policyFor({ table: 'read', uploads: 'none' });

  it('reads its own items and writes nothing, not even its own', async () => {
    expect(await decide(policy, 'demo', { action: 'dynamodb:Query', resource: TABLE, leadingKeys: [keys.demoUser] })).toBe('Allowed');
    for (const action of ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem']) {
      expect(await decide(policy, 'demo', { action, resource: TABLE, leadingKeys: [keys.demoUser] }), action).not.toBe('Allowed');
    }
    expect(await decide(policy, 'demo', { action: 's3:PutObject', resource: `${BUCKET}/demo/user-images/a.png` })).not.toBe('Allowed');
  });
});

describe("a tenant's files (the jobs worker's session, which holds every file action a request uses)", () => {
  const policy = policyFor(JOBS_WORKER_NEEDS);
  const FILE_ACTIONS = ['s3:GetObject', 's3:PutObject', 's3:DeleteObject'];

  it('reaches its own uploads folder and its own exports and imports', async () => {
    const own = filesOf('demo');
    for (const [action, file] of [
      ['s3:PutObject', own.upload],
      ['s3:DeleteObject', own.upload],
      ['s3:PutObject', own.exportFile],
      ['s3:GetObject', own.importUpload],
      ['s3:PutObject', own.importRows],
    ]) {
      expect(await decide(policy, 'demo', { action, resource: file }), `${action} ${file}`).toBe('Allowed');
    }
  });

  it("cannot read, write or delete under another tenant's folders, exports or imports", async () => {
    for (const other of ['louvre', 'demo-2']) {
      for (const file of Object.values(filesOf(other))) {
        for (const action of FILE_ACTIONS) {
          expect(await decide(policy, 'demo', { action, resource: file }), `${action} ${file}`).not.toBe('Allowed');
        }
      }
    }
  });

  it('cannot list the bucket or touch files outside the three folders of its tenant', async () => {
    expect(await decide(policy, 'demo', { action: 's3:ListBucket', resource: BUCKET })).not.toBe('Allowed');
    for (const file of [`${BUCKET}/exports/job-1/a.xlsx`, `${BUCKET}/imports/demo`, `${BUCKET}/tenants/demo.json`]) {
      for (const action of FILE_ACTIONS) expect(await decide(policy, 'demo', { action, resource: file }), `${action} ${file}`).not.toBe('Allowed');
    }
  });

  it('a tenant named like a private area does not own every tenant\'s files of that area through its upload folder', async () => {
    for (const area of ['exports', 'imports'] as const) {
      const { exportFile, importUpload } = filesOf('louvre');
      for (const file of [exportFile, importUpload]) {
        for (const action of FILE_ACTIONS) expect(await decide(policy, area, { action, resource: file }), `${area}: ${action} ${file}`).not.toBe('Allowed');
      }
    }
  });
});

describe("the export function's session", () => {
  const policy = policyFor({ table: 'read', uploads: 'none', exportFiles: 'read' });

  it('presigns the GET of its own export files only, and writes no file', async () => {
    expect(await decide(policy, 'demo', { action: 's3:GetObject', resource: filesOf('demo').exportFile })).toBe('Allowed');
    expect(await decide(policy, 'demo', { action: 's3:GetObject', resource: filesOf('louvre').exportFile })).not.toBe('Allowed');
    expect(await decide(policy, 'demo', { action: 's3:GetObject', resource: filesOf('demo').importUpload })).not.toBe('Allowed');
    expect(await decide(policy, 'demo', { action: 's3:PutObject', resource: filesOf('demo').exportFile })).not.toBe('Allowed');
  });
});
