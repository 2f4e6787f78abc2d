import { runJob } from '../../functions/jobs/handler';
import { runJobsInProcess, type JobEvent } from '../../functions/lib/jobs';
import type { FromWorker, ToWorker } from './jobs-worker-process';

/**
 * The local stack's jobs worker, a process of its own as the worker Lambda is on AWS
 * (`jobs-worker-process.ts` starts it and hands it events). A job that hands on to its next run
 * (`startJob` in the worker) sends the event back, so the stack invokes it as Lambda would.
 */
const send = (message: FromWorker) => process.send?.(message);

runJobsInProcess(async (event: JobEvent) => {
  send({ type: 'invoke', event });
});

process.on('message', (message: ToWorker) => {
  runJob(message.event).then(
    () => send({ type: 'done', id: message.id }),
    (error: unknown) => send({ type: 'failed', id: message.id, error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) }),
  );
});
// The stack went away: so does its worker.
process.on('disconnect', () => process.exit(0));
send({ type: 'ready' });
