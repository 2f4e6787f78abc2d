import { spawn, type ChildProcess } from 'node:child_process';

/**
 * `npm test`: every check, in two lanes that run side by side. Each part on its own leaves much
 * of the machine's two cores idle (tsc and ESLint are single-threaded, Vitest uses one worker on
 * two cores, the stack suites and the e2e suite wait on their local stack and the browser), so
 * the lanes pair parts that fit. A part's output is printed whole when it ends, so
 * the lanes' lines never interleave. Every part runs even after another failed (one run shows
 * every failure), except the e2e suite without its build; the run fails if any part did.
 * docs/design.md ("The CI run") has the figures.
 */
/** `after`: the part of the same lane this one needs (it is not run if that one failed). */
type Part = { name: string; script: string; after?: string };

const LANES: Part[][] = [
  [
    { name: 'typecheck', script: 'typecheck' },
    { name: 'unit, web and infra', script: 'test:units' },
    { name: 'integration', script: 'test:integration' },
    { name: 'security', script: 'test:security' },
  ],
  [
    { name: 'lint', script: 'lint' },
    { name: 'console build', script: 'build:web' },
    { name: 'e2e', script: 'test:e2e', after: 'build:web' },
  ],
];

type Outcome = { part: Part; ok: boolean; seconds: number } | { part: Part; ok: false; seconds: 0; skipped: true };

const running = new Set<ChildProcess>();

function run(part: Part): Promise<Outcome> {
  const started = Date.now();
  return new Promise((resolve) => {
    // Its own process group, so an interrupted run stops the part's whole tree (stack, browser).
    const child = spawn('npm', ['run', '--silent', part.script], { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    running.add(child);
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code, signal) => {
      running.delete(child);
      const seconds = Math.round((Date.now() - started) / 1000);
      const ok = code === 0;
      process.stdout.write(`\n=== ${part.name} (npm run ${part.script}): ${ok ? 'passed' : `FAILED (${signal ?? `exit code ${code}`})`} in ${seconds} s\n`);
      process.stdout.write(Buffer.concat(output));
      resolve({ part, ok, seconds });
    });
  });
}

async function lane(parts: Part[]): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  for (const part of parts) {
    if (outcomes.some((o) => !o.ok && o.part.script === part.after)) {
      outcomes.push({ part, ok: false, seconds: 0, skipped: true });
      continue;
    }
    outcomes.push(await run(part));
  }
  return outcomes;
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    for (const child of running) {
      try {
        if (child.pid) process.kill(-child.pid, signal);
      } catch {
        // That part has just ended.
      }
    }
    process.exit(130);
  });
}

const started = Date.now();
const outcomes = (await Promise.all(LANES.map(lane))).flat();
const summary = outcomes.map((o) => `  ${'skipped' in o ? 'not run' : o.ok ? 'passed ' : 'FAILED '} ${String(o.seconds).padStart(4)} s  ${o.part.name}`);
process.stdout.write(`\n=== npm test: ${Math.round((Date.now() - started) / 1000)} s\n${summary.join('\n')}\n`);
process.exit(outcomes.every((o) => o.ok) ? 0 : 1);
