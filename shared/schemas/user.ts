import * as z from 'zod/mini';
import { FEATURES } from '../permissions';
import { requiredText, version } from './common';
import { USER_MESSAGES } from './user-messages';

export { USER_MESSAGES };

/**
 * The user schemas (spec 1 sections 3, 5 and 7): the API validates with them and the console's
 * forms show their messages, so both say the same thing. zod/mini keeps each Lambda bundle small.
 */
/** An optional text; an empty string counts as absent. */
const optionalText = z.optional(
  z.pipe(
    z.string().check(z.trim(), z.maxLength(500)),
    z.transform((v) => v || undefined),
  ),
);

/** A group is sent either as its id or as `{ id }`: the API takes both. */
export const GroupRef = z.pipe(
  z.union([requiredText(USER_MESSAGES.userGroup, 100), z.object({ id: requiredText(USER_MESSAGES.userGroup, 100) })], {
    error: USER_MESSAGES.userGroup,
  }),
  z.transform((v) => (typeof v === 'string' ? v : v.id)),
);

export const NotificationSchema = z.partial(
  z.object({
    item: z.partial(z.object({ create: z.boolean(), update: z.boolean(), delete: z.boolean() })),
  }),
);

const email = z.pipe(requiredText(USER_MESSAGES.email, 254), z.email(USER_MESSAGES.emailInvalid));
const features = z.optional(z.array(z.enum(FEATURES)));

export const PersonalDetailsShape = {
  name: requiredText(USER_MESSAGES.name, 200),
  email,
  userGroup: GroupRef,
  phoneNumber: optionalText,
  address: optionalText,
};

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

/** The console's password pair (a form-only check): confirm must repeat the new password. */
export const PasswordPairSchema = z
  .object({
    password: z.string({ error: USER_MESSAGES.password }).check(z.minLength(1, USER_MESSAGES.password)),
    confirm: z.string({ error: USER_MESSAGES.confirm }).check(z.minLength(1, USER_MESSAGES.confirm)),
  })
  .check(z.refine((v) => v.confirm === v.password, { message: USER_MESSAGES.inconsistent, path: ['confirm'] }));

export const AvatarUpdateSchema = z.object({
  id: z.string().check(z.minLength(1)),
  avatarUrl: z.url('The avatar must be a URL.').check(z.maxLength(2000)),
});
