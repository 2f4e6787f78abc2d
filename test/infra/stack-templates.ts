import { NestedStack, Stack, type CfnElement } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { IRole } from 'aws-cdk-lib/aws-iam';
import type { IConstruct } from 'constructs';

type Json = { [key: string]: unknown };

/** The main stack, then every nested stack in it, each with its own template. */
export function stackTemplates(stack: Stack): { stack: Stack; template: Template }[] {
  const nested = stack.node.findAll().filter((c): c is NestedStack => NestedStack.isNestedStack(c));
  return [stack, ...nested].map((s) => ({ stack: s, template: Template.fromStack(s) }));
}

/** A value of a nested template with each of its parameters replaced by what the main stack passes. */
function substitute(value: unknown, parameters: Json): unknown {
  if (Array.isArray(value)) return value.map((v) => substitute(v, parameters));
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value as Json);
  if (entries.length === 1 && entries[0][0] === 'Ref' && typeof entries[0][1] === 'string' && entries[0][1] in parameters) return parameters[entries[0][1]];
  return Object.fromEntries(entries.map(([k, v]) => [k, substitute(v, parameters)]));
}

/**
 * One template of the main stack's resources and its nested stacks' (the API's modules), with
 * each nested stack's parameters replaced by the main stack's values: a function's variables read
 * `{ Ref: <table> }` as if it were in the main stack. Logical ids stay unique across the stacks
 * (each module names its constructs after its resource).
 */
export function mergedTemplate(stack: Stack): Template {
  const [main, ...nested] = stackTemplates(stack);
  const mainJson = main.template.toJSON() as { Resources: Record<string, Json> };
  const resources: Record<string, unknown> = { ...mainJson.Resources };
  for (const { stack: child, template } of nested) {
    const resource = (child as NestedStack).nestedStackResource as CfnElement;
    const passed = (mainJson.Resources[stack.getLogicalId(resource)].Properties as { Parameters?: Json }).Parameters ?? {};
    for (const [id, r] of Object.entries((template.toJSON() as { Resources: Json }).Resources)) {
      if (id in resources) throw new Error(`Logical id ${id} is in two stacks`);
      resources[id] = substitute(r, passed);
    }
  }
  return Template.fromJSON({ Resources: resources });
}

/** The logical id of an L2 construct's CloudFormation resource, in its own stack's template. */
export function logicalIdIn(construct: IConstruct): string {
  return Stack.of(construct).getLogicalId(construct.node.defaultChild as CfnElement);
}

export type Statement = { Effect: 'Allow' | 'Deny'; Action: string | string[]; Resource: unknown; Condition?: Record<string, unknown>; Sid?: string };

export const actionsOf = (s: Statement) => (Array.isArray(s.Action) ? s.Action : [s.Action]);

/** Every statement a role's principal is allowed by: its inline policies and the policies attached to it. */
export function roleStatements(template: Template, role: IRole | undefined): Statement[] {
  if (!role) throw new Error('The function has no role');
  const id = logicalIdIn(role);
  const inline = (template.toJSON().Resources[id].Properties.Policies ?? []).flatMap(
    (p: { PolicyDocument: { Statement: Statement[] } }) => p.PolicyDocument.Statement,
  );
  const attached = Object.values(template.findResources('AWS::IAM::Policy'))
    .filter((p) => (p.Properties.Roles as unknown[]).some((r) => JSON.stringify(r) === JSON.stringify({ Ref: id })))
    .flatMap((p) => p.Properties.PolicyDocument.Statement as Statement[]);
  return [...inline, ...attached];
}
