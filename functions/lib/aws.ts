import { config, localCredentials } from './config';
import { DynamoDbClient } from './dynamodb/client';
import { defaultCredentials, staticCredentials } from './dynamodb/credentials';
import { s3Credentials } from './s3-credentials';

/** The same clients talk to AWS and, with an endpoint set, to the local emulators. */
export const local = (endpoint: string | undefined) => (endpoint ? { endpoint, credentials: localCredentials } : {});

/**
 * Every function reads DynamoDB, so its client is made at load. It is our own small client
 * (see `dynamodb/client.ts`): the SDK's would cost every cold start more than its whole budget.
 */
export const dynamo = new DynamoDbClient({
  region: config.region,
  endpoint: config.dynamoDbEndpoint,
  credentials: config.dynamoDbEndpoint ? staticCredentials(localCredentials) : defaultCredentials(),
});

/**
 * Cognito and S3 are needed by few routes (sign-in, user writes, uploads). Their SDK modules
 * load on first use, so the reads that make up most traffic do not pay for them at cold start.
 */
let cognitoModule: Promise<{ sdk: typeof import('@aws-sdk/client-cognito-identity-provider'); client: import('@aws-sdk/client-cognito-identity-provider').CognitoIdentityProviderClient }> | undefined;
export function cognito() {
  cognitoModule ??= import('@aws-sdk/client-cognito-identity-provider').then((sdk) => ({
    sdk,
    client: new sdk.CognitoIdentityProviderClient({ region: config.region, ...local(config.cognitoEndpoint) }),
  }));
  return cognitoModule;
}

let s3Module: Promise<{ sdk: typeof import('@aws-sdk/client-s3'); client: import('@aws-sdk/client-s3').S3Client }> | undefined;
export function s3() {
  s3Module ??= import('@aws-sdk/client-s3').then((sdk) => ({
    sdk,
    client: new sdk.S3Client({
      region: config.region,
      endpoint: config.s3Endpoint,
      credentials: s3Credentials(config.s3Endpoint ? staticCredentials(localCredentials) : defaultCredentials()),
      // s3rver serves buckets by path; AWS by virtual host.
      forcePathStyle: Boolean(config.s3Endpoint),
      // Presigned posts must not carry checksum fields the browser cannot compute.
      requestChecksumCalculation: 'WHEN_REQUIRED',
    }),
  }));
  return s3Module;
}
