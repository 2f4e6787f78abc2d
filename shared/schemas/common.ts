import * as z from 'zod/mini';

/**
 * Pieces every resource's schemas share. Each resource's schemas live in their own file, so a
 * Lambda builds only the schemas of its own routes when it starts.
 */

/** A required text: missing, not a string, or blank after trimming all give `message`. */
export function requiredText(message: string, max = 500) {
  return z.string({ error: message }).check(z.trim(), z.minLength(1, message), z.maxLength(max));
}

/** The record version an update was made against (optimistic locking). */
export const version = z.optional(z.number().check(z.int(), z.positive()));

/** Spec paging: zero-based page, size from the page-size options' range, optional search value. */
export const PagingSchema = z.object({
  page: z._default(z.coerce.number().check(z.int(), z.minimum(0)), 0),
  size: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(1000)), 10),
  sort: z.optional(z.string()),
  value: z.optional(z.string()),
});

/** Comma-separated ids in a query (`id=1,2` or `idList=1,2`). */
export const IdListSchema = z.pipe(
  z.pipe(
    z.string({ error: 'Name the ids to delete.' }),
    z.transform((v) => v.split(',').map((s) => s.trim()).filter(Boolean)),
  ),
  z.array(z.string()).check(z.minLength(1, 'Name the ids to delete.'), z.maxLength(100)),
);
