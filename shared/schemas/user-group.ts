import * as z from 'zod/mini';
import { AREA_NAMES, type Area } from '../permissions';
import { requiredText, version } from './common';

/** User groups and their permission maps (spec 1 sections 5 and 7). */
const AreaPermissionSchema = z.object({ read: z.boolean(), write: z.boolean() });
export const PermissionMapSchema = z.partialRecord(z.enum(AREA_NAMES as [Area, ...Area[]]), AreaPermissionSchema);

const groupName = requiredText('Please input the group name!', 100);

export const UserGroupSchema = z.object({ value: groupName, version });

export const UserGroupCreateSchema = z.object({ value: groupName, permission: z.optional(PermissionMapSchema) });

export const PermissionsUpdateSchema = z.object({ permission: PermissionMapSchema, version });
