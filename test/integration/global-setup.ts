import type { TestProject } from 'vitest/node';
import { startLocalStack, type LocalStack } from '../../infra/local/stack';
import { quietStackProcess } from '../support/suite-log';

declare module 'vitest' {
  export interface ProvidedContext {
    stack: { port: number; adminPassword: string; env: Record<string, string> };
  }
}

/**
 * The integration and security suites run in one `vitest run` (`npm run test:stack`) against one
 * stack: starting and seeding a second costs 10-20 s of a CI run. Each project runs this setup, so
 * the stack is kept for the process (vitest may load this file once per project) and stopped by
 * the last project's teardown.
 */
type Shared = { stack: Promise<LocalStack>; users: number; logFile: string | undefined };
const SHARED = Symbol.for('museum-console.test-stack');
const holder = globalThis as typeof globalThis & { [SHARED]?: Shared };

/** One in-memory local stack for the stack suites, on free ports. */
export async function setup(project: TestProject) {
  if (!holder[SHARED]) {
    const logFile = quietStackProcess('stack');
    // A few objects make an export of all of them a job here (2,000 rows answer at once otherwise).
    process.env.EXPORT_SYNC_MAX_ROWS ??= '2';
    // A few rows make several chunks of an import, and each run of its job does one chunk and
    // hands on to the next run, as a 100,000-row import does on AWS after 10 minutes.
    process.env.IMPORT_ROWS_PER_CHUNK ??= '3';
    process.env.IMPORT_SLICE_MS ??= '0';
    holder[SHARED] = { stack: startLocalStack({ port: 0 }), users: 0, logFile };
  }
  const shared = holder[SHARED];
  shared.users += 1;
  project.provide('logFile', shared.logFile);
  const stack = await shared.stack;
  project.provide('stack', { port: stack.port, adminPassword: stack.adminPassword, env: stack.env });
}

export async function teardown() {
  const shared = holder[SHARED];
  if (!shared) return;
  shared.users -= 1;
  if (shared.users > 0) return;
  holder[SHARED] = undefined;
  await (await shared.stack).stop();
}
