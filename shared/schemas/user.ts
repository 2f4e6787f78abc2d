import * as z from 'zod/mini';
import { FEATURES } from '../permissions';
import { nameText, optional, PASSWORD_MAX, pagingQuery, version, responseSchema } from './common';
import { NotificationSchema, PersonalDetailsShape, UserSchema } from './user-details';
import { USER_MESSAGES } from './user-messages';

export { USER_MESSAGES };

/**
 * The user administration schemas (spec 1 sections 3 and 7): the API validates with them and the
 * console's forms show their messages, so both say the same thing. The own profile's are in
 * `profile.ts`: each function builds only its own routes' schemas at cold start.
 */
const features = optional(z.array(z.enum(FEATURES)));

export const UserCreateSchema = z.object({
  ...PersonalDetailsShape,
  username: nameText(USER_MESSAGES.username, 128).check(z.regex(/^\S+$/u, 'A username cannot contain spaces.')),
  password: z.string({ error: USER_MESSAGES.password }).check(z.minLength(1, USER_MESSAGES.password), z.maxLength(PASSWORD_MAX)),
  notification: optional(NotificationSchema),
  /** Modules this user sees; defaults to every module the museum has. */
  enabledFeatures: features,
});
export type UserCreate = z.infer<typeof UserCreateSchema>;

export const UserUpdateSchema = z.object({
  ...PersonalDetailsShape,
  notification: optional(NotificationSchema),
  enabledFeatures: features,
  password: optional(z.string().check(z.minLength(1), z.maxLength(PASSWORD_MAX))),
  version,
});

/** GET /users: the spec's paging, sorted by id (creation order) unless `sort` names a field. */
export const UserListQuery = pagingQuery(['id', 'name', 'username', 'email']);

export const UserPageSchema = responseSchema(() =>
  z.object({
    content: z.array(UserSchema),
    totalElements: z.number(),
    page: z.number(),
    size: z.number(),
  }),
);
export type UserUpdate = z.infer<typeof UserUpdateSchema>;

/** The console's password pair (a form-only check): confirm must repeat the new password. */
export const PasswordPairSchema = z
  .object({
    password: z.string({ error: USER_MESSAGES.password }).check(z.minLength(1, USER_MESSAGES.password)),
    confirm: z.string({ error: USER_MESSAGES.confirm }).check(z.minLength(1, USER_MESSAGES.confirm)),
  })
  .check(z.refine((v) => v.confirm === v.password, { message: USER_MESSAGES.inconsistent, path: ['confirm'] }));
