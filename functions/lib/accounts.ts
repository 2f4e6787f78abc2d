import { cognito } from './aws';
import { ConflictError, ValidationError } from './errors';
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
    if (error instanceof Error && error.name === 'UsernameExistsException') {
      throw new ConflictError(`The username ${input.username} is already taken.`, { field: 'username' });
    }
    throw error;
  }
}

export async function setPassword(registry: RegistryTenant, username: string, password: string) {
  const { sdk, client } = await cognito();
  try {
    await client.send(new sdk.AdminSetUserPasswordCommand({ UserPoolId: registry.userPoolId, Username: username, Password: password, Permanent: true }));
  } catch (error) {
    if (error instanceof Error && error.name === 'InvalidPasswordException') {
      throw new ValidationError(`The password is not accepted: ${error.message}`, { password: error.message });
    }
    throw error;
  }
}

export async function updateSignInAttributes(registry: RegistryTenant, username: string, attrs: { email: string; name: string }) {
  const { sdk, client } = await cognito();
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
}

export async function deleteSignIn(registry: RegistryTenant, username: string) {
  const { sdk, client } = await cognito();
  try {
    await client.send(new sdk.AdminDeleteUserCommand({ UserPoolId: registry.userPoolId, Username: username }));
  } catch (error) {
    // Already gone is the state we wanted.
    if (!(error instanceof Error && error.name === 'UserNotFoundException')) throw error;
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
    const refused = ['NotAuthorizedException', 'UserNotFoundException', 'PasswordResetRequiredException', 'UserNotConfirmedException', 'InvalidPasswordException'];
    if (error instanceof Error && refused.includes(error.name)) throw new SignInRefused();
    throw error;
  }
}

/** The username and password do not sign in (whatever Cognito's precise reason). */
export class SignInRefused extends Error {
  constructor() {
    super('Incorrect username or password.');
  }
}
