import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { App, Validations, type AppProps } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { MuseumStack } from './museum-stack';

export const PROJECT_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const STACK_NAME = 'MuseumConsole';

export interface MuseumAppOptions extends AppProps {
  /** The built console to deploy (`web/dist`); without it only `config.json` is deployed. */
  readonly consoleAssetDir?: string;
}

/**
 * The CDK app: the museum stack, checked by cdk-nag's AWS Solutions pack. Every finding is either
 * fixed or acknowledged with its reason where the resource is defined; an unacknowledged error
 * fails synthesis. Acknowledgements are also written into the template's metadata for review.
 */
export function createMuseumApp(options: MuseumAppOptions = {}) {
  const { consoleAssetDir, ...appProps } = options;
  const app = new App(appProps);

  const stack = new MuseumStack(app, STACK_NAME, {
    description: 'Museum console: multi-tenant back office and visitor app API',
    // Environment-agnostic unless the CLI knows the target: synth needs no account and no lookups.
    env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION },
    projectRoot: PROJECT_ROOT,
    consoleAssetDir,
    domainName: app.node.tryGetContext('domain'),
    certificateArn: app.node.tryGetContext('certificateArn'),
    logLevel: app.node.tryGetContext('logLevel'),
  });

  Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { writeSuppressionsToCloudFormation: true }));
  return { app, stack };
}
