import * as z from 'zod/mini';
import { FEATURES } from '../permissions';
import { version } from './common';
import { NotificationSchema, PersonalDetailsShape } from './user-details';
import { USER_MESSAGES } from './user-messages';

export { USER_MESSAGES };

/**
 * The user administration schemas (spec 1 sections 3 and 7): the API validates with them and the
 * console's forms show their messages, so both say the same thing. The own profile's are in
 * `profile.ts`: each function builds only its own routes' schemas at cold start.
 */
const features = z.optional(z.array(z.enum(FEATURES)));

export const UserCreateSchema = z.object({
  ...PersonalDetailsShape,
  username: z.string({ error: USER_MESSAGES.username }).check(
    z.trim(),
    z.minLength(1, USER_MESSAGES.username),
    z.maxLength(128),
    z.regex(/^\S+$/u, 'A username cannot contain spaces.'),
  ),
  password: z.string({ error: USER_MESSAGES.password }).check(z.minLength(1, USER_MESSAGES.password), z.maxLength(256)),
  notification: z.optional(NotificationSchema),
  /** Modules this user sees; defaults to every module the museum has. */
  enabledFeatures: features,
});
export type UserCreate = z.infer<typeof UserCreateSchema>;

export const UserUpdateSchema = z.object({
  ...PersonalDetailsShape,
  notification: z.optional(NotificationSchema),
  enabledFeatures: features,
  password: z.optional(z.string().check(z.minLength(1), z.maxLength(256))),
  version,
});
export type UserUpdate = z.infer<typeof UserUpdateSchema>;

/** The console's password pair (a form-only check): confirm must repeat the new password. */
export const PasswordPairSchema = z
  .object({
    password: z.string({ error: USER_MESSAGES.password }).check(z.minLength(1, USER_MESSAGES.password)),
    confirm: z.string({ error: USER_MESSAGES.confirm }).check(z.minLength(1, USER_MESSAGES.confirm)),
  })
  .check(z.refine((v) => v.confirm === v.password, { message: USER_MESSAGES.inconsistent, path: ['confirm'] }));
