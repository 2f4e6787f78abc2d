import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { acknowledge } from './nag';

export { ORIGIN_VERIFY_ENV, ORIGIN_VERIFY_HEADER } from '../shared/origin-verify';

/**
 * A secret only CloudFront and the functions know, so the API answers only requests that came
 * through the distribution: its execute-api endpoint stays public (it is CloudFront's origin),
 * and a caller going there directly could otherwise set `x-forwarded-host` to any tenant.
 * Secrets Manager generates it at deployment; the template holds only a dynamic reference.
 */
export class OriginVerify extends Construct {
  readonly secret: Secret;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.secret = new Secret(this, 'Secret', {
      description: 'Shared by CloudFront (origin header) and the API functions, proving a request came through CloudFront',
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
    });
    acknowledge(this.secret, {
      'AwsSolutions-SMG4':
        "The value lives in the CloudFront origin header and the functions' environment, which a rotation Lambda cannot update in step; rotating is putting a new value and updating the stack, so both sides take it in one deployment.",
    });
  }

  /**
   * The value as a CloudFormation dynamic reference, resolved by CloudFormation at deployment:
   * neither the template nor the CDK output contains it.
   */
  get value(): string {
    return this.secret.secretValue.unsafeUnwrap();
  }
}
