import type { RouteDef } from '../route-def';
import { DeletedSchema, IdListQuery } from '../schemas/common';
import { ObjectCreateSchema, ObjectListQuery, ObjectPageSchema, ObjectSchema, ObjectUpdateSchema } from '../schemas/object';

const itemRead = { access: 'user', area: 'item', level: 'read', feature: 'Item-Cataloging' } as const;
const itemWrite = { access: 'user', area: 'item', level: 'write', feature: 'Item-Cataloging' } as const;

/** The routes of the objects function (spec 2 section 7): item read/write in the Item-Cataloging module. */
export const OBJECTS_ROUTES = [
  { method: 'GET', path: '/objects', resource: 'objects', ...itemRead, summary: 'A page of objects in inventory-number order.', query: ObjectListQuery, response: ObjectPageSchema },
  { method: 'GET', path: '/objects/{id}', resource: 'objects', ...itemRead, summary: 'One object.', response: ObjectSchema },
  { method: 'POST', path: '/objects', resource: 'objects', ...itemWrite, summary: 'Create an object.', body: ObjectCreateSchema, response: ObjectSchema },
  { method: 'PUT', path: '/objects', resource: 'objects', ...itemWrite, summary: 'Update an object (id and version in the body).', body: ObjectUpdateSchema, response: ObjectSchema },
  { method: 'DELETE', path: '/objects', resource: 'objects', ...itemWrite, summary: 'Delete objects (ids joined with commas).', query: IdListQuery, response: DeletedSchema },
] as const satisfies readonly RouteDef[];
