import * as z from 'zod/mini';
import type { RouteDef } from '../route-def';
import { DeletedSchema, IdListQuery, PathId } from '../schemas/common';
import { referenceEntryCreate, referenceEntryUpdate, ReferenceEntrySchema, ReferenceQuerySchema } from '../schemas/vocabulary';
import { referenceList } from '../vocabularies';

const settings = { access: 'user', area: 'setting', feature: 'Item-Cataloging' } as const;
const ListParams = z.object({ list: z.string().check(z.maxLength(40), z.regex(/^[A-Za-z]+$/u, 'A list name has only letters.')) });
type Params = { list?: string };
// The required message names the list's column ('Category is required.'), so the body schema
// follows the list the path names.
const columnOf = (params: Params) => (params.list && referenceList(params.list)?.column) || 'Value';

/**
 * The routes of the vocabularies function: the Settings reference lists (spec 1 sections 2, 6, 7;
 * spec 2 sections 2, 6, 7). The Settings tab's language routes belong to the languages function.
 */
export const VOCABULARIES_ROUTES = [
  { method: 'GET', path: '/specifications/{list}', resource: 'vocabularies', ...settings, level: 'read', summary: "A reference list's values, searched by value.", params: ListParams, query: ReferenceQuerySchema, response: z.array(ReferenceEntrySchema) },
  { method: 'POST', path: '/specifications/{list}', resource: 'vocabularies', ...settings, level: 'write', summary: 'Add a value to a reference list.', params: ListParams, body: (p: Params) => referenceEntryCreate(columnOf(p)), response: ReferenceEntrySchema },
  { method: 'PUT', path: '/specifications/{list}/{id}', resource: 'vocabularies', ...settings, level: 'write', summary: 'Update a reference list value.', params: z.object({ list: ListParams.shape.list, id: PathId }), body: (p: Params) => referenceEntryUpdate(columnOf(p)), response: ReferenceEntrySchema },
  { method: 'DELETE', path: '/specifications/{list}', resource: 'vocabularies', ...settings, level: 'write', summary: 'Delete reference list values not in use.', params: ListParams, query: IdListQuery, response: DeletedSchema },
] as const satisfies readonly RouteDef[];
