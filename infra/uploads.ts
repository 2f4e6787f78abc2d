import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { Effect, PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { BlockPublicAccess, Bucket, BucketEncryption, HttpMethods, type IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { EXPORTS_FOLDER, IMPORTS_FOLDER } from '../shared/bucket-folders';
import { EXPORT_JOB_DAYS } from '../shared/schemas/export';
import { IMPORT_KEEP_DAYS } from '../shared/schemas/import';

export interface UploadsProps {
  readonly accessLogs: IBucket;
  /** Tenants' consoles run at `https://<tenant>.<domainName>` and post files straight here. */
  readonly domainName?: string;
}

/**
 * Images and documents the console uploads with presigned POSTs. Nothing is public: visitors
 * read the files through CloudFront (`/uploads/*`) with origin access control.
 */
export class Uploads extends Construct {
  readonly bucket: Bucket;

  constructor(scope: Construct, id: string, props: UploadsProps) {
    super(scope, id);

    // Without a domain the console's origin (the distribution's generated name) is only known
    // after deployment. CORS is not what protects the bucket: each presigned POST policy is.
    const consoleOrigins = props.domainName ? [`https://*.${props.domainName}`] : ['*'];

    this.bucket = new Bucket(this, 'Bucket', {
      versioned: true,
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      minimumTLSVersion: 1.2,
      serverAccessLogsBucket: props.accessLogs,
      serverAccessLogsPrefix: 'uploads/',
      // Versioning protects against overwrites; old versions need not be kept for ever.
      // An import's files go with its batch and ledger (DynamoDB's time to live, IMPORT_KEEP_DAYS);
      // an export's file, a museum's whole register, with its job (EXPORT_JOB_DAYS), and no old
      // version of it is kept beyond a day.
      lifecycleRules: [
        { noncurrentVersionExpiration: Duration.days(90) },
        { prefix: `${IMPORTS_FOLDER}/`, expiration: Duration.days(IMPORT_KEEP_DAYS) },
        { prefix: `${EXPORTS_FOLDER}/`, expiration: Duration.days(EXPORT_JOB_DAYS), noncurrentVersionExpiration: Duration.days(1) },
      ],
      removalPolicy: RemovalPolicy.RETAIN,
      cors: [
        {
          // The browser posts the file itself (presigned POST) and reads it back for previews.
          allowedMethods: [HttpMethods.POST, HttpMethods.PUT, HttpMethods.GET],
          allowedOrigins: consoleOrigins,
          allowedHeaders: ['*'],
          exposedHeaders: ['ETag'],
          maxAge: 3000,
        },
      ],
    });
    // CloudFront serves the bucket under /uploads; spreadsheet exports and imports hold a museum's whole
    // register and are read only through short presigned URLs, so CloudFront may never read them.
    this.bucket.addToResourcePolicy(
      new PolicyStatement({
        sid: 'ExportsNeverThroughCloudFront',
        effect: Effect.DENY,
        principals: [new ServicePrincipal('cloudfront.amazonaws.com')],
        actions: ['s3:GetObject'],
        resources: [this.bucket.arnForObjects(`${EXPORTS_FOLDER}/*`), this.bucket.arnForObjects(`${IMPORTS_FOLDER}/*`)],
      }),
    );
  }
}
