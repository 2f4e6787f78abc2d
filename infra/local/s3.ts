import { createRequire } from 'node:module';
import S3rver from 's3rver';
import { localCredentials } from '../../functions/lib/local-credentials';

/**
 * s3rver checks the signatures of signed requests against its own accounts (only `S3RVER` by
 * default): the functions' local credentials are added to them, so a function's own S3 calls
 * (deleting a removed file, writing an export) are signed and checked as on AWS.
 */
function acceptLocalCredentials() {
  const { DUMMY_ACCOUNT } = createRequire(import.meta.url)('s3rver/lib/models/account') as {
    DUMMY_ACCOUNT: { createKeyPair(accessKeyId: string, secretAccessKey: string): void };
  };
  DUMMY_ACCOUNT.createKeyPair(localCredentials.accessKeyId, localCredentials.secretAccessKey);
}

const CORS = `<CORSConfiguration>
  <CORSRule>
    <AllowedOrigin>*</AllowedOrigin>
    <AllowedMethod>GET</AllowedMethod>
    <AllowedMethod>HEAD</AllowedMethod>
    <AllowedMethod>PUT</AllowedMethod>
    <AllowedMethod>POST</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <ExposeHeader>ETag</ExposeHeader>
    <MaxAgeSeconds>3000</MaxAgeSeconds>
  </CORSRule>
</CORSConfiguration>`;

/**
 * s3rver in process. The console on localhost and demo.localhost posts uploads straight to it,
 * so the bucket answers CORS for any local origin.
 */
export async function startS3(port: number, directory: string, bucket: string): Promise<{ stop(): Promise<void> }> {
  acceptLocalCredentials();
  const server = new S3rver({
    port,
    address: '127.0.0.1',
    directory,
    silent: true,
    configureBuckets: [{ name: bucket, configs: [CORS] }],
  });
  await server.run();
  return { stop: () => server.close() };
}
