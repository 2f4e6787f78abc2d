import { resources } from '../shared/routes';

/**
 * How every Lambda is bundled: the CDK functions and the benchmark read these, so the sizes and
 * load times `npm run bench` prints are those of what is deployed.
 */
export const LAMBDA_BUNDLING = {
  /** Node 20: the same code runs in the local stack on this machine's Node 20. */
  target: 'node20',
  /**
   * Some AWS SDK dependencies still call `require` at run time; an ESM bundle has none, so the
   * banner defines it before any bundled code runs.
   */
  banner:
    "import { createRequire as __museumCreateRequire } from 'node:module'; const require = __museumCreateRequire(import.meta.url);",
  /**
   * The AWS SDK clients a few routes load on first use (Cognito, S3, STS, and the credential chain
   * used off Lambda) come from the Lambda runtime, as CDK's `bundleAwsSDK: false` does: bundled,
   * they weigh megabytes. The local stack and the benchmark resolve them from node_modules.
   * DynamoDB is reached through our own client (`functions/lib/dynamodb`).
   */
  external: [
    '@aws-sdk/client-cognito-identity-provider',
    '@aws-sdk/client-s3',
    '@aws-sdk/s3-presigned-post',
    '@aws-sdk/credential-provider-node',
    // Tenant-scoped credentials (functions/lib/tenant-credentials.ts), loaded on first use.
    '@aws-sdk/client-sts',
    // A native module (libvips), shipped beside the jobs worker's bundle (`NATIVE_MODULES`).
    'sharp',
  ],
  /**
   * Packages replaced in the bundle, by paths relative to the project root (see each
   * replacement's comment): ElectroDB's model check keeps only what a deployed function needs,
   * and the SDK document client ElectroDB names at load, unused with our client, is left out.
   */
  alias: {
    jsonschema: './functions/lib/bundle/jsonschema-lite.cjs',
    '@aws-sdk/lib-dynamodb': './functions/lib/bundle/lib-dynamodb-unused.cjs',
  },
} as const;

/**
 * The cold-start budget of a function a request waits on: what its entry loads (the entry and the
 * chunks it imports statically), gzipped, and its import time against an empty handler's in the
 * same bench run (`npm run bench -- lambda-bundles`). The size is checked by
 * test/infra/bundle-size.test.ts; the time stays a bench figure (docs/design.md, "Cold starts").
 */
export const LAMBDA_GZIP_BUDGET = 80 * 1024;
export const LAMBDA_LOAD_BUDGET_RATIO = 6;

/**
 * Every function of the stack a caller waits on: one per resource of the route table, and
 * onboarding (the CLI waits on it). The jobs worker runs what no request waits on and may be larger.
 */
export const REQUEST_PATH_FUNCTIONS = (): string[] => [...resources(), 'onboarding'];
