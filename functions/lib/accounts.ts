import {
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminSetUserPasswordCommand,
  AdminUpdateUserAttributesCommand,
  UsernameExistsException,
  InvalidPasswordException,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import { cognito } from './aws';
import { ConflictError, ValidationError } from './errors';
import type { RegistryTenant } from './tenants';

/**
 * A user's sign-in in the tenant's Cognito pool. Profiles live in DynamoDB; these calls keep
 * the two together (the callers undo the Cognito side when the profile write fails).
 */
export async function createSignIn(registry: RegistryTenant, input: { username: string; password: string; email: string; name: string }) {
  try {
    const created = await cognito.send(
      new AdminCreateUserCommand({
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
    await setPassword(registry, input.username, input.password).catch(async (error) => {
      await deleteSignIn(registry, input.username);
      throw error;
    });
    return sub;
  } catch (error) {
    if (error instanceof UsernameExistsException) throw new ConflictError(`The username ${input.username} is already taken.`, { field: 'username' });
    throw error;
  }
}

export async function setPassword(registry: RegistryTenant, username: string, password: string) {
  try {
    await cognito.send(new AdminSetUserPasswordCommand({ UserPoolId: registry.userPoolId, Username: username, Password: password, Permanent: true }));
  } catch (error) {
    if (error instanceof InvalidPasswordException) {
      throw new ValidationError(`The password is not accepted: ${error.message}`, { password: error.message });
    }
    throw error;
  }
}

export async function updateSignInAttributes(registry: RegistryTenant, username: string, attrs: { email: string; name: string }) {
  await cognito.send(
    new AdminUpdateUserAttributesCommand({
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
  try {
    await cognito.send(new AdminDeleteUserCommand({ UserPoolId: registry.userPoolId, Username: username }));
  } catch (error) {
    // Already gone is the state we wanted.
    if (!(error instanceof UserNotFoundException)) throw error;
  }
}
