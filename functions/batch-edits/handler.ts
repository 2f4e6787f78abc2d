import { BATCH_EDITS_ROUTES } from '../../shared/routes/batch-edits';
import { httpHandler } from '../lib/http';
import { batchEditRows, commitBatchEdit, createBatchEdit, getBatchEdit, rollbackBatchEdit } from './service';

export const handler = httpHandler(BATCH_EDITS_ROUTES, {
  'POST /batch-edits': ({ ctx, body }) => createBatchEdit(ctx, body),
  'GET /batch-edits/{id}': ({ ctx, params }) => getBatchEdit(ctx, params.id),
  'GET /batch-edits/{id}/rows': ({ ctx, params, query }) => batchEditRows(ctx, params.id, query),
  'POST /batch-edits/{id}/commit': ({ ctx, params, body }) => commitBatchEdit(ctx, params.id, body),
  'POST /batch-edits/{id}/rollback': ({ ctx, params, body }) => rollbackBatchEdit(ctx, params.id, body),
});
