/** Answers arrive as `unknown`; this is the first check every parser of the console makes. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
