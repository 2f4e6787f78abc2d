import { Duration } from 'aws-cdk-lib';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { MuseumFunction } from './museum-function';
import { acknowledge } from './nag';

/**
 * Lambda retries a failed asynchronous run this many times before the on-failure destination.
 * None: a run that crashed or timed out is marked FAILED within seconds and its owner resumes it
 * from the console (the ledger makes that exact). A retry would do the same work unseen, race
 * a resume the owner starts meanwhile, and repeat a crash that is not transient (a run out of
 * memory on a large sheet) for up to 2 x 15 minutes before anyone learns of it. Errors that are
 * transient (throttling, a conflict) are retried inside the run by the SDK and the job's code.
 */
export const JOB_RETRY_ATTEMPTS = 0;
/**
 * An event Lambda could not start within this time (the worker throttled) goes to the destination
 * too, so a job never waits unseen for the default 6 hours; the console shows it failed with why.
 */
export const JOB_MAX_EVENT_AGE = Duration.hours(1);
/** How often the queue hands a record to the handler before it moves to the dead letters. */
export const FAILURE_RECEIVES = 5;
/** What the worker's role holds on the queue for its destination (CDK's `grantSendMessages`). */
export const FAILURE_DESTINATION_ACTIONS = ['sqs:SendMessage', 'sqs:GetQueueAttributes', 'sqs:GetQueueUrl'] as const;

const HANDLER_TIMEOUT = Duration.seconds(30);

export interface JobFailuresProps {
  readonly worker: MuseumFunction;
  readonly projectRoot: string;
  readonly environment: Readonly<Record<string, string>>;
}

/**
 * The jobs worker's asynchronous runs that fail (crash, timeout, expired event) land on an
 * encrypted queue with its own dead letters; a small function reads it and marks each job FAILED
 * with the run's error (`functions/job-failures/handler.ts`).
 */
export class JobFailures extends Construct {
  readonly queue: Queue;
  readonly deadLetters: Queue;
  readonly handler: MuseumFunction;

  constructor(scope: Construct, id: string, props: JobFailuresProps) {
    super(scope, id);
    // Two weeks, SQS's longest: a failure the handler cannot mark (a bug) is kept for a person to read.
    this.deadLetters = new Queue(this, 'DeadLetters', { encryption: QueueEncryption.SQS_MANAGED, enforceSSL: true, retentionPeriod: Duration.days(14) });
    acknowledge(this.deadLetters, {
      'AwsSolutions-SQS3': 'This queue is itself the dead-letter queue of the job failures queue; a dead-letter queue of its own would only move the same records once more.',
    });
    this.queue = new Queue(this, 'Queue', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
      // Six times the handler's timeout, as Lambda's SQS event source asks, so a slow batch is not handed out twice.
      visibilityTimeout: Duration.seconds(HANDLER_TIMEOUT.toSeconds() * 6),
      deadLetterQueue: { queue: this.deadLetters, maxReceiveCount: FAILURE_RECEIVES },
    });

    props.worker.configureAsyncInvoke({ retryAttempts: JOB_RETRY_ATTEMPTS, maxEventAge: JOB_MAX_EVENT_AGE, onFailure: new SqsDestination(this.queue) });

    this.handler = new MuseumFunction(this, 'Handler', {
      entry: `${props.projectRoot}/functions/job-failures/handler.ts`,
      projectRoot: props.projectRoot,
      description: "Marks a jobs worker's failed asynchronous run's job FAILED with its reason (on-failure destination queue)",
      timeout: HANDLER_TIMEOUT,
      environment: props.environment,
    });
    // Each record apart: one the handler cannot mark goes back (and on to the dead letters) alone.
    this.handler.addEventSource(new SqsEventSource(this.queue, { batchSize: 10, reportBatchItemFailures: true }));
  }
}
