import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/**
 * Runs one step of an import (`import-job.ts`) in a process of its own, as the worker Lambda runs
 * it, and answers its time and peak RSS (apart from the bench's own memory and emulators).
 */
export async function importStepInChild(
  step: string,
  slug: string,
  batchId: string,
  extraEnv: Record<string, string> = {},
): Promise<{ ms: number; peakRss: number; cpuMs: number; dynamoDbCpuMs: number }> {
  const { execFile } = await import('node:child_process');
  const dynamoDbBefore = dynamoDbCpuMs();
  // Flags NODE_OPTIONS refuses (`BENCH_JOB_NODE_ARGS=--cpu-prof`: a profile of each step).
  const nodeArgs = (process.env.BENCH_JOB_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const env = { ...process.env, ...extraEnv, IMPORT_SLICE_MS: String(60 * 60_000), LOG_LEVEL: 'WARN', NODE_OPTIONS: process.env.BENCH_JOB_NODE_OPTIONS ?? '' };
  const out = await new Promise<string>((resolve, reject) =>
    execFile('node', [...nodeArgs, '--import', 'tsx', 'bench/import-job.ts', step, slug, batchId], { env, maxBuffer: 1 << 24 }, (error, stdout) => (error ? reject(error) : resolve(stdout))),
  );
  const measured = JSON.parse(out.trim().split('\n').pop()!) as { ms: number; peakRss: number; cpuMs: number };
  return { ...measured, dynamoDbCpuMs: dynamoDbCpuMs() - dynamoDbBefore };
}

/**
 * The CPU time DynamoDB Local (this stack's, found by its port) has used so far: beside the job's
 * own, it says which of the two a step waits on (docs/imports.md#where-the-time-goes).
 */
export function dynamoDbCpuMs(): number {
  const port = new URL(process.env.DYNAMODB_ENDPOINT ?? 'http://127.0.0.1:0').port;
  const pid = spawnSync('pgrep', ['-f', '--', `-port ${port} -sharedDb`], { encoding: 'utf8' }).stdout.trim().split('\n')[0];
  return pid ? cpuMs(`/proc/${pid}/stat`) : 0;
}

/** The CPU a process or a thread (`/proc/<pid>/task/<tid>/stat`) has used so far, in ms. */
export function cpuMs(statPath: string): number {
  // utime and stime, fields 14 and 15 of the stat file, in clock ticks (100 a second).
  const fields = readFileSync(statPath, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

export const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
export const rate = (n: number, ms: number) => `${(n / (ms / 1000)).toFixed(0)} rows/s`;

/** A step's CPU seconds, its own and DynamoDB Local's, beside its wall time. */
export const cpu = (step: { cpuMs: number; dynamoDbCpuMs: number }) => `${seconds(step.cpuMs)} / ${seconds(step.dynamoDbCpuMs)}`;
