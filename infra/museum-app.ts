import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { App, Validations, type AppProps } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { MuseumEdgeStack } from './edge-stack';
import { MuseumStack } from './museum-stack';

export const PROJECT_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const STACK_NAME = 'MuseumConsole';

export interface MuseumAppOptions extends AppProps {
  /** The built console to deploy (`web/dist`); without it only `config.json` is deployed. */
  readonly consoleAssetDir?: string;
}

/**
 * The CDK app: the museum stack and its edge stack, checked by cdk-nag's AWS Solutions pack.
 * Every finding is either fixed or acknowledged with its reason where the resource is defined; an
 * unacknowledged error fails synthesis. Acknowledgements are also written into the template's
 * metadata for review.
 *
 * The distribution's web ACL lives in the edge stack in us-east-1 (CloudFront's rule); the museum
 * stack reads its ARN across Regions, which needs both Regions known at synthesis: `-c region=`,
 * else the CLI's (the profile's, or us-east-1 when none is set). The account stays unresolved:
 * synth needs no credentials and no lookups.
 */
export function createMuseumApp(options: MuseumAppOptions = {}) {
  const { consoleAssetDir, ...appProps } = options;
  const app = new App(appProps);
  const region: unknown = app.node.tryGetContext('region') ?? process.env.CDK_DEFAULT_REGION;
  if (typeof region !== 'string' || !region) {
    throw new Error('Name the Region to deploy to: run through the CDK CLI (npm run synth / deploy), or pass -c region=<region>.');
  }
  const account = process.env.CDK_DEFAULT_ACCOUNT;

  const edge = new MuseumEdgeStack(app, `${STACK_NAME}Edge`, {
    description: "Museum console: the edge's per-address limits (CloudFront web ACL, us-east-1)",
    env: { account },
  });
  const stack = new MuseumStack(app, STACK_NAME, {
    description: 'Museum console: multi-tenant back office and visitor app API',
    env: { account, region },
    webAclArn: edge.webAcl.attrArn,
    projectRoot: PROJECT_ROOT,
    consoleAssetDir,
    domainName: app.node.tryGetContext('domain'),
    certificateArn: app.node.tryGetContext('certificateArn'),
    logLevel: app.node.tryGetContext('logLevel'),
  });

  Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { writeSuppressionsToCloudFormation: true }));
  return { app, stack, edge };
}
