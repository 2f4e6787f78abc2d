import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { reportJobFailure } from '../lib/job-failure';
import type { JobEvent } from '../lib/jobs';
import { logger } from '../lib/logger';
import { destinationReason, type DestinationRecord } from './destination-record';

/**
 * Fed by the jobs worker's on-failure queue (`infra/job-failures.ts`): each message is Lambda's
 * destination record of an asynchronous run that failed (crashed, timed out, or waited too long to
 * start). The job it names is marked FAILED with the run's error, under the job's tenant's session,
 * so its owner sees why and may resume it. A record that cannot be handled is reported back alone
 * and goes to the dead-letter queue after the queue's retries.
 */
export async function handler(event: SQSEvent): Promise<SQSBatchResponse> {
  const batchItemFailures: SQSBatchResponse['batchItemFailures'] = [];
  for (const message of event.Records) {
    try {
      const record = JSON.parse(message.body) as DestinationRecord<JobEvent>;
      await reportJobFailure(record.requestPayload, destinationReason(record));
    } catch (error) {
      logger.error('A job failure record could not be handled', { messageId: message.messageId, error: error as Error });
      batchItemFailures.push({ itemIdentifier: message.messageId });
    }
  }
  return { batchItemFailures };
}
