import type { Template } from 'aws-cdk-lib/assertions';
import type { IRole } from 'aws-cdk-lib/aws-iam';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  API_FUNCTION_NEEDS,
  EXPORT_FILE_ACTIONS,
  IMPORT_FILE_ACTIONS,
  JOBS_WORKER_NEEDS,
  ONBOARDING_NEEDS,
  START_JOB_ACTIONS,
  type FunctionNeeds,
  UPLOAD_ACTIONS,
} from '../../infra/function-needs';
import { TABLE_ACTIONS } from '../../infra/grants';
import { REGISTRY_READ_ACTIONS, REGISTRY_WRITE_ACTIONS } from '../../infra/registry-grants';
import { FAILURE_DESTINATION_ACTIONS } from '../../infra/job-failures';
import { createMuseumApp } from '../../infra/museum-app';
import type { MuseumStack } from '../../infra/museum-stack';
import { USER_POOL_STACK_TAG } from '../../shared/user-pool-tag';
import { resources } from '../../shared/routes';
import { bundlingSkipped } from './cdk-context';
import { actionsOf, logicalIdIn, mergedTemplate, roleStatements, type Statement } from './stack-templates';

// IAM only: the stack without bundling the handlers (cdk's own switch), so it synthesises in
// seconds. museum-stack.test.ts checks the bundles.
let stack: MuseumStack;
let template: Template;

beforeAll(() => {
  ({ stack } = createMuseumApp({ context: bundlingSkipped() }));
  template = mergedTemplate(stack);
});

const logicalId = logicalIdIn;
const statementsOf = (role: IRole | undefined) => roleStatements(template, role);

/**
 * The actions a function's own role may hold given what it declares (plus assuming its tenant
 * role). A tenant-scoped function reaches files only through its tenant session: none on its role.
 */
function allowedActions(needs: FunctionNeeds): Set<string> {
  const tenantScoped = needs.tenantScoped !== false;
  return new Set([
    // Of the table, a tenant-scoped role reads the registry and at most writes it: which of them
    // each function needs, and on which keys, the route walk checks (route-policies.test.ts).
    ...(tenantScoped ? [...REGISTRY_READ_ACTIONS, ...REGISTRY_WRITE_ACTIONS] : TABLE_ACTIONS[needs.table]),
    ...needs.tenantPools,
    ...(tenantScoped
      ? []
      : [...UPLOAD_ACTIONS[needs.uploads], ...EXPORT_FILE_ACTIONS[needs.exportFiles ?? 'none'], ...IMPORT_FILE_ACTIONS[needs.importFiles ?? 'none']]),
    ...(needs.startsJobs ? START_JOB_ACTIONS : []),
    ...(tenantScoped ? ['sts:AssumeRole', 'sts:TagSession'] : []),
  ]);
}

const apiFunction = (resource: string) => {
  const fn = stack.api.handlers.get(resource);
  if (!fn) throw new Error(`No function for ${resource}`);
  return fn;
};

const notTable = (action: string) => !action.startsWith('dynamodb:');

const WRITES = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem', 's3:PutObject'];

describe('each function holds only the grants its routes use', () => {
  it('declares the needs of every resource of the route table, and of nothing else', () => {
    expect(Object.keys(API_FUNCTION_NEEDS).sort()).toEqual(resources());
  });

  it.each(resources())('%s: no action beyond its declared needs', (resource) => {
    const statements = statementsOf(apiFunction(resource).role);
    const allowed = allowedActions(API_FUNCTION_NEEDS[resource]);
    const held = statements.filter((s) => s.Effect === 'Allow').flatMap(actionsOf);
    expect(held.filter((a) => !allowed.has(a))).toEqual([]);
    // ...and what it declares is really granted.
    expect(new Set(held.filter(notTable))).toEqual(new Set([...allowed].filter(notTable)));
  });

  it('the jobs worker: no action beyond its declared needs and its failure destination; only the functions that start jobs may invoke it', () => {
    const statements = statementsOf(stack.api.jobsWorker.role).filter((s) => s.Effect === 'Allow');
    const held = statements.flatMap(actionsOf);
    const allowed = new Set([...allowedActions(JOBS_WORKER_NEEDS), ...FAILURE_DESTINATION_ACTIONS]);
    expect(held.filter((a) => !allowed.has(a))).toEqual([]);
    expect(new Set(held.filter(notTable))).toEqual(new Set([...allowed].filter(notTable)));
    // The queue actions reach the failures queue alone.
    const queueStatements = statements.filter((s) => actionsOf(s).some((a) => a.startsWith('sqs:')));
    expect(queueStatements.map((s) => s.Resource)).toEqual([{ 'Fn::GetAtt': [logicalId(stack.api.jobFailures.queue), 'Arn'] }]);
    const invokers = resources().filter((r) => statementsOf(apiFunction(r).role).some((s) => actionsOf(s).includes('lambda:InvokeFunction')));
    expect(invokers).toEqual(resources().filter((r) => API_FUNCTION_NEEDS[r].startsJobs));
    for (const resource of invokers) {
      const invoke = statementsOf(apiFunction(resource).role).filter((s) => actionsOf(s).includes('lambda:InvokeFunction'));
      expect(invoke.map((s) => s.Resource)).toEqual([{ 'Fn::GetAtt': [logicalId(stack.api.jobsWorker), 'Arn'] }]);
    }
  });

  it('the jobs worker hands a long import on to itself, by its own fixed name, and may invoke nothing else', () => {
    const worker = template.toJSON().Resources[logicalId(stack.api.jobsWorker)].Properties;
    expect(worker.Environment.Variables.JOBS_FUNCTION).toBe(worker.FunctionName);
    const invoke = statementsOf(stack.api.jobsWorker.role).filter((s) => actionsOf(s).includes('lambda:InvokeFunction'));
    expect(invoke).toHaveLength(1);
    expect(JSON.stringify(invoke[0].Resource)).toContain(`:function:${worker.FunctionName}"`);
  });

  it('CloudFront (which serves /uploads) cannot read export or import files; they leave only through presigned URLs', () => {
    const policy = Object.values(template.findResources('AWS::S3::BucketPolicy')).find(
      (p) => JSON.stringify(p.Properties.Bucket) === JSON.stringify({ Ref: logicalId(stack.uploads.bucket) }),
    );
    expect(policy?.Properties.PolicyDocument.Statement).toContainEqual(
      expect.objectContaining({
        Effect: 'Deny',
        Principal: { Service: 'cloudfront.amazonaws.com' },
        Action: 's3:GetObject',
        Resource: ['/exports/*', '/imports/*'].map((prefix) => ({ 'Fn::Join': ['', [{ 'Fn::GetAtt': [logicalId(stack.uploads.bucket), 'Arn'] }, prefix]] })),
      }),
    );
  });

  it('read-only functions cannot write, not even through their tenant role', () => {
    const readOnly = resources().filter((r) => API_FUNCTION_NEEDS[r].table === 'read');
    expect(readOnly).toContain('history');
    for (const resource of readOnly) {
      const fn = apiFunction(resource);
      const tenantRole = [...stack.api.tenantDataAccess.roles.values()].find((role) =>
        statementsOf(fn.role).some((s) => JSON.stringify(s.Resource) === JSON.stringify({ 'Fn::GetAtt': [logicalId(role), 'Arn'] })),
      );
      const everything = [...statementsOf(fn.role), ...statementsOf(tenantRole)].filter((s) => s.Effect === 'Allow').flatMap(actionsOf);
      expect(everything.filter((a) => WRITES.includes(a) || a.includes('*')), resource).toEqual([]);
    }
  });

  it('no function can scan the table', () => {
    const all = [
      ...resources().map((r) => apiFunction(r).role),
      stack.api.jobsWorker.role,
      stack.onboarding.handler.role,
      ...stack.api.tenantDataAccess.roles.values(),
    ];
    for (const role of all) {
      expect(statementsOf(role).filter((s) => s.Effect === 'Allow').flatMap(actionsOf)).not.toContain('dynamodb:Scan');
    }
  });

  it('only the sign-in managers hold Cognito actions, only on pools tagged with this stack', () => {
    const holders = resources().filter((r) => statementsOf(apiFunction(r).role).some((s) => actionsOf(s).some((a) => a.startsWith('cognito-idp:'))));
    expect(holders.sort()).toEqual(['profile', 'users']);
    for (const role of [...holders.map((r) => apiFunction(r).role), stack.onboarding.handler.role]) {
      for (const s of statementsOf(role).filter((st) => actionsOf(st).some((a) => a.startsWith('cognito-idp:')))) {
        if (actionsOf(s).includes('cognito-idp:CreateUserPool')) continue;
        expect(s.Condition).toEqual({ StringEquals: { [`aws:ResourceTag/${USER_POOL_STACK_TAG}`]: { Ref: logicalId(stack.data.table) } } });
      }
    }
  });

  it('only onboarding creates pools, each tagged with this stack only, and nothing deletes one', () => {
    const onboarding = statementsOf(stack.onboarding.handler.role);
    expect(onboarding).toContainEqual({
      Effect: 'Allow',
      Action: 'cognito-idp:CreateUserPool',
      Resource: '*',
      Condition: {
        StringEquals: { [`aws:RequestTag/${USER_POOL_STACK_TAG}`]: { Ref: logicalId(stack.data.table) } },
        'ForAllValues:StringEquals': { 'aws:TagKeys': [USER_POOL_STACK_TAG] },
      },
    });
    const allowed = allowedActions(ONBOARDING_NEEDS);
    allowed.add('cognito-idp:CreateUserPool');
    const held = onboarding.filter((s) => s.Effect === 'Allow').flatMap(actionsOf);
    // Onboarding also publishes tenants/<slug>.json (bucket.grantPut on that prefix).
    expect(held.filter((a) => !allowed.has(a) && !a.startsWith('s3:Put') && a !== 's3:Abort*')).toEqual([]);
    const everyPolicy = JSON.stringify(template.findResources('AWS::IAM::Policy')) + JSON.stringify(template.findResources('AWS::IAM::Role'));
    expect(everyPolicy).not.toMatch(/cognito-idp:(DeleteUserPool|\*)/);
  });

  it('lets only the functions of the same needs assume a tenant role, and only with the tenant tag', () => {
    const resources_ = template.toJSON().Resources;
    for (const role of stack.api.tenantDataAccess.roles.values()) {
      const roleArn = { 'Fn::GetAtt': [logicalId(role), 'Arn'] };
      const users = [...resources().map((r) => apiFunction(r)), stack.api.jobsWorker, stack.api.jobFailures.handler]
        .filter((fn) => JSON.stringify(resources_[logicalId(fn)].Properties.Environment.Variables.TENANT_ROLE_ARN) === JSON.stringify(roleArn))
        .map((fn) => ({ 'Fn::GetAtt': [logicalId(fn.role as IRole), 'Arn'] }));
      expect(users.length).toBeGreaterThan(0);
      const trust = resources_[logicalId(role)].Properties.AssumeRolePolicyDocument.Statement as (Statement & { Principal: { AWS: unknown } })[];
      expect(trust.map((s) => s.Action).sort()).toEqual(['sts:AssumeRole', 'sts:TagSession']);
      for (const statement of trust) {
        // In any order: the jobs worker's role is made before the API functions'.
        const sorted = (principals: unknown[]) => principals.map((p) => JSON.stringify(p)).sort();
        expect(sorted([statement.Principal.AWS].flat())).toEqual(sorted(users));
        if (statement.Action === 'sts:TagSession') {
          expect(statement.Condition).toEqual({ StringLike: { 'aws:RequestTag/tenant': '?*' }, 'ForAllValues:StringEquals': { 'aws:TagKeys': ['tenant'] } });
        }
      }
    }
  });

  it('tells each function its tenant role, the only role it may assume', () => {
    for (const resource of resources().filter((r) => API_FUNCTION_NEEDS[r].tenantScoped !== false)) {
      const fn = apiFunction(resource);
      const env = template.toJSON().Resources[logicalId(fn)].Properties.Environment.Variables;
      const assumable = statementsOf(fn.role).filter((s) => actionsOf(s).includes('sts:AssumeRole'));
      expect(assumable).toHaveLength(1);
      expect(assumable[0].Resource).toEqual(env.TENANT_ROLE_ARN);
    }
  });
});
