import type { RouteDef } from '../route-def';
import { BATCH_EDIT_MAX_BODY_BYTES, BatchEditCreateSchema, BatchEditRowsQuery } from '../schemas/batch-edit';
import { ImportBatchSchema, ImportRowsSchema, ImportStepSchema } from '../schemas/import';

const itemRead = { access: 'user', area: 'item', level: 'read', feature: 'Item-Cataloging' } as const;
const itemWrite = { access: 'user', area: 'item', level: 'write', feature: 'Item-Cataloging' } as const;

/**
 * Batch edit (issue 30, docs/batch-edit.md): an import batch whose rows are a selection and its
 * changes: the imports' batches, jobs and ledger, served by a function of its own; as for an import,
 * the kind's own area (objects: item; a record type: its area) is checked besides the route's,
 * and a batch is its starter's and user administrators' (404 to anyone else).
 */
export const BATCH_EDITS_ROUTES = [
  {
    method: 'POST', path: '/batch-edits', resource: 'batch-edits', ...itemWrite, accepted: true, maxBodyBytes: BATCH_EDIT_MAX_BODY_BYTES,
    summary: 'Start a batch edit of at most 10,000 objects or records (an id list, a set or a search) with its changes: 202 with the batch, its preview (the dry run) running as a job.',
    body: BatchEditCreateSchema, response: ImportBatchSchema,
  },
  { method: 'GET', path: '/batch-edits/{id}', resource: 'batch-edits', ...itemRead, summary: 'A batch edit: its status, changes, counts per class (update, unchanged, invalid) and the running step\'s progress.', response: ImportBatchSchema },
  { method: 'GET', path: '/batch-edits/{id}/rows', resource: 'batch-edits', ...itemRead, summary: "A page of the preview's rows of one class: each record's label and field-by-field diff, or its reasons.", query: BatchEditRowsQuery, response: ImportRowsSchema },
  {
    method: 'POST', path: '/batch-edits/{id}/commit', resource: 'batch-edits', ...itemWrite, accepted: true,
    summary: "Save the preview's changes as a job, each record through its form's own service; a record changed since the preview is refused and listed.",
    body: ImportStepSchema, response: ImportBatchSchema,
  },
  {
    method: 'POST', path: '/batch-edits/{id}/rollback', resource: 'batch-edits', ...itemWrite, accepted: true,
    summary: 'Undo a committed batch edit as a job: each record saved back as it was; records edited since are left and listed.',
    body: ImportStepSchema, response: ImportBatchSchema,
  },
] as const satisfies readonly RouteDef[];
