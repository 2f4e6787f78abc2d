import { createHash, createHmac } from 'node:crypto';
import { SignatureV4 } from '@smithy/signature-v4';
import type { SourceData } from '@smithy/types';
import { describe, expect, it } from 'vitest';
import { signRequest, type Credentials } from './sigv4';

/** The SDK's signer hashes through this interface; node:crypto does the work, as in ours. */
class Sha256 {
  private readonly hash;
  constructor(secret?: SourceData) {
    this.hash = secret ? createHmac('sha256', toBytes(secret)) : createHash('sha256');
  }
  update(data: SourceData) {
    this.hash.update(toBytes(data));
  }
  async digest() {
    return new Uint8Array(this.hash.digest());
  }
}

const toBytes = (data: SourceData) =>
  typeof data === 'string' ? data : ArrayBuffer.isView(data) ? new Uint8Array(data.buffer, data.byteOffset, data.byteLength) : new Uint8Array(data);

async function sdkAuthorization(credentials: Credentials, body: string, now: Date) {
  // `applyChecksum: false`: DynamoDB does not ask for the payload hash as a header (it is signed
  // either way, inside the canonical request), so neither signer sends it.
  const signer = new SignatureV4({ credentials, region: 'eu-west-1', service: 'dynamodb', sha256: Sha256, applyChecksum: false });
  const signed = await signer.sign(
    {
      method: 'POST',
      protocol: 'https:',
      hostname: 'dynamodb.eu-west-1.amazonaws.com',
      path: '/',
      headers: {
        host: 'dynamodb.eu-west-1.amazonaws.com',
        'content-type': 'application/x-amz-json-1.0',
        'x-amz-target': 'DynamoDB_20120810.GetItem',
      },
      body,
    },
    { signingDate: now },
  );
  return signed.headers;
}

function ours(credentials: Credentials, body: string, now: Date) {
  return signRequest({
    method: 'POST',
    path: '/',
    headers: {
      host: 'dynamodb.eu-west-1.amazonaws.com',
      'Content-Type': 'application/x-amz-json-1.0',
      'X-Amz-Target': 'DynamoDB_20120810.GetItem',
    },
    body,
    region: 'eu-west-1',
    service: 'dynamodb',
    credentials,
    now,
  });
}

describe('Signature V4', () => {
  const body = JSON.stringify({ TableName: 'museum', Key: { pk: { S: 'demo#user#é 1' }, sk: { S: 'x' } } });
  const now = new Date('2026-11-22T06:07:08.123Z');

  it('signs a DynamoDB request exactly as the AWS SDK signer does', async () => {
    const credentials = { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY' };
    const sdk = await sdkAuthorization(credentials, body, now);
    const signed = ours(credentials, body, now);
    expect(signed.authorization).toBe(sdk.authorization);
    expect(signed['x-amz-date']).toBe('20261122T060708Z');
  });

  it('signs and sends the session token of temporary (Lambda role) credentials', async () => {
    const credentials = { accessKeyId: 'ASIAEXAMPLE', secretAccessKey: 'secret', sessionToken: 'token/with+chars==' };
    const sdk = await sdkAuthorization(credentials, body, now);
    const signed = ours(credentials, body, now);
    expect(signed.authorization).toBe(sdk.authorization);
    expect(signed['x-amz-security-token']).toBe('token/with+chars==');
    expect(signed.authorization).toContain('x-amz-security-token');
  });

  it('changes the signature when the body, the day or the secret changes', () => {
    const credentials = { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'one' };
    const base = ours(credentials, body, now).authorization;
    expect(ours(credentials, `${body} `, now).authorization).not.toBe(base);
    expect(ours(credentials, body, new Date('2026-11-23T06:07:08Z')).authorization).not.toBe(base);
    expect(ours({ ...credentials, secretAccessKey: 'two' }, body, now).authorization).not.toBe(base);
  });
});
