import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { currentLogFile, logHeading, logLength, logSince } from '../support/suite-log';

/**
 * A reporter beside the list reporter: when a test fails, it prints what the test wrote to the
 * console (the config holds it back while tests run, `quiet`) and the local stack's log lines
 * written while it ran, and attaches those lines to the test's result as a file. The stack runs
 * in this process (global setup) and the tests one at a time (one worker), so the lines written
 * between a test's start and its end are its own.
 */
export default class LogsOnFailure implements Reporter {
  private start = 0;

  onTestBegin() {
    const file = currentLogFile();
    if (file) this.start = logLength(file);
  }

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.status === 'skipped' || result.status === test.expectedStatus) return;
    const own = [...result.stdout, ...result.stderr].map(String).join('').trimEnd();
    const file = currentLogFile();
    const lines = file ? logSince(file, this.start) : '';
    const parts = [own && `Console output of this test:\n${own}`, lines && `${logHeading(file ?? '')}\n${lines}`].filter(Boolean);
    if (!parts.length) return;
    process.stdout.write(`\n${test.titlePath().filter(Boolean).join(' › ')}\n${parts.join('\n')}\n\n`);
    if (lines && file) result.attachments.push({ name: 'local stack log', contentType: 'text/plain', path: this.save(file, test, result, lines) });
  }

  /** The lines of one failed attempt in a file beside the suite's log. */
  private save(file: string, test: TestCase, result: TestResult, lines: string): string {
    const dir = `${file.replace(/\.log$/, '')}-failures`;
    mkdirSync(dir, { recursive: true });
    const path = join(dir, `${test.id}-${result.retry}.log`);
    writeFileSync(path, `${lines}\n`);
    return path;
  }
}
