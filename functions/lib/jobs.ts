import type { ImportStatus, ImportStep } from '../../shared/schemas/import';
import { withoutDeadline } from './dynamodb/client';
import { logger } from './logger';

/**
 * Work that outlives a request (a large export, a refresh of the search snapshot): started here, run by the jobs worker
 * (`functions/jobs/handler.ts`). On AWS the request's function invokes the worker Lambda
 * asynchronously (its own 15-minute timeout and memory; the caller holds only
 * lambda:InvokeFunction on it). Locally the same worker code runs in-process in the background:
 * the local gateway registers it (`runJobsInProcess`).
 */
export type JobEvent =
  | { kind: 'export'; tenant: string; jobId: string }
  /** `version`: the batch's version the run works for; a resume moves it on, so a late failure of an older run marks nothing. */
  | { kind: ImportJobKind; tenant: string; jobId: string; version?: number }
  | { kind: 'search-snapshot'; tenant: string; collection: string }
  /** An object's main image saved: its thumbnail (functions/catalogue/objects/thumbnails). */
  | { kind: 'thumbnail'; tenant: string; imageUrl: string };
export type ImportJobKind = 'import-dry-run' | 'import-commit' | 'import-rollback';

/** The step each import job runs, and the status the batch holds while it runs. */
export const IMPORT_JOB_STEPS: Readonly<Record<ImportJobKind, { step: ImportStep; running: ImportStatus }>> = {
  'import-dry-run': { step: 'dry-run', running: 'ANALYSING' },
  'import-commit': { step: 'commit', running: 'COMMITTING' },
  'import-rollback': { step: 'rollback', running: 'ROLLING_BACK' },
};
export type JobRunner = (event: JobEvent) => Promise<void>;

/** Set by the stack on the functions that start jobs: the worker's function name. */
export const JOBS_FUNCTION_ENV = 'JOBS_FUNCTION';
const JOBS_FUNCTION = process.env[JOBS_FUNCTION_ENV];

let inProcess: JobRunner | undefined;

/** The local stack runs jobs in its own process, as the worker Lambda would. */
export function runJobsInProcess(runner: JobRunner | undefined): void {
  inProcess = runner;
}

let lambdaModule: Promise<{ sdk: typeof import('@aws-sdk/client-lambda'); client: import('@aws-sdk/client-lambda').LambdaClient }> | undefined;

export async function startJob(event: JobEvent): Promise<void> {
  if (JOBS_FUNCTION) {
    lambdaModule ??= import('@aws-sdk/client-lambda').then((sdk) => ({ sdk, client: new sdk.LambdaClient({ region: process.env.AWS_REGION }) }));
    const { sdk, client } = await lambdaModule;
    // `Event`: Lambda queues it and answers at once; a failed run is not retried but sent to the
    // failure destination (`infra/job-failures.ts`).
    await client.send(new sdk.InvokeCommand({ FunctionName: JOBS_FUNCTION, InvocationType: 'Event', Payload: JSON.stringify(event) }));
    return;
  }
  const runner = inProcess;
  if (!runner) throw new Error(`No job runner: set ${JOBS_FUNCTION_ENV} or run the jobs in process.`);
  // On AWS the job is its own invocation, with its own time: here it leaves the request's deadline behind.
  setImmediate(() =>
    withoutDeadline(() => runner(event).catch((error: unknown) => logger.error('A job failed', { error: error as Error, ...event }))),
  );
}
