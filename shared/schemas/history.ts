import * as z from 'zod/mini';
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../constants';
import { Id, responseSchema } from './common';

/** The Change History panel and the activity log (spec 1 sections 2, 3 and 7). */
export const AuditQuerySchema = z.object({
  objectId: z.string({ error: 'objectId is required.' }).check(z.minLength(1, 'objectId is required.'), z.maxLength(100)),
  objectType: z.string({ error: 'objectType is required.' }).check(z.minLength(1, 'objectType is required.'), z.maxLength(100)),
});

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const dateOrTime = z.optional(
  z.string().check(
    z.maxLength(40),
    z.refine((v) => DAY.test(v) || !Number.isNaN(Date.parse(v)), 'Use a date (YYYY-MM-DD) or an ISO timestamp.'),
  ),
);

export const DataChangeQuerySchema = z.object({
  page: z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(1_000_000)), DEFAULT_PAGE),
  size: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(MAX_PAGE_SIZE)), DEFAULT_PAGE_SIZE),
  from: dateOrTime,
  to: dateOrTime,
});
export type DataChangeQuery = z.infer<typeof DataChangeQuerySchema>;

/**
 * One top-level field a change set or altered, its values as stored (null when absent); `names`
 * gives the name of each id in them that is another record's (shared/field-references.ts).
 */
export const FieldChangeSchema = z.object({ field: z.string(), old: z.unknown(), new: z.unknown(), names: z.optional(z.record(z.string(), z.string())) });
export type FieldChange = z.infer<typeof FieldChangeSchema>;

/** A restore's entry (issue 30): the change whose state the record was restored to. */
export const RestoredFromSchema = z.object({ changeId: z.string(), timestamp: z.string() });

export const AuditEntrySchema = responseSchema(() =>
  z.object({
    id: z.string(),
    action: z.enum(['create', 'update', 'delete']),
    userId: z.string(),
    username: z.string(),
    timestamp: z.string(),
    // Beyond the spec, additive: what the change did to the record's fields (the newest entries only).
    changes: z.optional(z.array(FieldChangeSchema)),
    /** The data-change entry this entry was written with: what a restore from this panel names. */
    changeId: z.optional(z.string()),
    restoredFrom: z.optional(RestoredFromSchema),
  }),
);

export const DataChangeSchema = responseSchema(() =>
  z.object({
    id: Id,
    user: z.string(),
    userId: z.string(),
    timestamp: z.string(),
    action: z.enum(['CREATE', 'UPDATE', 'DELETE']),
    entityType: z.string(),
    entityId: z.string(),
    oldValue: z.unknown(),
    newValue: z.unknown(),
    prettyPrint: z.string(),
    restoredFrom: z.optional(RestoredFromSchema),
    /** A restore's entry, in words: 'restored to the state of <date>' (the museum's time). */
    note: z.optional(z.string()),
  }),
);

export const DataChangePageSchema = responseSchema(() => z.object({ content: z.array(DataChangeSchema), totalElements: z.number() }));
export type DataChange = z.infer<typeof DataChangeSchema>;
