import type { RouteDef } from '../route-def';
import { DeletedSchema, IdListQuery } from '../schemas/common';
import * as z from 'zod/mini';
import { ObjectCreateSchema, ObjectListQuery, ObjectNumberSchema, ObjectNumbersQuery, ObjectPageSchema, ObjectSchema, ObjectUpdateSchema } from '../schemas/object';
import { UploadRequestSchema, UploadTicketSchema } from '../schemas/upload';
import { ObjectExportQuery } from '../schemas/object-export';

const itemRead = { access: 'user', area: 'item', level: 'read', feature: 'Item-Cataloging' } as const;
const itemWrite = { access: 'user', area: 'item', level: 'write', feature: 'Item-Cataloging' } as const;

/** The routes of the objects function (spec 2 section 7): item read/write in the Item-Cataloging module. */
export const OBJECTS_ROUTES = [
  { method: 'GET', path: '/objects', resource: 'objects', ...itemRead, summary: 'A page of objects in inventory-number order: searchAll and the filters, with the exact total.', query: ObjectListQuery, response: ObjectPageSchema },
  { method: 'GET', path: '/objects/gap', resource: 'objects', ...itemRead, summary: 'The missing inventory numbers of each numbering series (saved as gaps.txt).', response: z.array(z.string()) },
  {
    method: 'GET', path: '/items/objectNumbers', unprefixed: true, resource: 'objects', ...itemRead,
    summary: "A picker's objects (id, inventory number, name) by word prefix, and the one it holds.", query: ObjectNumbersQuery, response: z.array(ObjectNumberSchema),
  },
  { method: 'POST', path: '/uploads/objects', resource: 'objects', ...itemWrite, summary: "Presign the upload of an object's image.", body: UploadRequestSchema, response: UploadTicketSchema },
  {
    method: 'GET', path: '/objects/excel', resource: 'objects', ...itemRead,
    summary: 'The selected objects (idList), a set\'s (setId) or all of them (all=true) as .xlsx, with the columns of the list (columns=list) or every field (columns=all, the default: it imports back); 202 with an export job (GET /exports/{id}) when too many to answer at once.', query: ObjectExportQuery,
  },
  { method: 'GET', path: '/objects/{id}', resource: 'objects', ...itemRead, summary: 'One object.', response: ObjectSchema },
  { method: 'POST', path: '/objects', resource: 'objects', ...itemWrite, summary: 'Create an object.', body: ObjectCreateSchema, response: ObjectSchema },
  { method: 'PUT', path: '/objects', resource: 'objects', ...itemWrite, summary: 'Update an object (id and version in the body).', body: ObjectUpdateSchema, response: ObjectSchema },
  { method: 'DELETE', path: '/objects', resource: 'objects', ...itemWrite, summary: 'Delete objects (ids joined with commas).', query: IdListQuery, response: DeletedSchema },
] as const satisfies readonly RouteDef[];
