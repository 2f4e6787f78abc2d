import { afterEach, beforeEach, inject } from 'vitest';
import { logHeading, logLength, logSince } from './suite-log';

/**
 * Setup file of the suites that run against the local stack: when a test fails, the stack's log
 * lines written while it ran are printed with the failure (the reporter shows console output of
 * failed tests only). Files run one at a time against one stack, so the lines written between a
 * test's start and its end are its own.
 */
const file = inject('logFile');
let start = 0;

beforeEach(() => {
  if (file) start = logLength(file);
});

afterEach(({ task }) => {
  if (!file || task.result?.state !== 'fail') return;
  const lines = logSince(file, start);
  if (lines) console.log(`${logHeading(file)}\n${lines}`);
});
