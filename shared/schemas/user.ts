import * as z from 'zod/mini';
import { AREA_NAMES, FEATURES, type Area } from '../permissions';

/**
 * The user schemas (spec 1 sections 3, 5 and 7): the API validates with them and the console's
 * forms show their messages, so both say the same thing. zod/mini keeps each Lambda bundle small.
 */
export const USER_MESSAGES = {
  name: 'Please input your name!',
  emailInvalid: 'The input is not valid E-mail!',
  email: 'Please input your E-mail!',
  userGroup: 'Please select user group!',
  username: 'Please input your username!',
  password: 'Please input your password!',
  currentPassword: 'Please input your current password!',
  confirm: 'Please confirm your password!',
  inconsistent: 'Two passwords that you enter is inconsistent!',
} as const;

/** A required text: missing, not a string, or blank after trimming all give `message`. */
export function requiredText(message: string, max = 500) {
  return z.string({ error: message }).check(z.trim(), z.minLength(1, message), z.maxLength(max));
}

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
const version = z.optional(z.number().check(z.int(), z.positive()));

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

export const LoginSchema = z.object({
  username: requiredText(USER_MESSAGES.username, 128),
  password: z.string({ error: USER_MESSAGES.password }).check(z.minLength(1, USER_MESSAGES.password)),
});

const AreaPermissionSchema = z.object({ read: z.boolean(), write: z.boolean() });
export const PermissionMapSchema = z.partialRecord(z.enum(AREA_NAMES as [Area, ...Area[]]), AreaPermissionSchema);

const groupName = requiredText('Please input the group name!', 100);

export const UserGroupSchema = z.object({ value: groupName, version });

export const UserGroupCreateSchema = z.object({ value: groupName, permission: z.optional(PermissionMapSchema) });

export const PermissionsUpdateSchema = z.object({ permission: PermissionMapSchema, version });

/** Spec paging: zero-based page, size from the page-size options' range, optional search value. */
export const PagingSchema = z.object({
  page: z._default(z.coerce.number().check(z.int(), z.minimum(0)), 0),
  size: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(1000)), 10),
  sort: z.optional(z.string()),
  value: z.optional(z.string()),
});

/** Comma-separated ids in a query (`id=1,2` or `idList=1,2`). */
export const IdListSchema = z.pipe(
  z.pipe(
    z.string({ error: 'Name the ids to delete.' }),
    z.transform((v) => v.split(',').map((s) => s.trim()).filter(Boolean)),
  ),
  z.array(z.string()).check(z.minLength(1, 'Name the ids to delete.'), z.maxLength(100)),
);
