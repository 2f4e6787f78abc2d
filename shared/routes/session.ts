import { type RouteDef, signedIn } from '../route-def';
import { LoginReplySchema, LoginSchema } from '../schemas/session';
import { UserSchema } from '../schemas/user-details';

/** The routes of the session function (spec 1 section 7). */
export const SESSION_ROUTES = [
  {
    method: 'POST', path: '/login', resource: 'session', access: 'public',
    summary: 'Sign in; the token comes back in the Authorization response header.',
    body: LoginSchema, response: LoginReplySchema, maxBodyBytes: 4 * 1024,
  },
  {
    method: 'GET', path: '/users/me', aliases: ['/users/current'], resource: 'session', ...signedIn,
    summary: 'The signed-in user, with group and permissions.', response: UserSchema,
  },
] as const satisfies readonly RouteDef[];
