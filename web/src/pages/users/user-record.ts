import * as z from 'zod/mini';
import { PermissionMapSchema } from '../../../../shared/schemas/user-group';

const text = z.nullish(z.string());

/** A user as GET /api/users and GET /api/users/{id} answer (spec 1 section 3). */
export const UserRecordSchema = z.object({
  id: z.string(),
  username: z.string(),
  name: text,
  email: text,
  phoneNumber: text,
  address: text,
  avatarUrl: text,
  lastSeen: text,
  enabledFeatures: z.optional(z.array(z.string())),
  notification: z.optional(
    z.object({
      item: z.optional(z.object({ create: z.optional(z.boolean()), update: z.optional(z.boolean()), delete: z.optional(z.boolean()) })),
    }),
  ),
  /** In lists the group is shown by its type label. */
  userGroup: z.nullish(
    z.object({ id: z.string(), value: z.string(), type: z.optional(z.string()), permission: z.optional(PermissionMapSchema) }),
  ),
  version: z.optional(z.number()),
});
export type UserRecord = z.infer<typeof UserRecordSchema>;

export const UserPageSchema = z.object({ content: z.array(UserRecordSchema), totalElements: z.number() });
export type UserPage = z.infer<typeof UserPageSchema>;

export const parseUser = (value: unknown): UserRecord => UserRecordSchema.parse(value);
export const parseUserPage = (value: unknown): UserPage => UserPageSchema.parse(value);

/** The label the user list shows for a group: its type, or its name when the API sends no type. */
export function groupLabel(user: Pick<UserRecord, 'userGroup'>): string {
  return user.userGroup?.type || user.userGroup?.value || '-';
}
