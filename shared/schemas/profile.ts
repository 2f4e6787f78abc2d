import * as z from 'zod/mini';
import { Id, optional, PASSWORD_MAX, version } from './common';
import { NotificationSchema, PersonalDetailsShape } from './user-details';
import { UploadRequestSchema } from './upload';
import { USER_MESSAGES } from './user-messages';

// The own profile's schemas (spec 1 sections 5 and 7).

/** POST /users/personal: own details (or another user's, with user write). */
export const PersonalUpdateSchema = z.object({
  ...PersonalDetailsShape,
  id: Id,
  notification: optional(NotificationSchema),
  version,
});

/** POST /users/security: the current password is checked by Cognito itself. */
export const SecurityUpdateSchema = z.object({
  id: Id,
  currentPassword: z.string({ error: USER_MESSAGES.currentPassword }).check(z.minLength(1, USER_MESSAGES.currentPassword), z.maxLength(PASSWORD_MAX)),
  password: z.string({ error: USER_MESSAGES.password }).check(z.minLength(1, USER_MESSAGES.password), z.maxLength(PASSWORD_MAX)),
});

export const AvatarUpdateSchema = z.object({
  id: Id,
  avatarUrl: z.url('The avatar must be a URL.').check(z.maxLength(2000)),
});

export const AvatarUploadSchema = UploadRequestSchema;

