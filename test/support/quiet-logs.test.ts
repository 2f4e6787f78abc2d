import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

type Run = { code: number | null; output: string; stackLog: string };

/**
 * Runs a fixture suite of quiet-logs/ in a child process, as `npm test` runs the real ones, and
 * reads all it prints and the file its gateway logged to. Each fixture has a test that passes and
 * one that fails, both logging in the stack and in the test's own process.
 */
function runFixture(cli: string, args: string[]): Promise<Run> {
  const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1', VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' };
  // This worker's own settings must not leak in: the child chooses as a developer's shell would.
  // (Vite's notice is about the fixture's config importing the repository's.)
  for (const name of ['LOG_SINK', 'POWERTOOLS_LOG_LEVEL', 'LOG_LEVEL', 'FORCE_COLOR', 'VITEST', 'VITEST_POOL_ID', 'VITEST_WORKER_ID', 'NODE_ENV', 'TEST']) delete env[name];
  return new Promise((done, reject) => {
    const child = spawn(process.execPath, [resolve(cli), ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      const file = resolve('test-results', 'logs', `quiet-logs-${child.pid}.log`);
      const stackLog = existsSync(file) ? readFileSync(file, 'utf8') : '';
      rmSync(file, { force: true });
      rmSync(file.replace(/\.log$/, '-failures'), { recursive: true, force: true });
      done({ code, output, stackLog });
    });
  });
}

const logLines = (text: string) => text.split('\n').filter((line) => line.includes('{"level":'));

// Each run starts a test runner of its own: a few seconds each.
describe('test output', { timeout: 60_000 }, () => {
  it("vitest (unit, integration, security): only the failing test's log lines, its worker's and the stack's, are printed", async () => {
    const run = await runFixture('node_modules/vitest/vitest.mjs', ['run', '--config', 'test/support/quiet-logs/vitest.config.ts']);
    expect(run.code, run.output).toBe(1);
    expect(run.output).toContain('the failure the mechanism test looks for');
    expect(logLines(run.output)).toEqual([
      expect.stringContaining('"message":"worker line of the failing test"'),
      expect.stringContaining('"route":"GET /api/languages"'),
    ]);
    // The passing test logged too: to the stack's file, and in its worker, where nothing shows it.
    expect(run.stackLog).toContain('"route":"GET /api/users/me"');
    expect(run.output).not.toContain('worker line of the passing test');
  });

  it("Playwright (e2e): only the failing test's console output and the stack's log lines are printed, and attached", async () => {
    const run = await runFixture('node_modules/@playwright/test/cli.js', ['test', '-c', 'test/support/quiet-logs/playwright.config.ts']);
    expect(run.code, run.output).toBe(1);
    expect(run.output).toContain('the failure the mechanism test looks for');
    expect(logLines(run.output)).toEqual([expect.stringContaining('"route":"GET /api/languages"')]);
    expect(run.output).toContain('console line of the failing test');
    expect(run.output).toMatch(/attachment #\d+: local stack log/);
    expect(run.stackLog).toContain('"route":"GET /api/users/me"');
    expect(run.output).not.toContain('console line of the passing test');
  });
});
