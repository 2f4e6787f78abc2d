import { z } from 'zod';
import { AREA_NAMES, FEATURES, type Area } from '../permissions';

/**
 * The user schemas (spec 1 sections 3, 5 and 7): the API validates with them and the console's
 * forms show their messages, so both say the same thing.
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

const optionalText = z.string().trim().max(500).optional().or(z.literal('').transform(() => undefined)).optional();

/** A group is sent either as its id or as `{ id }`: the API takes both. */
export const GroupRef = z
  .union([z.string().trim().min(1, USER_MESSAGES.userGroup), z.object({ id: z.string().trim().min(1, USER_MESSAGES.userGroup) })], {
    error: USER_MESSAGES.userGroup,
  })
  .transform((v) => (typeof v === 'string' ? v : v.id));

export const NotificationSchema = z
  .object({
    item: z.object({ create: z.boolean().default(false), update: z.boolean().default(false), delete: z.boolean().default(false) }).partial(),
  })
  .partial();

export const PersonalDetailsSchema = z.object({
  name: z.string({ error: USER_MESSAGES.name }).trim().min(1, USER_MESSAGES.name).max(200),
  email: z
    .string({ error: USER_MESSAGES.email })
    .trim()
    .min(1, USER_MESSAGES.email)
    .pipe(z.email(USER_MESSAGES.emailInvalid)),
  userGroup: GroupRef,
  phoneNumber: optionalText,
  address: optionalText,
});

export const UserCreateSchema = PersonalDetailsSchema.extend({
  username: z
    .string({ error: USER_MESSAGES.username })
    .trim()
    .min(1, USER_MESSAGES.username)
    .max(128)
    .regex(/^[\p{L}\p{M}\p{S}\p{N}\p{P}]+$/u, 'A username cannot contain spaces.'),
  password: z.string({ error: USER_MESSAGES.password }).min(1, USER_MESSAGES.password).max(256),
  notification: NotificationSchema.optional(),
  /** Modules this user sees; defaults to every module the museum has. */
  enabledFeatures: z.array(z.enum(FEATURES)).optional(),
});
export type UserCreate = z.infer<typeof UserCreateSchema>;

export const UserUpdateSchema = PersonalDetailsSchema.extend({
  notification: NotificationSchema.optional(),
  enabledFeatures: z.array(z.enum(FEATURES)).optional(),
  password: z.string().min(1).max(256).optional(),
  version: z.number().int().positive().optional(),
});
export type UserUpdate = z.infer<typeof UserUpdateSchema>;

/** POST /users/personal: own details (or another user's, with user write). */
export const PersonalUpdateSchema = PersonalDetailsSchema.extend({
  id: z.string().min(1),
  notification: NotificationSchema.optional(),
  version: z.number().int().positive().optional(),
});

/** POST /users/security: the current password is checked by Cognito itself. */
export const SecurityUpdateSchema = z.object({
  id: z.string().min(1),
  currentPassword: z.string({ error: USER_MESSAGES.currentPassword }).min(1, USER_MESSAGES.currentPassword),
  password: z.string({ error: USER_MESSAGES.password }).min(1, USER_MESSAGES.password).max(256),
});

/** The console's password pair: confirm must repeat the new password. */
export function withConfirm<S extends z.ZodObject<{ password: z.ZodType<string> }>>(schema: S) {
  return schema
    .extend({ confirm: z.string({ error: USER_MESSAGES.confirm }).min(1, USER_MESSAGES.confirm) })
    .refine((v) => v.confirm === v.password, { message: USER_MESSAGES.inconsistent, path: ['confirm'] });
}

export const AvatarUpdateSchema = z.object({
  id: z.string().min(1),
  avatarUrl: z.url('The avatar must be a URL.').max(2000),
});

export const LoginSchema = z.object({
  username: z.string({ error: USER_MESSAGES.username }).trim().min(1, USER_MESSAGES.username),
  password: z.string({ error: USER_MESSAGES.password }).min(1, USER_MESSAGES.password),
});

const AreaPermissionSchema = z.object({ read: z.boolean(), write: z.boolean() });
export const PermissionMapSchema = z.partialRecord(z.enum(AREA_NAMES as [Area, ...Area[]]), AreaPermissionSchema);

export const UserGroupSchema = z.object({
  value: z.string({ error: 'Please input the group name!' }).trim().min(1, 'Please input the group name!').max(100),
  version: z.number().int().positive().optional(),
});

export const PermissionsUpdateSchema = z.object({
  permission: PermissionMapSchema,
  version: z.number().int().positive().optional(),
});

export const PagingSchema = z.object({
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(1000).default(10),
  sort: z.string().optional(),
  value: z.string().optional(),
});

/** Comma-separated ids in a query (`id=1,2` or `idList=1,2`). */
export const IdListSchema = z
  .string({ error: 'Name the ids to delete.' })
  .transform((v) => v.split(',').map((s) => s.trim()).filter(Boolean))
  .pipe(z.array(z.string()).min(1, 'Name the ids to delete.').max(100));
