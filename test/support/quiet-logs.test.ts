import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const VITEST = resolve('node_modules/vitest/vitest.mjs');
const CONFIG = 'test/support/quiet-logs/vitest.config.ts';

/** Runs the fixture suite in a child process, as `npm test` runs a suite, and reads all it prints. */
function runFixture(fail: boolean): Promise<{ code: number | null; output: string; stackLog: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env };
  // This worker's own settings must not leak in: the child chooses as a developer's shell would.
  for (const name of ['LOG_SINK', 'POWERTOOLS_LOG_LEVEL', 'LOG_LEVEL', 'VITEST', 'VITEST_POOL_ID', 'VITEST_WORKER_ID', 'NODE_ENV', 'TEST']) delete env[name];
  delete env.FORCE_COLOR;
  env.NO_COLOR = '1';
  // The fixture's config imports the repository's, and Vite has a notice about such imports.
  env.VITE_CONFIG_NATIVE_IGNORE_WARNING = 'true';
  if (fail) env.QUIET_LOGS_FAIL = '1';
  return new Promise((done, reject) => {
    const child = spawn(process.execPath, [VITEST, 'run', '--config', CONFIG], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      const file = resolve('test-results', 'logs', `quiet-logs-${child.pid}.log`);
      const stackLog = existsSync(file) ? readFileSync(file, 'utf8') : '';
      rmSync(file, { force: true });
      done({ code, output, stackLog });
    });
  });
}

// Each run starts a vitest of its own: a few seconds on this machine.
describe('test output', { timeout: 60_000 }, () => {
  it('holds no log line when the tests pass, though they logged in the stack and in their worker', async () => {
    const { code, output, stackLog } = await runFixture(false);
    expect(code, output).toBe(0);
    expect(output).toMatch(/Tests\W+2 passed/);
    expect(output).not.toContain('"level"');
    expect(stackLog).toContain('"route":"GET /api/users/me"');
  });

  it("shows a failing test's log lines with its failure, the stack's and its worker's, and no other test's", async () => {
    const { code, output } = await runFixture(true);
    expect(code, output).toBe(1);
    expect(output).toContain('"message":"worker line of the failing test"');
    expect(output).toContain('"route":"GET /api/languages"');
    expect(output).not.toContain('worker line of the passing test');
    expect(output).not.toContain('/api/users/me');
  });
});
