import * as z from 'zod/mini';
import { PermissionMapSchema } from '../../../../shared/schemas/user-group';

/** A user group as GET /api/users/user-groups answers (spec 1 section 3). */
export const UserGroupRecordSchema = z.object({
  id: z.string(),
  value: z.string(),
  permission: z._default(PermissionMapSchema, {}),
  version: z.optional(z.number()),
});
export type UserGroupRecord = z.infer<typeof UserGroupRecordSchema>;

export const parseUserGroups = (value: unknown): UserGroupRecord[] => z.array(UserGroupRecordSchema).parse(value);

export const USER_GROUPS_PATH = '/users/user-groups';
