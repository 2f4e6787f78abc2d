/**
 * Runs one step of an import (`import-job.ts`) in a process of its own, as the worker Lambda runs
 * it, and answers its time and peak RSS (apart from the bench's own memory and emulators).
 */
export async function importStepInChild(step: string, slug: string, batchId: string): Promise<{ ms: number; peakRss: number }> {
  const { execFile } = await import('node:child_process');
  const env = { ...process.env, IMPORT_SLICE_MS: String(60 * 60_000), LOG_LEVEL: 'WARN', NODE_OPTIONS: process.env.BENCH_JOB_NODE_OPTIONS ?? '' };
  const out = await new Promise<string>((resolve, reject) =>
    execFile('node', ['--import', 'tsx', 'bench/import-job.ts', step, slug, batchId], { env, maxBuffer: 1 << 24 }, (error, stdout) => (error ? reject(error) : resolve(stdout))),
  );
  return JSON.parse(out.trim().split('\n').pop()!);
}

export const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
export const rate = (n: number, ms: number) => `${(n / (ms / 1000)).toFixed(0)} rows/s`;
