import { IMPORTS_ROUTES } from '../../shared/routes/imports';
import { httpHandler } from '../lib/http';
import { commitImport, createImport, dryRun, getImport, importHeaders, importRows, importTemplate, invalidRowsFile, listImports, resumeImport, rollbackImport } from './service';

export const handler = httpHandler(IMPORTS_ROUTES, {
  'GET /imports': ({ ctx, query }) => listImports(ctx, query),
  'POST /imports': ({ ctx, body }) => createImport(ctx, body),
  'GET /imports/templates/{kind}': ({ ctx, params }) => importTemplate(ctx, params.kind),
  'GET /imports/{id}': ({ ctx, params }) => getImport(ctx, params.id),
  'GET /imports/{id}/headers': ({ ctx, params }) => importHeaders(ctx, params.id),
  'POST /imports/{id}/dry-run': ({ ctx, params, body }) => dryRun(ctx, params.id, body),
  'GET /imports/{id}/rows': ({ ctx, params, query }) => importRows(ctx, params.id, query),
  'GET /imports/{id}/invalid-rows': ({ ctx, params }) => invalidRowsFile(ctx, params.id),
  'POST /imports/{id}/commit': ({ ctx, params, body }) => commitImport(ctx, params.id, body),
  'POST /imports/{id}/rollback': ({ ctx, params, body }) => rollbackImport(ctx, params.id, body),
  'POST /imports/{id}/resume': ({ ctx, params, body }) => resumeImport(ctx, params.id, body),
});
