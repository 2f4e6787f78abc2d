import * as z from 'zod/mini';
import { requiredText } from './common';
import { USER_MESSAGES } from './user-messages';

// A person's details, as the user forms (spec 1 section 3) and the own profile (section 5) both
// take them.

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

export const PersonalDetailsShape = {
  name: requiredText(USER_MESSAGES.name, 200),
  email,
  userGroup: GroupRef,
  phoneNumber: optionalText,
  address: optionalText,
};
