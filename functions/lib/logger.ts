/**
 * One structured logger for every function: a JSON line per entry, as CloudWatch Logs Insights
 * reads it, carrying the invocation's context (request id, cold start, function, route, tenant)
 * that the kit appends per request.
 *
 * Powertools' Logger was measured against it (`npm run bench` prints both): its import alone
 * costs more load time than the whole budget leaves a function, for the same JSON lines. This
 * one keeps Powertools' variable names and key names, so either reads the same settings.
 */
import { appendFileSync } from 'node:fs';

const LEVELS = { DEBUG: 10, INFO: 20, WARN: 30, ERROR: 40 } as const;
type Level = keyof typeof LEVELS;

const configured = (process.env.POWERTOOLS_LOG_LEVEL ?? process.env.LOG_LEVEL ?? 'INFO').toUpperCase();
const threshold = LEVELS[configured as Level] ?? LEVELS.INFO;
const service = process.env.POWERTOOLS_SERVICE_NAME ?? 'museum-console';

function serialise(value: unknown): unknown {
  return value instanceof Error ? { name: value.name, message: value.message, stack: value.stack } : value;
}

/**
 * Where the lines go. Stdout unless LOG_SINK says otherwise, which only tests do: `file:<path>`
 * appends them to a file (the local stack a test suite starts, whose lines a failing test
 * prints), `console` hands them to console.log (a test runner's worker, which keeps them with the
 * test that wrote them). Chosen at the first entry, not at import: a suite's global setup imports
 * the local stack, and this with it, before it picks the file.
 */
let sink: ((line: string) => void) | undefined;

function chooseSink(target = process.env.LOG_SINK ?? ''): (line: string) => void {
  if (target.startsWith('file:')) {
    const path = target.slice('file:'.length);
    return (line) => appendFileSync(path, `${line}\n`);
  }
  if (target === 'console') return (line) => console.log(line);
  return (line) => process.stdout.write(`${line}\n`);
}

/** The current invocation's keys; a Lambda handles one invocation at a time. */
let context: Record<string, unknown> = {};

function write(level: Level, message: string, fields: Record<string, unknown> = {}) {
  if (LEVELS[level] < threshold) return;
  const entry: Record<string, unknown> = { level, message, timestamp: new Date().toISOString(), service, ...context };
  for (const [key, value] of Object.entries(fields)) entry[key] = serialise(value);
  sink ??= chooseSink();
  sink(JSON.stringify(entry));
}

export const logger = {
  debug: (message: string, fields?: Record<string, unknown>) => write('DEBUG', message, fields),
  info: (message: string, fields?: Record<string, unknown>) => write('INFO', message, fields),
  warn: (message: string, fields?: Record<string, unknown>) => write('WARN', message, fields),
  error: (message: string, fields?: Record<string, unknown>) => write('ERROR', message, fields),
  /** Keys every entry of this invocation carries from now on. */
  appendKeys: (keys: Record<string, unknown>) => {
    context = { ...context, ...keys };
  },
  /** A new invocation starts with none. */
  resetKeys: () => {
    context = {};
  },
};
