import { DefaultStackSynthesizer, Stack, Validations } from 'aws-cdk-lib';
import { flattenCfnReference } from 'cdk-nag/lib/utils/flatten-cfn-reference';
import type { IConstruct } from 'constructs';

/**
 * cdk-nag 3 has no prefix matching: each IAM5 finding is acknowledged by its exact id, which
 * embeds the flattened ARN (`Resource::<TableLogicalId.Arn>/index/*`). These helpers build the id
 * from the same ARN token the grant used, with cdk-nag's own flattening, so an acknowledgement
 * follows the resource when logical ids, account or region change.
 */
export function wildcardResource(scope: IConstruct, arn: string): string {
  return `AwsSolutions-IAM5[Resource::${flattenCfnReference(Stack.of(scope).resolve(arn))}]`;
}

export function wildcardAction(action: string): string {
  return `AwsSolutions-IAM5[Action::${action}]`;
}

/** The finding on a Lambda role that uses the AWS managed basic execution (logging) policy. */
export const BASIC_EXECUTION_ROLE_FINDING =
  'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]';

/** The objects ARN of the CDK bootstrap assets bucket that asset-reading roles are granted. */
export function bootstrapAssetObjectsArn(scope: IConstruct): string {
  const stack = Stack.of(scope);
  const qualifier =
    stack.synthesizer instanceof DefaultStackSynthesizer
      ? (stack.synthesizer.bootstrapQualifier ?? DefaultStackSynthesizer.DEFAULT_QUALIFIER)
      : DefaultStackSynthesizer.DEFAULT_QUALIFIER;
  return `arn:${stack.partition}:s3:::cdk-${qualifier}-assets-${stack.account}-${stack.region}/*`;
}

/** Acknowledges findings on a construct (and everything under it), each with its own reason. */
export function acknowledge(scope: IConstruct, findings: Readonly<Record<string, string>>): void {
  Validations.of(scope).acknowledge(...Object.entries(findings).map(([id, reason]) => ({ id, reason })));
}
