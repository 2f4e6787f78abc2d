import * as z from 'zod/mini';
import { nameText, optional, SearchText, version, responseSchema } from './common';
import { PermissionMapSchema } from './permission-map';

export { PermissionMapSchema };

/** User groups and their permission maps (spec 1 sections 5 and 7). */
export const GROUP_NAME_MESSAGE = 'Please input the group name!';
const groupName = nameText(GROUP_NAME_MESSAGE, 100);

export const UserGroupSchema = z.object({ value: groupName, version });

export const UserGroupCreateSchema = z.object({ value: groupName, permission: optional(PermissionMapSchema) });

export const PermissionsUpdateSchema = z.object({ permission: PermissionMapSchema, version });

export const UserGroupQuery = z.object({ value: z.optional(SearchText) });

/** A group as the API answers. */
export const GroupSchema = responseSchema(() => z.object({ id: z.string(), value: z.string(), permission: PermissionMapSchema, version: z.number() }));
export type Group = z.infer<typeof GroupSchema>;
