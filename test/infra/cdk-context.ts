import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../../infra/museum-app';

/** The feature flags and settings of cdk.json, so tests synthesise what `cdk synth` does. */
export function cdkJsonContext(): Record<string, unknown> {
  const cdkJson = JSON.parse(readFileSync(join(PROJECT_ROOT, 'cdk.json'), 'utf8')) as { context: Record<string, unknown> };
  return cdkJson.context;
}

/** The same context, with CDK's own switch that skips asset bundling (for tests of the template alone). */
export function bundlingSkipped(): Record<string, unknown> {
  return { ...cdkJsonContext(), 'aws:cdk:bundling-stacks': [] };
}
