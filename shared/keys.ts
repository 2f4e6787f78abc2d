/**
 * Names of the single table's key attributes and indexes. ElectroDB entities and the CDK table
 * both read them, so the deployed table and the models cannot drift apart.
 */
export const TABLE_KEYS = {
  partitionKey: 'pk',
  sortKey: 'sk',
} as const;

/** Global secondary indexes: name, partition and sort attribute. */
export const INDEXES = {
  gsi1: { name: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
  gsi2: { name: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
} as const;

/** The tenant registry lives in the same table under this reserved "tenant" key prefix. */
export const REGISTRY_TENANT = '$registry';

/**
 * Items that carry this attribute (epoch seconds) are deleted by DynamoDB once it has passed: the
 * table's time to live, enabled by the CDK table and by the local stack.
 */
export const TIME_TO_LIVE_ATTRIBUTE = 'expiresAt';
