import { build } from 'esbuild';
import { LAMBDA_BUNDLING } from './bundling';

/**
 * Builds one function's bundle as the CDK does (same target, banner, externals and aliases,
 * minified), for the benchmark and for the tests that run deployed bundles.
 */
export async function buildLambda(
  entry: string,
  outfile: string,
  options: { external?: string[]; alias?: Record<string, string> } = {},
): Promise<void> {
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: LAMBDA_BUNDLING.target,
    minify: true,
    banner: { js: LAMBDA_BUNDLING.banner },
    external: options.external ?? [...LAMBDA_BUNDLING.external],
    alias: options.alias ?? { ...LAMBDA_BUNDLING.alias },
    absWorkingDir: process.cwd(),
    logLevel: 'error',
  });
}
