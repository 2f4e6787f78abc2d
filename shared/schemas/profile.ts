import * as z from 'zod/mini';
import { version } from './common';
import { NotificationSchema, PersonalDetailsShape } from './user-details';
import { USER_MESSAGES } from './user-messages';

// The own profile's schemas (spec 1 sections 5 and 7).

/** POST /users/personal: own details (or another user's, with user write). */
export const PersonalUpdateSchema = z.object({
  ...PersonalDetailsShape,
  id: z.string().check(z.minLength(1)),
  notification: z.optional(NotificationSchema),
  version,
});

/** POST /users/security: the current password is checked by Cognito itself. */
export const SecurityUpdateSchema = z.object({
  id: z.string().check(z.minLength(1)),
  currentPassword: z.string({ error: USER_MESSAGES.currentPassword }).check(z.minLength(1, USER_MESSAGES.currentPassword)),
  password: z.string({ error: USER_MESSAGES.password }).check(z.minLength(1, USER_MESSAGES.password), z.maxLength(256)),
});

export const AvatarUpdateSchema = z.object({
  id: z.string().check(z.minLength(1)),
  avatarUrl: z.url('The avatar must be a URL.').check(z.maxLength(2000)),
});
