import * as z from 'zod/mini';
import type { RouteDef } from '../route-def';
import { DeletedSchema, IdListQuery } from '../schemas/common';
import { DropdownCreateSchema, DropdownListSchema, DropdownOptionSchema, DropdownQuerySchema, DropdownTypeSchema, DropdownUpdateSchema } from '../schemas/vocabulary';

const settingRead = { access: 'user', area: 'setting', level: 'read' } as const;
const settingWrite = { access: 'user', area: 'setting', level: 'write' } as const;

/** The routes of the dropdowns function (spec 2 sections 3 and 7): setting read/write, no module. */
export const DROPDOWNS_ROUTES = [
  { method: 'GET', path: '/dropdowns', resource: 'dropdowns', ...settingRead, summary: "One dropdown type's options, or every type's.", query: DropdownQuerySchema, response: DropdownListSchema },
  { method: 'GET', path: '/dropdowns/types', resource: 'dropdowns', ...settingRead, summary: 'The dropdown types.', response: z.array(DropdownTypeSchema) },
  { method: 'POST', path: '/dropdowns', resource: 'dropdowns', ...settingWrite, summary: 'Add a dropdown option.', body: DropdownCreateSchema, response: DropdownOptionSchema },
  { method: 'PUT', path: '/dropdowns/{id}', resource: 'dropdowns', ...settingWrite, summary: 'Update a dropdown option.', body: DropdownUpdateSchema, response: DropdownOptionSchema },
  { method: 'DELETE', path: '/dropdowns', resource: 'dropdowns', ...settingWrite, summary: 'Delete dropdown options not in use.', query: IdListQuery, response: DeletedSchema },
] as const satisfies readonly RouteDef[];
