import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { S3Client } from '@aws-sdk/client-s3';
import { config, localCredentials } from './config';

/** The same SDK clients talk to AWS and, with an endpoint set, to the local emulators. */
const local = (endpoint: string | undefined) => (endpoint ? { endpoint, credentials: localCredentials } : {});

export const dynamo = DynamoDBDocumentClient.from(
  new DynamoDBClient({ region: config.region, ...local(config.dynamoDbEndpoint) }),
  { marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: true } },
);

export const cognito = new CognitoIdentityProviderClient({ region: config.region, ...local(config.cognitoEndpoint) });

export const s3 = new S3Client({
  region: config.region,
  ...local(config.s3Endpoint),
  // s3rver serves buckets by path; AWS by virtual host.
  forcePathStyle: Boolean(config.s3Endpoint),
  // Presigned posts must not carry checksum fields the browser cannot compute.
  requestChecksumCalculation: 'WHEN_REQUIRED',
});
