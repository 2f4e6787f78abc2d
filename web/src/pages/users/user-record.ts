import type * as z from 'zod/mini';
import { UserPageSchema } from '../../../../shared/schemas/user';
import { UserSchema, type User } from '../../../../shared/schemas/user-details';

// The console reads users with the API's own response schemas (shared/schemas), so the two cannot
// disagree on a field.
export type UserRecord = User;
export type UserPage = z.infer<typeof UserPageSchema>;

export const parseUser = (value: unknown): UserRecord => UserSchema.parse(value);
export const parseUserPage = (value: unknown): UserPage => UserPageSchema.parse(value);

/**
 * The label the user list shows for a group: its type, or its name when the API sends no type;
 * empty when the user has none (the list shows '-').
 */
export function groupLabel(user: Pick<UserRecord, 'userGroup'>): string {
  return user.userGroup?.type || user.userGroup?.value || '';
}
