import type { RouteDef } from '../route-def';
import {
  DryRunSchema,
  ImportBatchSchema,
  ImportCreateSchema,
  ImportFileUrlSchema,
  ImportHeadersSchema,
  ImportListQuery,
  ImportListSchema,
  ImportRowsQuery,
  ImportRowsSchema,
  ImportStepSchema,
  ImportTemplateParams,
  ImportTemplateSchema,
  ImportTicketSchema,
} from '../schemas/import';

const itemRead = { access: 'user', area: 'item', level: 'read', feature: 'Item-Cataloging' } as const;
const itemWrite = { access: 'user', area: 'item', level: 'write', feature: 'Item-Cataloging' } as const;

/**
 * Spreadsheet imports (issue 15, Objects -> Import): upload, map the columns, dry-run, commit as a
 * job, roll back. Writing objects is item write; reading batches and their rows is item read.
 */
export const IMPORTS_ROUTES = [
  { method: 'GET', path: '/imports', resource: 'imports', ...itemRead, summary: "The museum's import batches, newest first: who, when, counts, status.", query: ImportListQuery, response: ImportListSchema },
  {
    method: 'POST', path: '/imports', resource: 'imports', ...itemWrite,
    summary: 'Start a batch: the file name and size are checked (.xlsx or .csv, at most 50 MB) and a presigned POST of the file is answered.',
    body: ImportCreateSchema, response: ImportTicketSchema,
  },
  {
    method: 'GET', path: '/imports/templates/{kind}', resource: 'imports', ...itemWrite,
    summary: "A kind's template: a CSV of the columns its import reads (for objects and records, the export's own headers).",
    params: ImportTemplateParams, response: ImportTemplateSchema,
  },
  { method: 'GET', path: '/imports/{id}', resource: 'imports', ...itemRead, summary: "A batch: its status, counts, new vocabulary values and the running step's progress.", response: ImportBatchSchema },
  {
    method: 'GET', path: '/imports/{id}/headers', resource: 'imports', ...itemWrite,
    summary: "The uploaded file's header row, the field proposed for each column (the museum's remembered mapping first) and the fields a column can map to.",
    response: ImportHeadersSchema,
  },
  {
    method: 'POST', path: '/imports/{id}/dry-run', resource: 'imports', ...itemWrite,
    summary: 'Classify every row (create, update with its diff, unchanged, invalid with reasons) as a job; nothing is written. The mapping is remembered.',
    body: DryRunSchema, response: ImportBatchSchema,
  },
  { method: 'GET', path: '/imports/{id}/rows', resource: 'imports', ...itemRead, summary: "A page of the dry run's rows of one class.", query: ImportRowsQuery, response: ImportRowsSchema },
  { method: 'GET', path: '/imports/{id}/invalid-rows', resource: 'imports', ...itemRead, summary: 'A presigned GET (5 minutes) of the invalid rows as CSV, each with its reasons.', response: ImportFileUrlSchema },
  { method: 'POST', path: '/imports/{id}/commit', resource: 'imports', ...itemWrite, summary: "Save the dry run's creates and updates as a job, through the objects service.", body: ImportStepSchema, response: ImportBatchSchema },
  {
    method: 'POST', path: '/imports/{id}/rollback', resource: 'imports', ...itemWrite,
    summary: 'Undo a committed batch as a job: created records deleted, updated ones restored; records edited since are refused and listed.',
    body: ImportStepSchema, response: ImportBatchSchema,
  },
  {
    method: 'POST', path: '/imports/{id}/resume', resource: 'imports', ...itemWrite,
    summary: "Resume a step whose job stopped (failed, or its worker's lease lapsed) where its ledger says: no row twice, none skipped. The batch's owner or a user administrator only.",
    body: ImportStepSchema, response: ImportBatchSchema,
  },
] as const satisfies readonly RouteDef[];
