import type { TestProject } from 'vitest/node';
import { startLocalStack, type LocalStack } from '../../infra/local/stack';
import { quietStackProcess } from '../support/suite-log';

declare module 'vitest' {
  export interface ProvidedContext {
    stack: { port: number; adminPassword: string; env: Record<string, string> };
  }
}

let stack: LocalStack | undefined;

/** One in-memory local stack for the whole integration suite, on free ports. */
export async function setup(project: TestProject) {
  project.provide('logFile', quietStackProcess(project.name));
  // A few objects make an export of all of them a job here (2,000 rows answer at once otherwise).
  process.env.EXPORT_SYNC_MAX_ROWS ??= '2';
  // A few rows make several chunks of an import, and each run of its job does one chunk and
  // hands on to the next run, as a 100,000-row import does on AWS after 10 minutes.
  process.env.IMPORT_ROWS_PER_CHUNK ??= '3';
  process.env.IMPORT_SLICE_MS ??= '0';
  stack = await startLocalStack({ port: 0 });
  project.provide('stack', { port: stack.port, adminPassword: stack.adminPassword, env: stack.env });
}

export async function teardown() {
  await stack?.stop();
}
