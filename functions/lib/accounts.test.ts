import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createSignIn, deleteSignIn, passwordSignIn, setPassword, SignInRefused, updateSignInAttributes } from './accounts';
import { HttpError } from './errors';
import type { RegistryTenant } from './tenants';

/**
 * Cognito's refusals as the caller sees them. The SDK client is replaced by one that fails every
 * call with the error Cognito names; the integration suite meets the ones cognito-local produces.
 */
const failure = vi.hoisted(() => ({ next: undefined as Error | undefined }));
vi.mock('./aws', async () => {
  const sdk = await import('@aws-sdk/client-cognito-identity-provider');
  const client = {
    send: async () => {
      if (failure.next) throw failure.next;
      return { User: { Attributes: [{ Name: 'sub', Value: 'sub-1' }] } };
    },
  };
  return { cognito: async () => ({ sdk, client }) };
});

const registry = { userPoolId: 'eu-west-1_pool', userPoolClientId: 'client' } as RegistryTenant;
const cognitoError = (name: string, message: string) => Object.assign(new Error(message), { name });

beforeEach(() => {
  failure.next = undefined;
});

async function answerTo(call: () => Promise<unknown>) {
  const error = await call().then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  const { status, exception, debugMessage, details } = error as HttpError;
  return { status, exception, debugMessage, details };
}

describe("Cognito's refusals", () => {
  it("answer a password that breaks the pool's policy with 400 and Cognito's rule", async () => {
    failure.next = cognitoError('InvalidPasswordException', 'Password did not conform with policy: Password must have uppercase characters');
    expect(await answerTo(() => setPassword(registry, 'ana', 'weakpass1'))).toEqual({
      status: 400,
      exception: 'ValidationException',
      debugMessage: 'The password is not accepted: Password did not conform with policy: Password must have uppercase characters',
      details: { fieldErrors: { password: 'Password did not conform with policy: Password must have uppercase characters' } },
    });
  });

  it.each([
    ['InvalidParameterException', 400],
    ['NotAuthorizedException', 401],
    ['UserNotFoundException', 404],
    ['UsernameExistsException', 409],
    ['AliasExistsException', 409],
    ['TooManyRequestsException', 429],
    ['LimitExceededException', 429],
  ])('answer %s with %i, never 500', async (name, status) => {
    for (const call of [
      () => createSignIn(registry, { username: 'ana', password: 'Secret-1x', email: 'ana@example.org', name: 'Ana' }),
      () => setPassword(registry, 'ana', 'Secret-1x'),
      () => updateSignInAttributes(registry, 'ana', { email: 'ana@example.org', name: 'Ana' }),
    ]) {
      failure.next = cognitoError(name, `Cognito says ${name}`);
      expect((await answerTo(call)).status).toBe(status);
    }
  });

  it('answer a throttled sign-in with 429 and when to try again, not with a wrong-password refusal', async () => {
    failure.next = cognitoError('TooManyRequestsException', 'Too many requests');
    expect(await answerTo(() => passwordSignIn(registry, 'ana', 'x'))).toMatchObject({ status: 429, details: { retryAfterSeconds: 60 } });
  });

  it('read the same for every reason a sign-in fails', async () => {
    for (const name of ['NotAuthorizedException', 'UserNotFoundException', 'InvalidPasswordException', 'PasswordResetRequiredException', 'UserNotConfirmedException']) {
      failure.next = cognitoError(name, name);
      await expect(passwordSignIn(registry, 'ana', 'x')).rejects.toBeInstanceOf(SignInRefused);
    }
  });

  it('let a sign-in already gone count as deleted, and leave failures of our own unexpected', async () => {
    failure.next = cognitoError('UserNotFoundException', 'User does not exist');
    await expect(deleteSignIn(registry, 'ana')).resolves.toBeUndefined();
    failure.next = cognitoError('AccessDeniedException', 'not allowed');
    await expect(deleteSignIn(registry, 'ana')).rejects.toMatchObject({ name: 'AccessDeniedException' });
  });
});
