import * as z from 'zod/mini';
import { FieldChangeSchema } from './history';
import { responseSchema, version } from './common';

/**
 * Restore from history (issue 30, docs/restore.md). A change of the activity log is found by its
 * time and id (the log's sort key), so both routes name the entry's `timestamp` as `at`.
 */
export const RestoreQuerySchema = z.object({
  at: z.string({ error: 'at is required: the timestamp of the change.' }).check(
    z.maxLength(40),
    z.refine((v) => !Number.isNaN(Date.parse(v)), 'at is the ISO timestamp of the change.'),
  ),
});

/**
 * The version of the record the preview showed (null: it was deleted then). A record saved since
 * is not overwritten: the restore answers 409 and the caller previews again.
 */
export const RestoreBodySchema = z.object({
  version: z.nullable(version),
});
export type RestoreBody = z.infer<typeof RestoreBodySchema>;

/** What restoring a change would do: the record's fields from today's values (`old`) to the change's (`new`). */
export const RestorePreviewSchema = responseSchema(() =>
  z.object({
    changeId: z.string(),
    timestamp: z.string(),
    entityType: z.string(),
    entityId: z.string(),
    /** The record's version today, to send back with the restore; null when it is deleted. */
    version: z.nullable(z.number()),
    changes: z.array(FieldChangeSchema),
  }),
);
export type RestorePreview = z.infer<typeof RestorePreviewSchema>;

export const RestoredSchema = responseSchema(() => z.object({ entityType: z.string(), entityId: z.string(), version: z.number() }));
