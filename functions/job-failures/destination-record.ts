import { clipReason } from '../lib/job-reason';

/**
 * What Lambda sends an asynchronous invocation's on-failure destination
 * (docs.aws.amazon.com/lambda/latest/dg/invocation-async-retain-records.html), as far as we read it.
 */
export type DestinationRecord<P> = {
  timestamp?: string;
  requestContext: { requestId?: string; condition?: string; approximateInvokeCount?: number };
  requestPayload: P;
  responseContext?: { statusCode?: number; functionError?: string };
  responsePayload?: { errorType?: string; errorMessage?: string } | null;
};

/** The run's own error when it had one (a crash, a timeout); otherwise why Lambda gave up on the event. */
export function destinationReason(record: DestinationRecord<unknown>): string {
  const error = record.responsePayload;
  if (error?.errorMessage) return clipReason(error.errorType ? `${error.errorType}: ${error.errorMessage}` : error.errorMessage);
  const condition = record.requestContext.condition ?? 'unknown';
  if (condition === 'EventAgeExceeded') return 'The job waited too long to start (its event expired before a worker took it).';
  return clipReason(`The jobs worker stopped without an error (${condition}${record.responseContext?.functionError ? `, ${record.responseContext.functionError}` : ''}).`);
}
