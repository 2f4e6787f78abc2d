import { TEXTS } from '../../shared/constants';
import { passwordSignIn, SignInRefused } from '../lib/accounts';
import type { PublicContext, RequestContext } from '../lib/context';
import { UserEntity } from '../lib/entities/user';
import { UnauthorizedError } from '../lib/errors';
import { getUser, toUserDto } from '../staff/user-reads';
import { beginLoginAttempt } from './login-lockout';

/**
 * POST /login: the token travels in the Authorization response header (spec 1 section 7). A
 * username locked by failed attempts gets 429 before its password is tried (login-lockout.ts).
 */
export async function login(ctx: PublicContext, input: { username: string; password: string }) {
  if (!ctx.registry) throw new UnauthorizedError(TEXTS.incorrectLogin);
  const attempt = await beginLoginAttempt(ctx.registry.slug, input.username);
  let token: string;
  try {
    token = await passwordSignIn(ctx.registry, input.username, input.password);
  } catch (error) {
    if (error instanceof SignInRefused) throw new UnauthorizedError(TEXTS.incorrectLogin);
    await attempt.undecided();
    throw error;
  }
  await attempt.succeeded();
  return { token };
}

/**
 * The current user. The first call after a sign-in (the token's auth_time is newer than the
 * stored visit) records the visit as lastSeen.
 */
export async function currentUser(ctx: RequestContext) {
  if (!ctx.profile) return getUser(ctx, ctx.user.id);
  const { user, group } = ctx.profile;
  const authTime = ctx.user.authTime;
  if (authTime && (!user.lastSeen || authTime > user.lastSeen)) {
    await UserEntity.patch({ tenant: ctx.tenant, id: user.id }).set({ lastSeen: authTime }).go();
    return toUserDto({ ...user, lastSeen: authTime }, group);
  }
  return toUserDto(user, group);
}
