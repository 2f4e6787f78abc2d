import * as z from 'zod/mini';
import { nameText, optional, requiredText, responseSchema } from './common';
import { PermissionMapSchema } from './permission-map';
import { PreferencesSchema } from './preferences';
import { USER_MESSAGES } from './user-messages';

// A person's details, as the user forms (spec 1 section 3) and the own profile (section 5) both
// take them.

/** An optional text; an empty string or null counts as absent. */
const optionalText = optional(
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

const flag = optional(z.boolean());
export const NotificationSchema = z.object({
  item: optional(z.object({ create: flag, update: flag, delete: flag })),
});

const email = z.pipe(requiredText(USER_MESSAGES.email, 254), z.email(USER_MESSAGES.emailInvalid));

export const PersonalDetailsShape = {
  name: nameText(USER_MESSAGES.name, 200),
  email,
  userGroup: GroupRef,
  phoneNumber: optionalText,
  address: optionalText,
};

/** A user as the API answers (spec 1 section 3). */
export const UserSchema = responseSchema(() =>
  z.object({
    id: z.string(),
    username: z.string(),
    name: z.string(),
    email: z.string(),
    phoneNumber: z.nullable(z.string()),
    address: z.nullable(z.string()),
    avatarUrl: z.nullable(z.string()),
    /** YYYY-MM-DD HH:mm:ss */
    lastSeen: z.nullable(z.string()),
    tenant: z.string(),
    enabledFeatures: z.array(z.string()),
    notification: z.object({ item: z.object({ create: z.boolean(), update: z.boolean(), delete: z.boolean() }) }),
    userGroup: z.nullable(z.object({ id: z.string(), value: z.string(), type: z.string(), permission: PermissionMapSchema })),
    /** Always present: a user who never chose has DEFAULT_PREFERENCES. */
    preferences: PreferencesSchema,
    version: z.number(),
  }),
);
export type User = z.infer<typeof UserSchema>;
