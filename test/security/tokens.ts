import { createSign, generateKeyPairSync } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { CognitoIdentityProviderClient, CreateUserPoolClientCommand, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import type { Api } from '../support/api';

/**
 * Tokens an attacker could present, made by hand (header.payload.signature, base64url) from a real
 * token of the museum, so each differs from a valid one in exactly one respect.
 */
type Claims = Record<string, unknown>;

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

export function claimsOf(token: string): { header: Claims; payload: Claims } {
  const [header, payload] = token.split('.');
  return { header: JSON.parse(Buffer.from(header, 'base64url').toString()), payload: JSON.parse(Buffer.from(payload, 'base64url').toString()) };
}

function signRs256(header: Claims, payload: Claims, privateKeyPem: string): string {
  const input = `${b64url(header)}.${b64url(payload)}`;
  const signature = createSign('RSA-SHA256').update(input).sign(privateKeyPem).toString('base64url');
  return `${input}.${signature}`;
}

/** cognito-local signs every pool's tokens with the key its package ships. */
function cognitoLocalKey(): string {
  const require = createRequire(import.meta.url);
  const file = require.resolve('cognito-local/lib/keys/cognitoLocal.private.json');
  return JSON.parse(readFileSync(file, 'utf8')).pem as string;
}

const now = () => Math.floor(Date.now() / 1000);

/** The real token with `alg: none` and no signature. */
export function algNoneToken(real: string): string {
  const { header, payload } = claimsOf(real);
  return `${b64url({ ...header, alg: 'none' })}.${b64url(payload)}.`;
}

/** The real claims signed with a fresh RSA key of our own, under the pool's key id. */
export function wrongKeyToken(real: string): string {
  const { header, payload } = claimsOf(real);
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048, privateKeyEncoding: { type: 'pkcs8', format: 'pem' }, publicKeyEncoding: { type: 'spki', format: 'pem' } });
  return signRs256(header, payload, privateKey);
}

/** The real claims re-signed with the pool's own key: valid unless `payload` changes them. */
export function resignedToken(real: string, changes: Claims = {}): string {
  const { header, payload } = claimsOf(real);
  return signRs256(header, { ...payload, ...changes }, cognitoLocalKey());
}

/** Signed by the pool's own key, but it expired an hour ago. */
export function expiredToken(real: string): string {
  return resignedToken(real, { iat: now() - 7200, auth_time: now() - 7200, exp: now() - 3600 });
}

/**
 * A real ID token of the same pool and user, issued to another app client of that pool (made
 * here with the Cognito API against the stack's local Cognito).
 */
export async function otherClientToken(api: Api, cognitoEndpoint: string, username: string, password: string): Promise<string> {
  const tenant = api.host.startsWith('localhost') ? 'localhost' : api.host.split('.')[0];
  const config = (await api.get(`/tenants/${tenant}.json`)).body as { userPoolId: string };
  const cognito = new CognitoIdentityProviderClient({ region: 'local', endpoint: cognitoEndpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  const { UserPoolClient } = await cognito.send(
    new CreateUserPoolClientCommand({ UserPoolId: config.userPoolId, ClientName: 'not-the-console', ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH'] }),
  );
  const auth = await cognito.send(
    new InitiateAuthCommand({ ClientId: UserPoolClient!.ClientId!, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: username, PASSWORD: password } }),
  );
  const token = auth.AuthenticationResult?.IdToken;
  if (!token) throw new Error('the other app client gave no ID token');
  return token;
}
