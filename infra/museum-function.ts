import type { Duration } from 'aws-cdk-lib';
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';
import { LogLevel, NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { LAMBDA_BUNDLING } from './bundling';
import { acknowledge, BASIC_EXECUTION_ROLE_FINDING } from './nag';

export interface MuseumFunctionProps {
  /** Absolute path of the `handler.ts` that exports `handler`. */
  readonly entry: string;
  /** Repository root: the esbuild working directory and the place of package-lock.json. */
  readonly projectRoot: string;
  readonly description: string;
  readonly environment: Readonly<Record<string, string>>;
  readonly timeout: Duration;
  /** A fixed name, for a function that must name itself (the jobs worker hands long jobs on to itself). */
  readonly functionName?: string;
}

/**
 * The one way a museum Lambda is built: Node 22 on arm64, an ESM bundle made by the local esbuild
 * with the settings `npm run bench` measures (`infra/bundling.ts`), and a log group with a
 * retention.
 */
export class MuseumFunction extends NodejsFunction {
  constructor(scope: Construct, id: string, props: MuseumFunctionProps) {
    const logGroup = new LogGroup(scope, `${id}Logs`, { retention: RetentionDays.THREE_MONTHS });
    super(scope, id, {
      entry: props.entry,
      functionName: props.functionName,
      handler: 'handler',
      projectRoot: props.projectRoot,
      depsLockFilePath: `${props.projectRoot}/package-lock.json`,
      description: props.description,
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      memorySize: 1024,
      timeout: props.timeout,
      logGroup,
      environment: { ...props.environment },
      bundling: {
        format: OutputFormat.ESM,
        target: LAMBDA_BUNDLING.target,
        banner: LAMBDA_BUNDLING.banner,
        externalModules: [...LAMBDA_BUNDLING.external],
        esbuildArgs: Object.fromEntries(Object.entries(LAMBDA_BUNDLING.alias).map(([name, path]) => [`--alias:${name}`, path])),
        minify: true,
        sourceMap: false,
        forceDockerBundling: false,
        logLevel: LogLevel.WARNING,
      },
    });

    acknowledge(this, {
      [BASIC_EXECUTION_ROLE_FINDING]:
        'The AWS managed basic execution policy only lets the function write to CloudWatch Logs; it is the standard, AWS-maintained grant for that.',
      'AwsSolutions-L1':
        'Bundles target Node 20 so the same handlers run in the local stack on Node 20; nodejs22.x is the newest runtime validated against that code, and moves with the local Node version.',
    });
  }
}
