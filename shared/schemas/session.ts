import * as z from 'zod/mini';
import { PASSWORD_MAX, requiredText, responseSchema } from './common';
import { USER_MESSAGES } from './user-messages';

/** POST /login (spec 1 section 7). */
export const LoginSchema = z.object({
  username: requiredText(USER_MESSAGES.username, 128),
  password: z.string({ error: USER_MESSAGES.password }).check(z.minLength(1, USER_MESSAGES.password), z.maxLength(PASSWORD_MAX)),
});

/** What POST /login answers; the token itself travels in the Authorization response header. */
export const LoginReplySchema = responseSchema(() => z.object({ status: z.literal('OK') }));
