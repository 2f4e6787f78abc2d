import * as z from 'zod/mini';
import { GroupSchema } from '../../../../shared/schemas/user-group';

/** A user group as GET /api/users/user-groups answers (the API's own response schema). */
export type UserGroupRecord = z.infer<typeof GroupSchema>;

export const parseUserGroups = (value: unknown): UserGroupRecord[] => z.array(GroupSchema).parse(value);

export const USER_GROUPS_PATH = '/users/user-groups';
