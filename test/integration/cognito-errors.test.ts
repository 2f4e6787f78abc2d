import { AdminCreateUserCommand, AdminDeleteUserCommand, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { beforeAll, describe, expect, it, inject } from 'vitest';
import { expectErrorBody } from '../support/api';
import { adminClients, unique } from './context';

/**
 * Cognito's refusals that cognito-local produces reach the caller as the caller's errors, never
 * as a 500. (It does not enforce password policies or throttle: accounts.test.ts covers those.)
 */
describe("Cognito's refusals through the API", () => {
  const { env } = inject('stack');
  const idp = new CognitoIdentityProviderClient({ region: 'local', endpoint: env.COGNITO_ENDPOINT, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  let clients: Awaited<ReturnType<typeof adminClients>>;
  let groupId: string;
  let userPoolId: string;

  beforeAll(async () => {
    clients = await adminClients();
    groupId = (await clients.local.post('/api/users/user-groups', { value: unique('Cognito '), permission: { user: { read: true, write: false } } })).body.id;
    userPoolId = (await clients.local.get('/tenants/localhost.json')).body.userPoolId;
    expect(userPoolId).toBeTruthy();
  });

  it("answers an update of a user whose sign-in is gone from the pool with the caller's error, not a 500", async () => {
    const username = unique('vanished');
    const created = await clients.local.post('/api/users', { name: 'Vanished User', email: `${username}@example.org`, username, password: 'Passw0rd-gone', userGroup: { id: groupId } });
    expect(created.status).toBe(200);
    await idp.send(new AdminDeleteUserCommand({ UserPoolId: userPoolId, Username: username }));

    const res = await clients.local.put(`/api/users/${created.body.id}`, { name: 'Vanished Again', email: `${username}@example.org`, userGroup: { id: groupId }, version: created.body.version });
    // cognito-local answers NotAuthorizedException (401) where AWS answers UserNotFoundException (404).
    expect([401, 404]).toContain(res.status);
    expectErrorBody(res.body, res.status);
    expect(res.body.debugMessage).toContain(username);
  });

  it('answers a username already taken in the pool with 409 on the username field', async () => {
    const username = unique('taken');
    await idp.send(new AdminCreateUserCommand({ UserPoolId: userPoolId, Username: username, MessageAction: 'SUPPRESS' }));
    const res = await clients.local.post('/api/users', { name: 'Taken Name', email: `${username}@example.org`, username, password: 'Passw0rd-taken', userGroup: { id: groupId } });
    expect(res.status).toBe(409);
    expectErrorBody(res.body, 409);
    expect(res.body.field).toBe('username');
  });
});
