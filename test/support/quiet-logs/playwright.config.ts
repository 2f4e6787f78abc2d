import { defineConfig } from '@playwright/test';
import e2e from '../../e2e/playwright.config';

/**
 * A suite run with the e2e suite's reporters and output settings, against only the gateway and
 * without a browser: quiet-logs.test.ts runs it in a child process and reads what it prints.
 */
export default defineConfig({
  testDir: '.',
  testMatch: 'logs.fixture.spec.ts',
  globalSetup: './playwright-setup.ts',
  workers: 1,
  reporter: e2e.reporter,
  quiet: e2e.quiet,
  outputDir: '../../../test-results/quiet-logs',
});
