import type * as z from 'zod/mini';
import { ValidationError } from './errors';

type Issue = z.core.$ZodIssue;

/** Each field's first message; a failure of the whole value is named by `whole`. */
export function fieldErrors(issues: readonly Issue[], whole: string): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || `(${whole})`;
    errors[field] ??= issue.message;
  }
  return errors;
}

/** A 400 that names every field with the message the console form shows for it. */
export function invalid(errors: Record<string, string>): ValidationError {
  const summary = Object.entries(errors)
    .map(([field, message]) => `${field}: ${message}`)
    .join('; ');
  return new ValidationError(`The request is not valid. ${summary}`, errors);
}

/**
 * Parses input with a shared zod schema, for input that is not a route's own (the onboarding
 * event) or whose schema depends on what the request names (a reference list's column).
 */
export function parse<S extends z.ZodMiniType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw invalid(fieldErrors(result.error.issues, 'body'));
}
