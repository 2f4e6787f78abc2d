import { spawn, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { JobEvent } from '../../functions/lib/jobs';

export type ToWorker = { id: number; event: JobEvent };
export type FromWorker = { type: 'ready' } | { type: 'done'; id: number } | { type: 'failed'; id: number; error: string } | { type: 'invoke'; event: JobEvent };

const ENTRY = fileURLToPath(new URL('./jobs-worker.ts', import.meta.url));

export type LocalJobsWorkerOptions = {
  /** The run of `event` failed (its error, or the process died under it): the destination's part on AWS. */
  onFailure: (event: JobEvent, reason: string) => Promise<void>;
  /** Where the running worker's pid is written, for tests that kill it mid-job. */
  pidFile?: string;
};

/**
 * Asynchronous invocation of the jobs worker in the local stack, as Lambda does it on AWS with
 * this repository's settings (`infra/job-failures.ts`): each event runs in a worker process (one,
 * kept warm, started on the first event), is never retried, and a run that throws or whose
 * process dies (killed, out of memory, a crash) is reported to `onFailure` with why, which marks
 * the job FAILED. A dead worker is replaced at the next event.
 */
export class LocalJobsWorker {
  private child: ChildProcess | undefined;
  private readonly running = new Map<number, JobEvent>();
  private nextId = 1;
  private stopping = false;

  constructor(private readonly options: LocalJobsWorkerOptions) {}

  invoke(event: JobEvent): void {
    if (this.stopping) return;
    const id = this.nextId++;
    this.running.set(id, event);
    this.worker().send({ id, event } satisfies ToWorker);
  }

  private worker(): ChildProcess {
    if (this.child) return this.child;
    const child = spawn(process.execPath, ['--import', 'tsx', ENTRY], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'], env: process.env });
    this.child = child;
    if (this.options.pidFile && child.pid) writeFileSync(this.options.pidFile, String(child.pid));
    child.on('message', (message: FromWorker) => {
      if (message.type === 'invoke') return this.invoke(message.event);
      if (message.type === 'ready') return;
      const event = this.running.get(message.id);
      this.running.delete(message.id);
      if (message.type === 'failed' && event) this.fail(event, message.error);
    });
    child.on('exit', (code, signal) => {
      if (this.child === child) this.child = undefined;
      if (this.stopping) return;
      const reason = `The jobs worker process stopped (${signal ?? `exit code ${code}`}) before the job finished.`;
      const lost = [...this.running.values()];
      this.running.clear();
      for (const event of lost) this.fail(event, reason);
    });
    return child;
  }

  private fail(event: JobEvent, reason: string) {
    this.options.onFailure(event, reason).catch((error: unknown) => process.stderr.write(`[jobs] could not mark a failed job: ${String(error)}\n`));
  }

  async stop(): Promise<void> {
    this.stopping = true;
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      child.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
      child.kill('SIGTERM');
    });
  }
}
