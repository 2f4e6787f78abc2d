import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

/**
 * The console in Debian's Chromium (never a downloaded browser), against an in-memory local
 * stack that global-setup starts on a free port.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // A green run prints the list alone: what a test writes to the console, and the stack's log
  // lines written while it ran, are printed when it fails (logs-on-failure.ts).
  // (A path from this file: test/support/quiet-logs runs a suite with these reporters.)
  reporter: [['list'], [fileURLToPath(new URL('./logs-on-failure.ts', import.meta.url))]],
  quiet: true,
  outputDir: '../../test-results/e2e',
  use: {
    headless: true,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    viewport: { width: 1400, height: 900 },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
