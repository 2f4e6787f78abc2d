import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../../infra/museum-app';

/** The Region tests synthesise for: the CLI always names one (infra/museum-app.ts), a test has to. */
export const SYNTH_REGION = 'eu-central-1';

/** The feature flags and settings of cdk.json and a Region, so tests synthesise what `cdk synth` does. */
export function cdkJsonContext(): Record<string, unknown> {
  const cdkJson = JSON.parse(readFileSync(join(PROJECT_ROOT, 'cdk.json'), 'utf8')) as { context: Record<string, unknown> };
  return { ...cdkJson.context, region: SYNTH_REGION };
}

/** The same context, with CDK's own switch that skips asset bundling (for tests of the template alone). */
export function bundlingSkipped(): Record<string, unknown> {
  return { ...cdkJsonContext(), 'aws:cdk:bundling-stacks': [] };
}

/**
 * Runs `build` with CDK's "Bundling asset ..." lines (one per function, written straight to
 * stderr) held back, so a green run prints none; if it throws, they go to the console, which the
 * runner shows with the failure.
 */
export function holdingBundlingProgress<T>(build: () => T): T {
  const write = process.stderr.write;
  const held: string[] = [];
  process.stderr.write = ((chunk: string | Uint8Array) => held.push(String(chunk)) > 0) as typeof process.stderr.write;
  let built = false;
  try {
    const result = build();
    built = true;
    return result;
  } finally {
    process.stderr.write = write;
    if (!built) console.error(held.join(''));
  }
}
