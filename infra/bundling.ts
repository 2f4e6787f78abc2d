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
   * The AWS SDK v3 comes from the Lambda runtime (as CDK's `bundleAwsSDK: false` does): bundled,
   * the SDK alone weighs over a megabyte and breaks the bundle budget. The local stack and the
   * benchmark resolve it from node_modules.
   */
  external: ['@aws-sdk/*'],
  /**
   * Packages replaced in the bundle, by paths relative to the project root: ElectroDB's model
   * check keeps only what a deployed function needs (see the replacement's comment).
   */
  alias: { jsonschema: './functions/lib/bundle/jsonschema-lite.cjs' },
} as const;
