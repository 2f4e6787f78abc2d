import { defineConfig } from 'vitest/config';

/**
 * A green run prints no logs: console output (the handlers' log lines included, see LOG_SINK) is
 * shown with the test that wrote it, when that test fails. test/support/quiet-logs.test.ts holds
 * the suites to it.
 */
export const quietOutput = {
  silent: 'passed-only' as const,
  env: {
    // The local stack runs the Lambdas' code on Node 20; the SDK's notice about Node 22 is noise here.
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    // Handlers that tests call in a worker log through console.log, which the runner keeps per test.
    LOG_SINK: process.env.LOG_SINK ?? 'console',
  },
};

/** Prints, when a test fails, the lines its suite's local stack logged while it ran. */
export const LOGS_ON_FAILURE = 'test/support/logs-on-failure.ts';

/**
 * The suites that call the handlers through one local stack, which runs in this process: run
 * together (`npm run test:stack`) they share it, integration's files first, then security's, one
 * file at a time (`sequence.groupOrder`).
 */
const againstLocalStack = (groupOrder: number) => ({
  globalSetup: ['test/integration/global-setup.ts'],
  setupFiles: [LOGS_ON_FAILURE],
  fileParallelism: false,
  sequence: { groupOrder },
});

/**
 * `npm test` runs the unit and web suites beside the e2e suite on two cores (test/run-suites.ts):
 * a screen test that takes 2 s alone can pass vitest's default 5 s there. A hang still fails.
 */
const BESIDE_E2E_TIMEOUT = 20_000;

// Five suites, one runner: unit tests beside the code, and the cross-cutting suites in test/.
export default defineConfig({
  test: {
    ...quietOutput,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['shared/**/*.test.ts', 'functions/**/*.test.ts', 'infra/local/**/*.test.ts', 'test/support/**/*.test.ts'],
          environment: 'node',
          testTimeout: BESIDE_E2E_TIMEOUT,
        },
      },
      {
        test: {
          name: 'web',
          include: ['web/src/**/*.test.{ts,tsx}', 'web/visit/**/*.test.ts'],
          environment: 'happy-dom',
          setupFiles: ['test/support/web-pending-timers.ts'],
          testTimeout: BESIDE_E2E_TIMEOUT,
        },
      },
      {
        test: {
          name: 'infra',
          include: ['test/infra/**/*.test.ts'],
          environment: 'node',
          testTimeout: 240_000,
          hookTimeout: 240_000,
        },
      },
      {
        test: {
          name: 'security',
          include: ['test/security/**/*.test.ts'],
          environment: 'node',
          ...againstLocalStack(2),
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          environment: 'node',
          ...againstLocalStack(1),
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
