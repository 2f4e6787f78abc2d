import { runSimulation } from '@cloud-copilot/iam-simulate';
import type { Template } from 'aws-cdk-lib/assertions';
import type { IRole } from 'aws-cdk-lib/aws-iam';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_FUNCTION_NEEDS, EXPORT_FILE_ACTIONS, type FunctionNeeds, IMPORT_FILE_ACTIONS, JOBS_WORKER_NEEDS, UPLOAD_ACTIONS } from '../../infra/function-needs';
import { TABLE_ACTIONS } from '../../infra/grants';
import { createMuseumApp } from '../../infra/museum-app';
import type { MuseumStack } from '../../infra/museum-stack';
import { INDEXES } from '../../shared/keys';
import { ROUTES, resources, routeId, signerOf, type RouteDef } from '../../shared/routes';
import { exportFileKey } from '../../functions/lib/exports/file-key';
import { TENANT_SESSION_TAG } from '../../shared/tenant-session-tag';
import { UPLOAD_FOLDERS, type UploadFolder } from '../../shared/upload-kinds';
import { bundlingSkipped, SYNTH_REGION } from './cdk-context';
import { actionsOf, logicalIdIn, mergedTemplate, roleStatements, type Statement } from './stack-templates';

// The route walk: every route of the table, the calls its function makes for it (what
// infra/function-needs.ts declares of the function, the registry reads before the tenant is known,
// and a registry write where the row says so), each simulated against the policy it is really
// signed with in the synthesised stack (shared/route-def.ts signerOf): the function's tenant role
// for a session tagged with the caller's museum, or the function's own role.
const ACCOUNT = '111111111111';
const REGION = SYNTH_REGION;
const TABLE = `arn:aws:dynamodb:${REGION}:${ACCOUNT}:table/Museum`;
const BUCKET = 'arn:aws:s3:::museum-uploads';
const ISSUER = (pool: string) => `https://cognito-idp.${REGION}.amazonaws.com/${REGION}_${pool}`;

let stack: MuseumStack;
let template: Template;

type Call = { action: string; resource: string; leadingKeys?: string[] };
type Signer = 'tenant-session' | 'own-role';

/** The keys and files the code really builds for a museum (its entities and key functions). */
type Keys = { item: string; indexItem: string; registry: string; issuer: string; upload: (folder: UploadFolder) => string; exportFile: string; importFiles: string[] };
let keysOf: (tenant: string) => Keys;

beforeAll(async () => {
  ({ stack } = createMuseumApp({ context: bundlingSkipped() }));
  template = mergedTemplate(stack);

  process.env.TABLE_NAME ??= 'Museum';
  const { UserEntity } = await import('../../functions/lib/entities/user');
  const { TenantEntity } = await import('../../functions/lib/entities/tenant');
  const { uploadKey } = await import('../../functions/lib/uploads');
  const { importKeys } = await import('../../functions/catalogue/imports/files');
  const pk = (params: { Key?: Record<string, string>; ExpressionAttributeValues?: Record<string, string> }) =>
    params.Key?.pk ?? Object.values(params.ExpressionAttributeValues ?? {})[0];
  keysOf = (tenant) => ({
    item: pk(UserEntity.get({ tenant, id: 'u1' }).params()),
    indexItem: pk(UserEntity.query.byGroup({ tenant, groupId: 'g1' }).params()),
    registry: pk(TenantEntity.get({ slug: tenant }).params()),
    issuer: pk(TenantEntity.query.byIssuer({ issuer: ISSUER(tenant) }).params()),
    upload: (folder) => `${BUCKET}/${uploadKey(tenant, folder, 'file.png', 'image/png')}`,
    exportFile: `${BUCKET}/${exportFileKey(tenant, 'job-1', 'Objects.xlsx')}`,
    importFiles: [importKeys.upload(tenant, 'b1', 'xlsx'), importKeys.rows(tenant, 'b1', 'create', 0), importKeys.invalid(tenant, 'b1')].map((k) => `${BUCKET}/${k}`),
  });
});

/** A template value with the stack's references replaced by concrete names, as IAM would see them. */
function concrete(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(concrete);
  if (value === null || typeof value !== 'object') return value;
  const v = value as Record<string, unknown>;
  if ('Ref' in v) return ({ 'AWS::Partition': 'aws', 'AWS::Region': REGION, 'AWS::AccountId': ACCOUNT, 'AWS::URLSuffix': 'amazonaws.com' } as Record<string, string>)[v.Ref as string] ?? `ref-${v.Ref}`;
  if ('Fn::GetAtt' in v) {
    const [id] = v['Fn::GetAtt'] as [string, string];
    if (id === logicalIdIn(stack.data.table)) return TABLE;
    if (id === logicalIdIn(stack.uploads.bucket)) return BUCKET;
    return `arn:aws:iam::${ACCOUNT}:role/${id}`;
  }
  if ('Fn::Join' in v) {
    const [separator, parts] = v['Fn::Join'] as [string, unknown[]];
    return parts.map(concrete).join(separator);
  }
  return Object.fromEntries(Object.entries(v).map(([k, inner]) => [k, concrete(inner)]));
}

const policyOf = (role: IRole | undefined) => ({ Version: '2012-10-17', Statement: concrete(roleStatements(template, role)) as Statement[] });

/** The tenant role a function assumes: the one its TENANT_ROLE_ARN names. */
function tenantRoleOf(fn: LambdaFunction): IRole {
  const env = template.toJSON().Resources[logicalIdIn(fn)].Properties.Environment.Variables.TENANT_ROLE_ARN;
  const role = [...stack.api.tenantDataAccess.roles.values()].find((r) => JSON.stringify(env) === JSON.stringify({ 'Fn::GetAtt': [logicalIdIn(r), 'Arn'] }));
  if (!role) throw new Error(`${fn.node.path} names no tenant role`);
  return role;
}

async function decide(policy: unknown, signer: Signer, tenant: string, call: Call): Promise<string> {
  const result = await runSimulation(
    {
      request: {
        principal: signer === 'tenant-session' ? `arn:aws:sts::${ACCOUNT}:assumed-role/TenantData/tenant-${tenant}` : `arn:aws:iam::${ACCOUNT}:role/Function`,
        action: call.action,
        resource: { resource: call.resource, accountId: ACCOUNT },
        contextVariables: {
          ...(signer === 'tenant-session' ? { [`aws:PrincipalTag/${TENANT_SESSION_TAG}`]: tenant } : {}),
          ...(call.leadingKeys ? { 'dynamodb:LeadingKeys': call.leadingKeys } : {}),
        },
      },
      identityPolicies: [{ name: 'Role', policy }],
      serviceControlPolicies: [],
      resourceControlPolicies: [],
    },
    {},
  );
  if (result.resultType === 'error') throw new Error(JSON.stringify(result.errors));
  return result.overallResult;
}

/** The museum's items and files a function's code reaches for one of its routes (what it declares). */
function dataCalls(needs: FunctionNeeds, keys: Keys): Call[] {
  return [
    ...TABLE_ACTIONS[needs.table].map((action) => ({ action, resource: TABLE, leadingKeys: [keys.item] })),
    ...TABLE_ACTIONS[needs.table].filter((a) => a === 'dynamodb:Query').map((action) => ({ action, resource: `${TABLE}/index/${INDEXES.gsi1.name}`, leadingKeys: [keys.indexItem] })),
    ...UPLOAD_ACTIONS[needs.uploads].flatMap((action) => (Object.keys(UPLOAD_FOLDERS) as UploadFolder[]).map((folder) => ({ action, resource: keys.upload(folder) }))),
    ...EXPORT_FILE_ACTIONS[needs.exportFiles ?? 'none'].map((action) => ({ action, resource: keys.exportFile })),
    ...IMPORT_FILE_ACTIONS[needs.importFiles ?? 'none'].flatMap((action) => keys.importFiles.map((resource) => ({ action, resource }))),
  ];
}

/** The registry reads of the function's own role, before the caller's museum is known (functions/lib/http.ts, auth.ts). */
function identifyingCalls(route: RouteDef, keys: Keys): Call[] {
  const bySlug = { action: 'dynamodb:GetItem', resource: TABLE, leadingKeys: [keys.registry] };
  const byIssuer = { action: 'dynamodb:Query', resource: `${TABLE}/index/${INDEXES.gsi1.name}`, leadingKeys: [keys.issuer] };
  return route.access === 'user' ? [byIssuer, bySlug] : [bySlug];
}

/** A registry write's transaction (functions/museum/service.ts, change-log.ts): the entry, its log items and counters. */
const registryWrite = (keys: Keys): Call[] => [
  { action: 'dynamodb:UpdateItem', resource: TABLE, leadingKeys: [keys.registry] },
  { action: 'dynamodb:PutItem', resource: TABLE, leadingKeys: [keys.item] },
  { action: 'dynamodb:UpdateItem', resource: TABLE, leadingKeys: [keys.item] },
];

type Walked = { route: string; signer: Signer; call: Call; decision: string };

/** Every route's calls on the keys and files of museum `owner`, signed for museum `demo`, each decided by the policy it is signed with. */
async function walk(owner: string, calls: (route: RouteDef, keys: Keys) => { signer: Signer; calls: Call[] }[]): Promise<Walked[]> {
  const walked: Walked[] = [];
  for (const route of ROUTES) {
    const fn = stack.api.handlers.get(route.resource)!;
    const policies: Record<Signer, unknown> = { 'own-role': policyOf(fn.role), 'tenant-session': policyOf(tenantRoleOf(fn)) };
    for (const group of calls(route, keysOf(owner))) {
      for (const call of group.calls) {
        walked.push({ route: routeId(route), signer: group.signer, call, decision: await decide(policies[group.signer], group.signer, 'demo', call) });
      }
    }
  }
  return walked;
}

/** What each route's function does for it, and with which credentials (the kit's signerOf). */
function routeCalls(route: RouteDef, keys: Keys): { signer: Signer; calls: Call[] }[] {
  const needs = API_FUNCTION_NEEDS[route.resource];
  return [
    { signer: 'own-role', calls: identifyingCalls(route, keys) },
    // A registry write's route does that transaction only, signed with the function's own role.
    signerOf(route) === 'own-role' ? { signer: 'own-role', calls: registryWrite(keys) } : { signer: 'tenant-session', calls: dataCalls(needs, keys) },
  ];
}

const refused = (walked: Walked[]) => walked.filter((w) => w.decision !== 'Allowed').map((w) => `${w.route} (${w.signer}): ${w.call.action} ${w.call.resource} ${w.call.leadingKeys ?? ''}`);

describe('the route walk', () => {
  it('every route is allowed each call its function makes for it, by the policy that call is signed with', async () => {
    const walked = await walk('demo', routeCalls);
    expect(walked.length).toBeGreaterThan(ROUTES.length * 3);
    expect(refused(walked)).toEqual([]);
  });

  it('PUT /museum writes the registry with its own role; the tenant session never may', async () => {
    const museum = ROUTES.find((r) => routeId(r) === 'PUT /museum')!;
    expect(signerOf(museum)).toBe('own-role');
    const tenantRole = policyOf(tenantRoleOf(stack.api.handlers.get('museum')!));
    for (const call of registryWrite(keysOf('demo')).slice(0, 1)) {
      expect(await decide(tenantRole, 'tenant-session', 'demo', call)).toBe('ExplicitlyDenied');
    }
    expect(ROUTES.filter((r) => signerOf(r) === 'own-role').map(routeId)).toEqual(['PUT /museum']);
  });

  it("no route's tenant session reaches another museum's items, folders, exports or imports", async () => {
    // The same calls, for museum louvre's keys and files, signed with demo's session.
    const walked = await walk('louvre', (route, keys) => routeCalls(route, keys).filter((g) => g.signer === 'tenant-session'));
    expect(walked.length).toBeGreaterThan(ROUTES.length);
    expect(walked.filter((w) => w.decision === 'Allowed').map((w) => `${w.route}: ${w.call.action} ${w.call.resource}`)).toEqual([]);
  });

  it("nothing more: each function's own role and tenant role hold no action its routes' calls do not use", async () => {
    const extra: string[] = [];
    for (const resource of resources()) {
      const fn = stack.api.handlers.get(resource)!;
      const routes = ROUTES.filter((r) => r.resource === resource);
      // Besides the calls below, the own role assumes the tenant role, starts jobs and manages sign-ins (least-privilege.test.ts).
      const needs = API_FUNCTION_NEEDS[resource];
      const beside = ['sts:AssumeRole', 'sts:TagSession', ...(needs.startsJobs ? ['lambda:InvokeFunction'] : []), ...needs.tenantPools];
      const used: Record<Signer, Set<string>> = { 'own-role': new Set(beside), 'tenant-session': new Set() };
      for (const route of routes) for (const group of routeCalls(route, keysOf('demo'))) for (const call of group.calls) used[group.signer].add(call.action);
      const held: Record<Signer, string[]> = {
        'own-role': roleStatements(template, fn.role).filter((s) => s.Effect === 'Allow').flatMap(actionsOf),
        'tenant-session': roleStatements(template, tenantRoleOf(fn)).filter((s) => s.Effect === 'Allow').flatMap(actionsOf),
      };
      for (const signer of ['own-role', 'tenant-session'] as const) {
        for (const action of held[signer].filter((a) => !used[signer].has(a))) extra.push(`${resource} (${signer}): ${action}`);
      }
    }
    expect(extra).toEqual([]);
  });

  it("the jobs worker: every file and item of a job through the job's museum's session, the registry read by slug only through its own role", async () => {
    const worker = stack.api.jobsWorker;
    const keys = keysOf('demo');
    const session = policyOf(tenantRoleOf(worker));
    for (const call of dataCalls(JOBS_WORKER_NEEDS, keys)) expect(await decide(session, 'tenant-session', 'demo', call), `${call.action} ${call.resource}`).toBe('Allowed');
    for (const call of dataCalls(JOBS_WORKER_NEEDS, keysOf('louvre'))) expect(await decide(session, 'tenant-session', 'demo', call), `${call.action} ${call.resource}`).not.toBe('Allowed');
    const own = policyOf(worker.role);
    expect(await decide(own, 'own-role', 'demo', { action: 'dynamodb:GetItem', resource: TABLE, leadingKeys: [keys.registry] })).toBe('Allowed');
    for (const call of dataCalls(JOBS_WORKER_NEEDS, keys)) expect(await decide(own, 'own-role', 'demo', call), `${call.action} ${call.resource}`).not.toBe('Allowed');
  });
});
