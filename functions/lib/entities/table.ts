import { config } from '../config';
import { dynamo } from '../aws';
import { electroClient } from '../dynamodb/electro-client';

/** What every entity is built with: the single table and the shared client. */
export const entityConfig = { table: config.tableName, client: electroClient(dynamo) };

export const SERVICE = 'museum';

/** Bookkeeping every record carries; `version` drives optimistic locking. */
export const recordAttributes = {
  version: { type: 'number', required: true, default: 1 },
  createdAt: { type: 'string', readOnly: true, default: () => new Date().toISOString() },
  updatedAt: { type: 'string', watch: '*', set: () => new Date().toISOString() },
} as const;
