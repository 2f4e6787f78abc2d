/**
 * One structured logger for every function: a JSON line per entry, as CloudWatch Logs Insights
 * reads it. Hand-written rather than Powertools' Logger to keep 20 KB out of every bundle (see
 * infra/bundling.ts); it keeps Powertools' variable names so either can read the same settings.
 */
const LEVELS = { DEBUG: 10, INFO: 20, WARN: 30, ERROR: 40 } as const;
type Level = keyof typeof LEVELS;

const configured = (process.env.POWERTOOLS_LOG_LEVEL ?? process.env.LOG_LEVEL ?? 'INFO').toUpperCase();
const threshold = LEVELS[configured as Level] ?? LEVELS.INFO;
const service = process.env.POWERTOOLS_SERVICE_NAME ?? 'museum-console';

function serialise(value: unknown): unknown {
  return value instanceof Error ? { name: value.name, message: value.message, stack: value.stack } : value;
}

function write(level: Level, message: string, fields: Record<string, unknown> = {}) {
  if (LEVELS[level] < threshold) return;
  const entry: Record<string, unknown> = { level, message, timestamp: new Date().toISOString(), service };
  for (const [key, value] of Object.entries(fields)) entry[key] = serialise(value);
  process.stdout.write(`${JSON.stringify(entry)}\n`);
}

export const logger = {
  debug: (message: string, fields?: Record<string, unknown>) => write('DEBUG', message, fields),
  info: (message: string, fields?: Record<string, unknown>) => write('INFO', message, fields),
  warn: (message: string, fields?: Record<string, unknown>) => write('WARN', message, fields),
  error: (message: string, fields?: Record<string, unknown>) => write('ERROR', message, fields),
};
