import { describe, expect, it } from 'vitest';
import { destinationReason } from './destination-record';

const job = { kind: 'import-commit', tenant: 'museum', jobId: 'b1', version: 3 };

describe("the reason a failed run's job is marked with", () => {
  it("is the run's own error when it had one (a crash, a timeout)", () => {
    const record = {
      requestContext: { condition: 'RetriesExhausted', approximateInvokeCount: 1 },
      requestPayload: job,
      responseContext: { statusCode: 200, functionError: 'Unhandled' },
      responsePayload: { errorType: 'Runtime.ExitError', errorMessage: 'RequestId: 1 Error: Runtime exited with error: signal: killed' },
    };
    expect(destinationReason(record)).toBe('Runtime.ExitError: RequestId: 1 Error: Runtime exited with error: signal: killed');
  });

  it('says the event expired when no worker took it in time', () => {
    expect(destinationReason({ requestContext: { condition: 'EventAgeExceeded' }, requestPayload: job, responsePayload: null })).toContain('waited too long');
  });

  it('names the condition when there is no error, and keeps a long error to a readable length', () => {
    expect(destinationReason({ requestContext: { condition: 'RetriesExhausted' }, requestPayload: job, responseContext: { functionError: 'Unhandled' } })).toContain('RetriesExhausted, Unhandled');
    const long = destinationReason({ requestContext: {}, requestPayload: job, responsePayload: { errorMessage: 'x'.repeat(5000) } });
    expect(long.length).toBe(500);
  });
});
