import { S3Client } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { describe, expect, it } from 'vitest';
import { s3Credentials } from './s3-credentials';
import { createTenantCredentials, runAsTenant, scopedToTenant } from './tenant-credentials';

const own = async () => ({ accessKeyId: 'OWN', secretAccessKey: 'own-secret' });
const credentialsFor = createTenantCredentials({
  roleArn: 'arn:aws:iam::111111111111:role/TenantData',
  assumeRole: async (_role, tenant) => ({ accessKeyId: `SESSION-${tenant}`, secretAccessKey: 's', sessionToken: 't', expiration: new Date(Date.now() + 3_600_000) }),
});

/** The access key a presigned POST made now is signed with. */
async function signer(client: S3Client): Promise<string> {
  const post = await createPresignedPost(client, { Bucket: 'museum-uploads', Key: 'demo/objects/a.png', Expires: 60 });
  return post.fields['X-Amz-Credential'].split('/')[0];
}

describe('S3 credentials', () => {
  it("sign each request with its own tenant's session in one warm client, and with the function's own outside a tenant", async () => {
    const client = new S3Client({ region: 'eu-west-1', credentials: s3Credentials(scopedToTenant(own, credentialsFor)) });
    expect(await runAsTenant('demo', () => signer(client))).toBe('SESSION-demo');
    expect(await runAsTenant('louvre', () => signer(client))).toBe('SESSION-louvre');
    expect(await signer(client)).toBe('OWN');
    expect(await runAsTenant('demo', () => signer(client))).toBe('SESSION-demo');
  });
});
