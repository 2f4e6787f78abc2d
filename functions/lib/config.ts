/**
 * Environment, read once at load and validated: a misconfigured function fails at cold start,
 * not in the middle of a request. The `*_ENDPOINT` variables are set only by the local stack.
 */
function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`Environment variable ${name} is required`);
  return value;
}

export const config = {
  tableName: required('TABLE_NAME'),
  uploadsBucket: process.env.UPLOADS_BUCKET ?? '',
  uploadsPublicUrl: process.env.UPLOADS_PUBLIC_URL ?? '',
  region: process.env.AWS_REGION ?? 'eu-west-1',
  dynamoDbEndpoint: process.env.DYNAMODB_ENDPOINT,
  s3Endpoint: process.env.S3_ENDPOINT,
  cognitoEndpoint: process.env.COGNITO_ENDPOINT,
  webBucket: process.env.WEB_BUCKET,
} as const;

export { localCredentials } from './local-credentials';
