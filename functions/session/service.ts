import { InitiateAuthCommand, NotAuthorizedException, UserNotFoundException, PasswordResetRequiredException, UserNotConfirmedException } from '@aws-sdk/client-cognito-identity-provider';
import { cognito } from '../lib/aws';
import type { PublicContext, RequestContext } from '../lib/context';
import { db } from '../lib/entities';
import { UnauthorizedError } from '../lib/errors';
import type { RegistryTenant } from '../lib/tenants';
import { getUser } from '../users/service';

/** Checks a username and password against the tenant's pool; returns Cognito's tokens. */
export async function passwordSignIn(registry: RegistryTenant, username: string, password: string) {
  try {
    const result = await cognito.send(
      new InitiateAuthCommand({
        ClientId: registry.userPoolClientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: username, PASSWORD: password },
      }),
    );
    const idToken = result.AuthenticationResult?.IdToken;
    if (!idToken) throw new UnauthorizedError('Could not log you in.');
    return { idToken, refreshToken: result.AuthenticationResult?.RefreshToken };
  } catch (error) {
    if (
      error instanceof NotAuthorizedException ||
      error instanceof UserNotFoundException ||
      error instanceof PasswordResetRequiredException ||
      error instanceof UserNotConfirmedException ||
      (error instanceof Error && error.name === 'InvalidPasswordException')
    ) {
      throw new UnauthorizedError('Incorrect username or password.');
    }
    throw error;
  }
}

/** POST /login: the token travels in the Authorization response header (spec 1 section 7). */
export async function login(ctx: PublicContext, input: { username: string; password: string }) {
  if (!ctx.registry) throw new UnauthorizedError('Incorrect username or password.');
  const { idToken } = await passwordSignIn(ctx.registry, input.username, input.password);
  return { token: idToken };
}

/**
 * The current user. The first call after a sign-in (the token's auth_time is newer than the
 * stored visit) records the visit as lastSeen.
 */
export async function currentUser(ctx: RequestContext) {
  if (ctx.user.authTime && (!ctx.user.lastSeen || ctx.user.authTime > ctx.user.lastSeen)) {
    await db.entities.user.patch({ tenant: ctx.tenant, id: ctx.user.id }).set({ lastSeen: ctx.user.authTime }).go();
  }
  return getUser(ctx, ctx.user.id);
}
