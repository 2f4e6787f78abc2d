import { passwordSignIn, SignInRefused } from '../lib/accounts';
import type { PublicContext, RequestContext } from '../lib/context';
import { UserEntity } from '../lib/entities/user';
import { UnauthorizedError } from '../lib/errors';
import { getUser, toUserDto } from '../users/user-reads';

/** POST /login: the token travels in the Authorization response header (spec 1 section 7). */
export async function login(ctx: PublicContext, input: { username: string; password: string }) {
  if (!ctx.registry) throw new UnauthorizedError('Incorrect username or password.');
  try {
    return { token: await passwordSignIn(ctx.registry, input.username, input.password) };
  } catch (error) {
    if (error instanceof SignInRefused) throw new UnauthorizedError('Incorrect username or password.');
    throw error;
  }
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
