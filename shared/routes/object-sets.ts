import type { RouteDef } from '../route-def';
import { DeletedSchema } from '../schemas/common';
import { ObjectSetAddSchema, ObjectSetChangeSchema, ObjectSetCreateSchema, ObjectSetListSchema, ObjectSetRemoveQuery, ObjectSetSchema, ObjectSetUpdateSchema } from '../schemas/object-set';

/** A set is a view of objects: reading one needs item read, changing one item write (as the objects). */
const itemRead = { access: 'user', area: 'item', level: 'read', feature: 'Item-Cataloging' } as const;
const itemWrite = { access: 'user', area: 'item', level: 'write', feature: 'Item-Cataloging' } as const;

/** The routes of the object-sets function (issue 29, docs/object-sets.md). Another user's private set is a 404. */
export const OBJECT_SETS_ROUTES = [
  { method: 'GET', path: '/object-sets', resource: 'object-sets', ...itemRead, summary: "The museum's shared sets of objects and the caller's private ones, by name.", response: ObjectSetListSchema },
  { method: 'POST', path: '/object-sets', resource: 'object-sets', ...itemWrite, summary: 'Create a set of objects (private unless private is false).', body: ObjectSetCreateSchema, response: ObjectSetSchema },
  { method: 'GET', path: '/object-sets/{id}', resource: 'object-sets', ...itemRead, summary: 'One set of objects (its objects: GET /objects?setId=).', response: ObjectSetSchema },
  { method: 'PUT', path: '/object-sets/{id}', resource: 'object-sets', ...itemWrite, summary: 'Rename a set or make it private or shared (version in the body).', body: ObjectSetUpdateSchema, response: ObjectSetSchema },
  { method: 'DELETE', path: '/object-sets/{id}', resource: 'object-sets', ...itemWrite, summary: 'Delete a set (its objects stay).', response: DeletedSchema },
  {
    method: 'POST', path: '/object-sets/{id}/objects', resource: 'object-sets', ...itemWrite,
    summary: 'Add objects to a set: the ids, or every result of a search (the list query without page and sort); past 10,000 objects a 400 and nothing stored.',
    body: ObjectSetAddSchema, response: ObjectSetChangeSchema,
  },
  { method: 'DELETE', path: '/object-sets/{id}/objects', resource: 'object-sets', ...itemWrite, summary: 'Remove objects from a set (idList, comma-joined ids).', query: ObjectSetRemoveQuery, response: ObjectSetChangeSchema },
] as const satisfies readonly RouteDef[];
