import { cognito } from './aws';
import { ConflictError, NotFoundError, TooManyRequestsError, UnauthorizedError, ValidationError } from './errors';
import type { RegistryTenant } from './tenants';

/**
 * A user's sign-in in the tenant's Cognito pool. Profiles live in DynamoDB; these calls keep
 * the two together (the callers undo the Cognito side when the profile write fails).
 * Cognito's errors are told apart by name: the SDK module loads lazily (see aws.ts).
 */
export async function createSignIn(registry: RegistryTenant, input: { username: string; password: string; email: string; name: string }) {
  const { sdk, client } = await cognito();
  try {
    const created = await client.send(
      new sdk.AdminCreateUserCommand({
        UserPoolId: registry.userPoolId,
        Username: input.username,
        MessageAction: 'SUPPRESS',
        UserAttributes: [
          { Name: 'email', Value: input.email },
          { Name: 'name', Value: input.name },
        ],
      }),
    );
    const sub = created.User?.Attributes?.find((a) => a.Name === 'sub')?.Value;
    if (!sub) throw new Error('Cognito created a user without a sub');
    await setPassword(registry, input.username, input.password).catch(async (error: unknown) => {
      await deleteSignIn(registry, input.username);
      throw error;
    });
    return sub;
  } catch (error) {
    throw callerError(error, input.username);
  }
}

export async function setPassword(registry: RegistryTenant, username: string, password: string) {
  const { sdk, client } = await cognito();
  try {
    await client.send(new sdk.AdminSetUserPasswordCommand({ UserPoolId: registry.userPoolId, Username: username, Password: password, Permanent: true }));
  } catch (error) {
    throw callerError(error, username);
  }
}

export async function updateSignInAttributes(registry: RegistryTenant, username: string, attrs: { email: string; name: string }) {
  const { sdk, client } = await cognito();
  try {
    await client.send(
      new sdk.AdminUpdateUserAttributesCommand({
        UserPoolId: registry.userPoolId,
        Username: username,
        UserAttributes: [
          { Name: 'email', Value: attrs.email },
          { Name: 'name', Value: attrs.name },
        ],
      }),
    );
  } catch (error) {
    throw callerError(error, username);
  }
}

export async function deleteSignIn(registry: RegistryTenant, username: string) {
  const { sdk, client } = await cognito();
  try {
    await client.send(new sdk.AdminDeleteUserCommand({ UserPoolId: registry.userPoolId, Username: username }));
  } catch (error) {
    // Already gone is the state we wanted.
    if (error instanceof Error && error.name === 'UserNotFoundException') return;
    throw callerError(error, username);
  }
}

/** Checks a username and password against the tenant's pool; returns Cognito's ID token. */
export async function passwordSignIn(registry: RegistryTenant, username: string, password: string): Promise<string> {
  const { sdk, client } = await cognito();
  try {
    const result = await client.send(
      new sdk.InitiateAuthCommand({
        ClientId: registry.userPoolClientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: username, PASSWORD: password },
      }),
    );
    const idToken = result.AuthenticationResult?.IdToken;
    if (!idToken) throw new SignInRefused();
    return idToken;
  } catch (error) {
    // Every reason a sign-in fails reads the same to the caller, so none tells whether the user exists.
    if (error instanceof Error && SIGN_IN_REFUSALS.has(error.name)) throw new SignInRefused();
    throw callerError(error, username);
  }
}

const SIGN_IN_REFUSALS = new Set([
  'NotAuthorizedException',
  'UserNotFoundException',
  'PasswordResetRequiredException',
  'UserNotConfirmedException',
  'InvalidPasswordException',
  'InvalidParameterException',
]);

/** The username and password do not sign in (whatever Cognito's precise reason). */
export class SignInRefused extends Error {
  constructor() {
    super('Incorrect username or password.');
  }
}

/**
 * Cognito's answers that are about the request, as the caller's errors (400, 401, 404, 409, 429)
 * instead of a 500: the caller can act on them. Cognito's own sentence is kept where it is the
 * rule the caller broke (its password policy). Anything else (our IAM, a Cognito outage) stays
 * unexpected and is logged as such.
 */
export function callerError(error: unknown, username: string): unknown {
  if (!(error instanceof Error)) return error;
  switch (error.name) {
    case 'InvalidPasswordException':
      return new ValidationError(`The password is not accepted: ${error.message}`, { password: error.message });
    case 'InvalidParameterException':
      return new ValidationError(`The sign-in service did not accept the user's details: ${error.message}`);
    case 'UsernameExistsException':
    case 'AliasExistsException':
      return new ConflictError(`The username ${username} is already taken.`, { field: 'username' });
    case 'UserNotFoundException':
      return new NotFoundError(`The user ${username} has no sign-in in this museum.`);
    case 'NotAuthorizedException':
      return new UnauthorizedError(`The sign-in service refused this for the user ${username}: ${error.message}`);
    case 'TooManyRequestsException':
    case 'LimitExceededException':
    case 'TooManyFailedAttemptsException':
      return new TooManyRequestsError('The sign-in service is receiving too many requests. Try again in a minute.', 60);
    default:
      return error;
  }
}
