import { recordRoutes, uploadFolders } from '../../../shared/records/record-routes';
import type { RecordType } from '../../../shared/records/record-type';
import type { UploadRequest } from '../../../shared/schemas/upload';
import type { RecordInput, RecordListParams, RecordUpdate } from '../../../shared/schemas/records';
import type { ExportRequest } from '../../../shared/schemas/export';
import type { IdList } from '../../../shared/schemas/common';
import type { UploadFolder } from '../../../shared/upload-kinds';
import type { RequestContext } from '../../lib/context';
import { httpHandler } from '../../lib/http';
import { listRecords } from './record-list';
import { getRecord } from './record-reads';

/** The form's calls and the export (saves, report id, upload presign, spreadsheet: `form-calls.ts`), loaded by the first of them. */
const formCalls = () => import('./form-calls');

type Request = { ctx: RequestContext; params: Record<string, string>; query: unknown; body: unknown };

/**
 * One record type's function (functions/<path>/handler.ts): the type's routes of the table, each
 * served by the shared service with the type's declaration.
 */
export function recordHandler(type: RecordType) {
  const p = `/${type.path}`;
  const handlers: Record<string, (req: Request) => Promise<unknown>> = {
    [`GET ${p}`]: async ({ ctx, query }) => listRecords(ctx, type, query as RecordListParams),
    [`GET ${p}/{id}`]: async ({ ctx, params }) => getRecord(ctx, type, params.id),
    [`GET ${p}/excel`]: async ({ ctx, query }) => (await formCalls()).exportRecords(ctx, type, query as ExportRequest),
    [`POST ${p}`]: async ({ ctx, body }) => (await formCalls()).createRecord(ctx, type, body as RecordInput),
    [`PUT ${p}`]: async ({ ctx, body }) => (await formCalls()).updateRecord(ctx, type, body as RecordUpdate),
    [`DELETE ${p}`]: async ({ ctx, query }) => (await formCalls()).deleteRecords(ctx, type, (query as IdList).ids, (query as IdList).versions),
  };
  if (type.reportId) handlers[`GET ${p}/reportId`] = async ({ ctx }) => (await formCalls()).nextReportId(ctx, type);
  for (const folder of uploadFolders(type)) {
    handlers[`POST /uploads/${folder}`] = async ({ ctx, body }) => {
      const { fileName, contentType } = body as UploadRequest;
      return (await formCalls()).presignUpload(ctx.tenant, folder as UploadFolder, fileName, contentType);
    };
  }
  return httpHandler(recordRoutes(type), handlers as never);
}
