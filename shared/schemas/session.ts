import * as z from 'zod/mini';
import { requiredText } from './common';
import { USER_MESSAGES } from './user-messages';

/** POST /login (spec 1 section 7). */
export const LoginSchema = z.object({
  username: requiredText(USER_MESSAGES.username, 128),
  password: z.string({ error: USER_MESSAGES.password }).check(z.minLength(1, USER_MESSAGES.password)),
});
