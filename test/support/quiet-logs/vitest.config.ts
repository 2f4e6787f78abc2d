import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { LOGS_ON_FAILURE, quietOutput } from '../../../vitest.config';

/**
 * A suite run as the stack suites are (the repository's output settings and setup file), against
 * only the gateway: quiet-logs.test.ts runs it in a child process and reads what it prints.
 */
export default defineConfig({
  test: {
    root: fileURLToPath(new URL('../../..', import.meta.url)),
    ...quietOutput,
    include: ['test/support/quiet-logs/logs.fixture.ts'],
    environment: 'node',
    globalSetup: ['test/support/quiet-logs/global-setup.ts'],
    setupFiles: [LOGS_ON_FAILURE],
  },
});
