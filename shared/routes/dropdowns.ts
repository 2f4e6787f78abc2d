import * as z from 'zod/mini';
import { type RouteDef, signedIn } from '../route-def';
import { DeletedSchema, IdListQuery } from '../schemas/common';
import { DropdownCreateSchema, DropdownListSchema, DropdownOptionSchema, DropdownQuerySchema, DropdownTypeSchema, DropdownUpdateSchema } from '../schemas/vocabulary';

const settingWrite = { access: 'user', area: 'setting', level: 'write' } as const;

/**
 * The routes of the dropdowns function (spec 2 sections 3 and 7): managing the options needs
 * setting read/write, no module. Reading them needs only a session of the museum: every record
 * form (objects, conditions, ...) shows its dropdown fields' options to users who may not see
 * Settings.
 */
export const DROPDOWNS_ROUTES = [
  { method: 'GET', path: '/dropdowns', resource: 'dropdowns', ...signedIn, summary: "One dropdown type's options, or every type's.", query: DropdownQuerySchema, response: DropdownListSchema },
  { method: 'GET', path: '/dropdowns/types', resource: 'dropdowns', ...signedIn, summary: 'The dropdown types.', response: z.array(DropdownTypeSchema) },
  { method: 'POST', path: '/dropdowns', resource: 'dropdowns', ...settingWrite, summary: 'Add a dropdown option.', body: DropdownCreateSchema, response: DropdownOptionSchema },
  { method: 'PUT', path: '/dropdowns/{id}', resource: 'dropdowns', ...settingWrite, summary: 'Update a dropdown option.', body: DropdownUpdateSchema, response: DropdownOptionSchema },
  { method: 'DELETE', path: '/dropdowns', resource: 'dropdowns', ...settingWrite, summary: 'Delete dropdown options not in use.', query: IdListQuery, response: DeletedSchema },
] as const satisfies readonly RouteDef[];
