import type {
  BatchGetCommandInput,
  BatchWriteCommandInput,
  DeleteCommandInput,
  GetCommandInput,
  PutCommandInput,
  QueryCommandInput,
  ScanCommandInput,
  TransactGetCommandInput,
  TransactWriteCommandInput,
  UpdateCommandInput,
} from '@aws-sdk/lib-dynamodb';
import type { DynamoDbCommand } from './client';
import type { Operation } from './marshalling';

/**
 * The document client's commands, by the SDK's names and input types (types only: nothing of
 * the SDK is loaded). ElectroDB builds its requests with these classes; see `electro-client.ts`.
 */
function command<Input>(operation: Operation) {
  return class implements DynamoDbCommand<Input> {
    readonly operation = operation;
    constructor(readonly input: Input) {}
  };
}

export const GetCommand = command<GetCommandInput>('GetItem');
export const PutCommand = command<PutCommandInput>('PutItem');
export const UpdateCommand = command<UpdateCommandInput>('UpdateItem');
export const DeleteCommand = command<DeleteCommandInput>('DeleteItem');
export const QueryCommand = command<QueryCommandInput>('Query');
export const ScanCommand = command<ScanCommandInput>('Scan');
export const BatchGetCommand = command<BatchGetCommandInput>('BatchGetItem');
export const BatchWriteCommand = command<BatchWriteCommandInput>('BatchWriteItem');
export const TransactWriteCommand = command<TransactWriteCommandInput>('TransactWriteItems');
export const TransactGetCommand = command<TransactGetCommandInput>('TransactGetItems');
