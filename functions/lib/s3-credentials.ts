import type { CredentialSource } from './dynamodb/credentials';

/**
 * S3 calls and presigned URLs are signed as DynamoDB's are (`dynamodb/credentials.ts`): inside a
 * tenant's request with the tenant's session, which reaches only that tenant's folders
 * (`infra/tenant-policy.ts`), otherwise with the function's own credentials. `memoized` tells the
 * SDK not to keep its first answer for every later call, which would sign the next tenant's
 * request with the first tenant's session: the source itself keeps each tenant's session until
 * shortly before it expires.
 */
export function s3Credentials(source: CredentialSource): CredentialSource & { memoized: true } {
  return Object.assign(() => source(), { memoized: true as const });
}
