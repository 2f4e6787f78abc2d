import type * as z from 'zod/mini';
import { ApiError } from '../../api/api-error';
import { isRecord } from '../../api/json';

/** A message per field name (`email`, `notification.item.create`), as the form shows them. */
export type FieldErrors = Readonly<Record<string, string>>;

/** The first message of each field, so a field shows the spec's one sentence, not a list. */
export function schemaErrors(schema: z.ZodMiniType, values: unknown): FieldErrors {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.');
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * Field messages the API sent back: a 400 carries `fieldErrors` (the same schema's messages, or
 * Cognito's verdict on the current password); a 409 on a unique value names its `field`.
 */
export function apiFieldErrors(error: unknown): FieldErrors {
  if (!(error instanceof ApiError) || !isRecord(error.payload)) return {};
  const { fieldErrors, field } = error.payload;
  const errors: Record<string, string> = {};
  if (isRecord(fieldErrors)) {
    for (const [name, message] of Object.entries(fieldErrors)) if (typeof message === 'string') errors[name] = message;
  }
  if (typeof field === 'string' && error.body.debugMessage) errors[field] = error.body.debugMessage;
  return errors;
}

export function hasErrors(errors: FieldErrors): boolean {
  return Object.keys(errors).length > 0;
}
