import type * as z from 'zod/mini';
import { ValidationError } from './errors';

/**
 * Parses input with a shared zod schema. Failures become a 400 that names every field with the
 * message the console form shows for it.
 */
export function parse<S extends z.ZodMiniType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fieldErrors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join('.') || '(body)';
    fieldErrors[field] ??= issue.message;
  }
  const summary = Object.entries(fieldErrors)
    .map(([field, message]) => `${field}: ${message}`)
    .join('; ');
  throw new ValidationError(`The request is not valid. ${summary}`, fieldErrors);
}
