import { Match, type Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { FAILURE_RECEIVES, JOB_MAX_EVENT_AGE, JOB_RETRY_ATTEMPTS } from '../../infra/job-failures';
import { createMuseumApp } from '../../infra/museum-app';
import type { MuseumStack } from '../../infra/museum-stack';
import { TENANT_ROLE_ENV } from '../../infra/tenant-data-access';
import { bundlingSkipped } from './cdk-context';
import { logicalIdIn, mergedTemplate } from './stack-templates';

// The template without bundling the handlers (cdk's own switch), so it synthesises in seconds.
let stack: MuseumStack;
let template: Template;
beforeAll(() => {
  ({ stack } = createMuseumApp({ context: bundlingSkipped() }));
  template = mergedTemplate(stack);
});

const arnOf = (construct: Parameters<typeof logicalIdIn>[0]) => ({ 'Fn::GetAtt': [logicalIdIn(construct), 'Arn'] });

describe("the jobs worker's failed runs (issue 27, jobs never stick)", () => {
  it('go to an on-failure queue, without retries, and an event waits at most an hour', () => {
    expect(JOB_RETRY_ATTEMPTS).toBe(0);
    template.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
      FunctionName: { Ref: logicalIdIn(stack.api.jobsWorker) },
      MaximumRetryAttempts: 0,
      MaximumEventAgeInSeconds: JOB_MAX_EVENT_AGE.toSeconds(),
      DestinationConfig: { OnFailure: { Destination: arnOf(stack.api.jobFailures.queue) } },
    });
  });

  it('the queue and its dead letters are encrypted, refuse plain HTTP, and the queue hands a record on after its receives', () => {
    const { queue, deadLetters } = stack.api.jobFailures;
    template.hasResourceProperties('AWS::SQS::Queue', {
      SqsManagedSseEnabled: true,
      RedrivePolicy: { deadLetterTargetArn: arnOf(deadLetters), maxReceiveCount: FAILURE_RECEIVES },
    });
    for (const q of [queue, deadLetters]) {
      const props = template.toJSON().Resources[logicalIdIn(q)].Properties;
      expect(props.SqsManagedSseEnabled).toBe(true);
      template.hasResourceProperties('AWS::SQS::QueuePolicy', {
        Queues: [{ Ref: logicalIdIn(q) }],
        PolicyDocument: { Statement: Match.arrayWith([Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } })]) },
      });
    }
  });

  it('feed the handler record by record, which writes as the job\'s tenant', () => {
    const handler = stack.api.jobFailures.handler;
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      FunctionName: { Ref: logicalIdIn(handler) },
      EventSourceArn: arnOf(stack.api.jobFailures.queue),
      FunctionResponseTypes: ['ReportBatchItemFailures'],
    });
    const variables = template.toJSON().Resources[logicalIdIn(handler)].Properties.Environment.Variables;
    expect(Object.keys(variables)).toContain(TENANT_ROLE_ENV);
    expect(Object.keys(variables)).toContain('TABLE_NAME');
  });
});
