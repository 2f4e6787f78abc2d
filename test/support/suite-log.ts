import { closeSync, mkdirSync, openSync, readSync, statSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The file the suite's local stack logs to; absent when the lines go elsewhere. */
    logFile?: string;
  }
}

/**
 * Readies the process a suite starts its local stack in. The handlers' log lines go to a file
 * under test-results/, emptied first, instead of the terminal: a green run prints none, and a
 * failing test prints those written while it ran. A LOG_SINK already set wins (`LOG_SINK=stdout`
 * shows every line as it comes). Call it before the stack logs anything; the answer is the file
 * the lines go to, if any.
 */
export function quietStackProcess(suite: string): string | undefined {
  // The local stack runs the Lambdas' code on Node 20; the SDK's notice about Node 22 is noise here.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  if (!process.env.LOG_SINK) {
    const file = resolve('test-results', 'logs', `${suite}.log`);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, '');
    process.env.LOG_SINK = `file:${file}`;
  }
  return currentLogFile();
}

/** The file this process's log lines go to, if LOG_SINK names one. */
export function currentLogFile(): string | undefined {
  const sink = process.env.LOG_SINK ?? '';
  return sink.startsWith('file:') ? sink.slice('file:'.length) : undefined;
}

/** How far the file goes now: what a test's handlers write comes after it. */
export function logLength(file: string): number {
  try {
    return statSync(file).size;
  } catch {
    return 0;
  }
}

/** The lines written to the file since `offset`, as they are. */
export function logSince(file: string, offset: number): string {
  const length = logLength(file) - offset;
  if (length <= 0) return '';
  const bytes = Buffer.alloc(length);
  const fd = openSync(file, 'r');
  try {
    readSync(fd, bytes, 0, length, offset);
  } finally {
    closeSync(fd);
  }
  return bytes.toString('utf8').trimEnd();
}

/** The heading a failure's log lines come under. */
export function logHeading(file: string): string {
  return `Log lines the local stack wrote while this test ran (all of them: ${file}):`;
}
