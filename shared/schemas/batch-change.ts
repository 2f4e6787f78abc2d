import * as z from 'zod/mini';

/** What a batch edit does to a field (issue 30, `batch-edit.ts`); kept apart so the import's batch schema names it without a cycle. */
export const BATCH_EDIT_OPS = ['set', 'clear', 'add', 'remove'] as const;
export type BatchEditOp = (typeof BATCH_EDIT_OPS)[number];

/**
 * One change: `set` a field to `value` (as the form sends it: a dropdown by the value's id, a day
 * as YYYY-MM-DD, a list as its ids), `clear` it, or `add`/`remove` one value of a field holding
 * several (materials, techniques, a record's multi-select dropdowns). The fields a kind takes are
 * its form's, but for its matching keys (inventory number, report id) and files (images,
 * documents), other dimensions and details.
 */
export const BatchChangeSchema = z.object({
  field: z.string({ error: 'Name the field to change (field).' }).check(z.minLength(1, 'Name the field to change (field).'), z.maxLength(60)),
  op: z.enum(BATCH_EDIT_OPS, `Choose one of ${BATCH_EDIT_OPS.join(', ')} (op).`),
  value: z.optional(z.unknown()),
});
export type BatchChange = z.output<typeof BatchChangeSchema>;

