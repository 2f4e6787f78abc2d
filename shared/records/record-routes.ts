import type { RouteDef } from '../route-def';
import type { RecordType } from './record-types';
import { DeletedSchema, IdListQuery } from '../schemas/common';
import { SpreadsheetExportQuery } from '../schemas/export';
import { UploadRequestSchema, UploadTicketSchema } from '../schemas/upload';
import { recordCreateSchema, recordListQuery, recordPageSchema, recordSchema, recordUpdateSchema, ReportIdSchema } from '../schemas/records';

/** The upload folders of a type's file fields (spec 2 section 7), each once. */
export function uploadFolders(type: RecordType): string[] {
  return [...new Set(type.fields.flatMap((f) => (f.folder ? [f.folder] : [])))];
}

/**
 * The routes of one record type's function (spec 2 section 7: "Same list, get-by-id, create,
 * update, delete pattern for /api/conditions, ..."): read and write on the type's own area, in the
 * Item-Cataloging module. The report id's next value is a write: it takes a number of the sequence.
 */
export function recordRoutes(type: RecordType): readonly RouteDef[] {
  const p = `/${type.path}`;
  const base = { resource: type.path, access: 'user', area: type.area, feature: 'Item-Cataloging' } as const;
  const read = { ...base, level: 'read' } as const;
  const write = { ...base, level: 'write' } as const;
  const name = type.label.toLowerCase();
  return [
    { method: 'GET', path: p, ...read, summary: `A page of ${type.plural.toLowerCase()}, newest first: searchText, objectId and the filters, with the exact total.`, query: recordListQuery(type), response: recordPageSchema(type) },
    {
      method: 'GET', path: `${p}/excel`, ...read,
      summary: `The selected ${type.plural.toLowerCase()} (idList) or all of them (all=true) as .xlsx, with the columns of the list (columns=list) or every field (columns=all, the default: it imports back); 202 with an export job when too many to answer at once.`, query: SpreadsheetExportQuery,
    },
    ...(type.reportId ? [{ method: 'GET', path: `${p}/reportId`, ...write, summary: `The next report id of the museum's ${name} sequence.`, response: ReportIdSchema } as const] : []),
    ...uploadFolders(type).map((folder) => ({ method: 'POST', path: `/uploads/${folder}`, ...write, summary: `Presign the upload of a ${name}'s file (${folder}).`, body: UploadRequestSchema, response: UploadTicketSchema }) as const),
    { method: 'GET', path: `${p}/{id}`, ...read, summary: `One ${name}.`, response: recordSchema(type) },
    { method: 'POST', path: p, ...write, summary: `Create a ${name} of an object.`, body: recordCreateSchema(type), response: recordSchema(type) },
    { method: 'PUT', path: p, ...write, summary: `Update a ${name} (id and version in the body).`, body: recordUpdateSchema(type), response: recordSchema(type) },
    { method: 'DELETE', path: p, ...write, summary: `Delete ${type.plural.toLowerCase()} (ids joined with commas).`, query: IdListQuery, response: DeletedSchema },
  ];
}
