import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import { Construct } from 'constructs';
import { AccessLogs } from './access-logs';
import { MuseumApi } from './api';
import { MuseumData } from './data';
import { TenantOnboarding } from './onboarding';
import { OriginVerify } from './origin-verify';
import { Uploads } from './uploads';
import { ConsoleHosting } from './web';

export interface MuseumStackProps extends StackProps {
  /** Repository root: handlers are `functions/<resource>/handler.ts` under it. */
  readonly projectRoot: string;
  /** The built console; omitted when `web/dist` has not been built. */
  readonly consoleAssetDir?: string;
  /** Tenants are served at `<tenant>.<domainName>`; requires `certificateArn`. */
  readonly domainName?: string;
  /** ACM certificate (us-east-1) for `*.<domainName>`. */
  readonly certificateArn?: string;
  /** The distribution's web ACL (`MuseumEdgeStack`, us-east-1). */
  readonly webAclArn: string;
  readonly logLevel?: string;
}

/** The museum console on AWS: table, uploads, console hosting, API and onboarding. */
export class MuseumStack extends Stack {
  readonly accessLogs: AccessLogs;
  readonly data: MuseumData;
  readonly uploads: Uploads;
  readonly web: ConsoleHosting;
  readonly api: MuseumApi;
  readonly onboarding: TenantOnboarding;
  readonly originVerify: OriginVerify;

  constructor(scope: Construct, id: string, props: MuseumStackProps) {
    super(scope, id, props);
    if (Boolean(props.domainName) !== Boolean(props.certificateArn)) {
      throw new Error('Set both "domain" and "certificateArn" (an ACM certificate in us-east-1 for *.<domain>), or neither.');
    }
    const logLevel = props.logLevel ?? 'INFO';

    this.accessLogs = new AccessLogs(this, 'AccessLogs');
    this.data = new MuseumData(this, 'Data');
    this.uploads = new Uploads(this, 'Uploads', {
      accessLogs: this.accessLogs.bucket,
      domainName: props.domainName,
    });
    this.web = new ConsoleHosting(this, 'Web', {
      accessLogs: this.accessLogs.bucket,
      uploadsBucket: this.uploads.bucket,
      consoleAssetDir: props.consoleAssetDir,
      projectRoot: props.projectRoot,
      domainName: props.domainName,
      certificateArn: props.certificateArn,
      webAclArn: props.webAclArn,
    });
    this.originVerify = new OriginVerify(this, 'OriginVerify');
    this.api = new MuseumApi(this, 'Api', {
      table: this.data.table,
      uploadsBucket: this.uploads.bucket,
      uploadsPublicUrl: this.web.uploadsPublicUrl,
      projectRoot: props.projectRoot,
      logLevel,
      originVerifySecret: this.originVerify.value,
    });
    this.web.routeApi(this.api.httpApi, this.originVerify.value);
    this.onboarding = new TenantOnboarding(this, 'Onboarding', {
      table: this.data.table,
      webBucket: this.web.bucket,
      projectRoot: props.projectRoot,
      logLevel,
    });

    // What `npm run tenant -- create <slug> --aws` and operators need after a deployment.
    new CfnOutput(this, 'ConsoleUrl', { value: `https://${this.web.distribution.distributionDomainName}` });
    new CfnOutput(this, 'TableName', { value: this.data.table.tableName });
    new CfnOutput(this, 'WebBucket', { value: this.web.bucket.bucketName });
    new CfnOutput(this, 'UploadsBucket', { value: this.uploads.bucket.bucketName });
    new CfnOutput(this, 'OnboardingFunctionName', { value: this.onboarding.handler.functionName });
  }
}
