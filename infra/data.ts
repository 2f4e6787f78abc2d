import { RemovalPolicy } from 'aws-cdk-lib';
import { AttributeType, BillingMode, ProjectionType, Table, TableEncryption } from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import { INDEXES, TABLE_KEYS, TIME_TO_LIVE_ATTRIBUTE } from '../shared/keys';

/**
 * The single table. Key and index names come from `shared/keys.ts`, which the ElectroDB
 * entities read too, so the deployed table and the models cannot drift apart.
 */
export class MuseumData extends Construct {
  readonly table: Table;

  constructor(scope: Construct, id: string) {
    super(scope, id);

    this.table = new Table(this, 'Table', {
      partitionKey: { name: TABLE_KEYS.partitionKey, type: AttributeType.STRING },
      sortKey: { name: TABLE_KEYS.sortKey, type: AttributeType.STRING },
      billingMode: BillingMode.PAY_PER_REQUEST,
      // Short-lived items (failed sign-in counts) carry an epoch-seconds expiry DynamoDB removes.
      timeToLiveAttribute: TIME_TO_LIVE_ATTRIBUTE,
      encryption: TableEncryption.AWS_MANAGED,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      // The catalogue and its audit trail are the museum's records: neither a stack update nor
      // a stack deletion may drop them.
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });

    for (const index of Object.values(INDEXES)) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.name,
        partitionKey: { name: index.partitionKey, type: AttributeType.STRING },
        sortKey: { name: index.sortKey, type: AttributeType.STRING },
        projectionType: ProjectionType.ALL,
      });
    }
  }
}
