// ElectroDB's own wrapper for SDK v3 document clients, given our commands instead of the SDK's
// (deep import: the package has no `exports` map, and its types do not describe this file).
import { DocumentClientV3Wrapper } from 'electrodb/src/client.js';
import type { DynamoDbClient } from './client';
import * as commands from './commands';

/**
 * The client ElectroDB entities are built with. ElectroDB accepts an instance of its own wrapper
 * as is, so every request it makes is built from `commands.ts` and sent by our client; the SDK's
 * `lib-dynamodb`, which ElectroDB still names at load, is never used (and is left out of the
 * Lambda bundles, see `infra/bundling.ts`).
 */
export const electroClient = (client: DynamoDbClient) => new DocumentClientV3Wrapper(client, commands);
