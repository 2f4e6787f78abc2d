import { relative } from 'node:path';
import { AssetHashType, DockerImage, type Duration } from 'aws-cdk-lib';
import { ManagedPolicy, Role, ServicePrincipal, type IRole } from 'aws-cdk-lib/aws-iam';
import { Architecture, Code, Function as LambdaFunction, Runtime } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { buildLambdaSync, ENTRY_FILE } from './build-lambda';
import { copyNativeModules } from './native-modules';
import { acknowledge, BASIC_EXECUTION_ROLE_FINDING } from './nag';

export interface MuseumFunctionProps {
  /** Absolute path of the `handler.ts` that exports `handler`. */
  readonly entry: string;
  /** Repository root: the asset's source (its hash is the bundle's, not the folder's). */
  readonly projectRoot: string;
  readonly description: string;
  readonly environment: Readonly<Record<string, string>>;
  readonly timeout: Duration;
  /** A fixed name, for a function that must name itself (the jobs worker hands long jobs on to itself). */
  readonly functionName?: string;
  /** A role made beside it (`lambdaRole`), when the function lives in a nested stack of its own. */
  readonly role?: IRole;
  /**
   * Native modules (esbuild externals) copied beside the bundle with their dependencies, built for
   * x86_64 Linux (`infra/native-modules.ts`): such a function runs on x86_64, the platform whose
   * binaries `npm ci` installs on the Linux x64 machines that build it.
   */
  readonly nativeModules?: readonly string[];
}

/** The Lambda runtime every museum function runs on (the bench times cold starts on its Node version). */
export const LAMBDA_RUNTIME = Runtime.NODEJS_22_X;

const BASIC_EXECUTION_REASON =
  'The AWS managed basic execution policy only lets the function write to CloudWatch Logs; it is the standard, AWS-maintained grant for that.';

/**
 * A function's execution role, made in `scope`: the API's functions live in nested stacks
 * (`infra/api-module.ts`) while their roles stay in the main stack, where the tenant roles that
 * trust them are (a role in a nested stack, trusted there and handed the tenant role's ARN
 * back, would make the two stacks depend on each other).
 */
export function lambdaRole(scope: Construct, id: string): Role {
  const role = new Role(scope, id, {
    assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
    managedPolicies: [ManagedPolicy.fromAwsManagedPolicyName('service-role/AWSLambdaBasicExecutionRole')],
  });
  acknowledge(role, { [BASIC_EXECUTION_ROLE_FINDING]: BASIC_EXECUTION_REASON });
  return role;
}

/**
 * The one way a museum Lambda is built: Node 22 on arm64 (x86_64 with native modules), the ESM bundle of `infra/build-lambda.ts`
 * (the settings `npm run bench` measures, with code splitting, so a library loaded by `import()`
 * stays out of the cold start), and a log group with a retention.
 */
export class MuseumFunction extends LambdaFunction {
  constructor(scope: Construct, id: string, props: MuseumFunctionProps) {
    const logGroup = new LogGroup(scope, `${id}Logs`, { retention: RetentionDays.THREE_MONTHS });
    super(scope, id, {
      code: Code.fromAsset(props.projectRoot, {
        // The bundle's own hash: hashing the source folder would read the whole repository.
        assetHashType: AssetHashType.OUTPUT,
        bundling: {
          // Never pulled: the local build below always succeeds or throws.
          image: DockerImage.fromRegistry('local-esbuild-only'),
          // CDK caches bundles by these options, where the function below does not show: the
          // entry makes each function's options, and so its bundle, its own.
          environment: { MUSEUM_LAMBDA_ENTRY: relative(props.projectRoot, props.entry), MUSEUM_NATIVE_MODULES: (props.nativeModules ?? []).join(',') },
          local: {
            tryBundle(outputDir) {
              buildLambdaSync(props.entry, outputDir);
              if (props.nativeModules?.length) copyNativeModules(props.nativeModules, outputDir);
              return true;
            },
          },
        },
      }),
      handler: `${ENTRY_FILE.replace(/\.mjs$/, '')}.handler`,
      functionName: props.functionName,
      description: props.description,
      runtime: LAMBDA_RUNTIME,
      architecture: props.nativeModules?.length ? Architecture.X86_64 : Architecture.ARM_64,
      memorySize: 1024,
      timeout: props.timeout,
      logGroup,
      role: props.role,
      environment: { ...props.environment },
    });

    acknowledge(this, {
      ...(props.role ? {} : { [BASIC_EXECUTION_ROLE_FINDING]: BASIC_EXECUTION_REASON }),
      'AwsSolutions-L1':
        'Bundles target Node 20 so the same handlers run in the local stack on Node 20; nodejs22.x is the newest runtime validated against that code, and moves with the local Node version.',
    });
  }
}
