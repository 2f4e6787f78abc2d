import * as z from 'zod/mini';
import { BatchChangeSchema } from './batch-change';
import { Id } from './common';
import { rowsQuery, type ImportKind } from './import';
import { thousands } from '../thousands';

export { BATCH_EDIT_OPS, BatchChangeSchema, type BatchChange, type BatchEditOp } from './batch-change';

/**
 * Batch edit (issue 30, docs/batch-edit.md): an import batch whose rows come from a selection of
 * objects or records and a list of changes instead of a file. It is dry-run (the preview: per
 * record its field-by-field diff, the unchanged ones, the invalid ones with the form's reasons),
 * committed and rolled back by the import's own steps, and listed with the imports' batches
 * (`source: 'batch-edit'`). Its batch is the import's (`ImportBatchSchema`, with `source` and
 * `changes`), its rows the import's rows.
 *
 * Every message here is the English the API answers; the console holds the Arabic.
 */
export const BATCH_EDIT_KINDS = ['objects', 'conditions', 'treatments', 'curatorial-forms', 'technical-forms', 'movements', 'insurances'] as const satisfies readonly ImportKind[];
export type BatchEditKind = (typeof BATCH_EDIT_KINDS)[number];

/** The most objects (or records) one batch edit changes: a set's own limit. A larger selection is a 400 and nothing is stored. */
export const BATCH_EDIT_MAX_ROWS = 10_000;
/** An id list of the limit's UUIDs (about 390 KB of JSON) and its changes. */
export const BATCH_EDIT_MAX_BODY_BYTES = 512 * 1024;
/** Changes one batch edit makes: one per field. */
export const BATCH_EDIT_MAX_CHANGES = 20;

export const BATCH_EDIT_TOO_MANY_MESSAGE = `A batch edit changes at most ${thousands(BATCH_EDIT_MAX_ROWS)} objects or records at once: narrow the selection.`;
export const BATCH_EDIT_SELECT_MESSAGE = 'Choose what to edit: an id list (idList), a set (setId) or a search (query).';
export const BATCH_EDIT_EMPTY_MESSAGE = 'The selection holds nothing to edit.';
export const BATCH_EDIT_NO_CHANGES_MESSAGE = 'Name at least one change.';
export const BATCH_EDIT_CHANGES_MAX_MESSAGE = `A batch edit makes at most ${BATCH_EDIT_MAX_CHANGES} changes.`;
export const BATCH_EDIT_NOT_EDITED_MESSAGE = 'A batch edit takes objects and the six record types.';
/** The messages below name a field by its English label (`{field}`) or a value's id (`{value}`); the console's catalog holds each with those blanks. */
export const batchEditMessages = {
  unknownField: (field: string) => `${field} is not a field a batch edit changes.`,
  twice: (label: string) => `${label} is changed twice: make one change per field.`,
  singleValue: (label: string) => `${label} holds one value: set or clear it (add and remove are for fields with several values).`,
  valueRequired: (label: string) => `${label}: send the value (value).`,
  unknownValue: (label: string, value: string) => `${label}: the museum has no value ${value}.`,
  unknownParameter: (parameter: string) => `${parameter} is not a parameter of this list's search.`,
  noObject: (id: string) => `There is no object ${id}.`,
  noRecord: (label: string, id: string) => `There is no ${label} ${id}.`,
  notFound: (id: string) => `There is no batch edit ${id}.`,
  nothingToCommit: 'Nothing to change: the preview found no object or record the changes would change.',
} as const;

/** A search's parameters, as the kind's list takes them in its query string; checked by that list's own schema. */
const QueryParams = z.record(z.string().check(z.maxLength(60)), z.union([z.string().check(z.maxLength(200)), z.number(), z.boolean()]));

/**
 * What to edit: ids (a selection of the list), a set (objects; for a record type, the records of
 * the set's objects), or a search with the list's own parameters (`searchAll`/`searchText`, its
 * filters, `setId`; page, size and sort are ignored), walked through the list's search index.
 */
export const BatchEditSelectSchema = z.pipe(
  z.object({
    idList: z.optional(z.array(Id).check(z.minLength(1, BATCH_EDIT_EMPTY_MESSAGE), z.maxLength(BATCH_EDIT_MAX_ROWS, BATCH_EDIT_TOO_MANY_MESSAGE))),
    setId: z.optional(Id),
    query: z.optional(QueryParams),
  }),
  z.transform((select, ctx): BatchEditSelect => {
    if ([select.idList, select.setId, select.query].filter((s) => s !== undefined).length !== 1) {
      ctx.issues.push({ code: 'custom', message: BATCH_EDIT_SELECT_MESSAGE, input: select, path: [] });
      return z.NEVER;
    }
    if (select.idList) return { idList: [...new Set(select.idList)] };
    return select.setId ? { setId: select.setId } : { query: select.query! };
  }),
);
export type BatchEditSelect = { idList: string[] } | { setId: string } | { query: Record<string, string | number | boolean> };

/** POST /api/batch-edits: 202 with the batch, its preview (the dry run) running. */
export const BatchEditCreateSchema = z.object({
  kind: z.enum(BATCH_EDIT_KINDS, BATCH_EDIT_NOT_EDITED_MESSAGE),
  select: BatchEditSelectSchema,
  changes: z.array(BatchChangeSchema).check(z.minLength(1, BATCH_EDIT_NO_CHANGES_MESSAGE), z.maxLength(BATCH_EDIT_MAX_CHANGES, BATCH_EDIT_CHANGES_MAX_MESSAGE)),
});
export type BatchEditCreate = z.output<typeof BatchEditCreateSchema>;

/** The preview's classes: `update` will change, `unchanged` already holds the change, `invalid` cannot take it (with the reasons). */
export const BATCH_EDIT_ROW_CLASSES = ['update', 'unchanged', 'invalid'] as const;

/** GET /api/batch-edits/{id}/rows: a page of one class, as GET /api/imports/{id}/rows answers it. */
export const BatchEditRowsQuery = rowsQuery(BATCH_EDIT_ROW_CLASSES);
