/**
 * ElectroDB modules we import by path (the package has no `exports` map), typed as the package
 * types them. Importing `electrodb` itself loads its Service too, which we do not use: about
 * 19 KB and its construction in every cold start.
 */
declare module 'electrodb/src/entity.js' {
  export { Entity } from 'electrodb';
}

declare module 'electrodb/src/transaction.js' {
  export { createWriteTransaction } from 'electrodb';
}

/** ElectroDB's wrapper around an SDK v3 document client, which ElectroDB drives through v2-style methods. */
declare module 'electrodb/src/client.js' {
  import type { V2DocumentClient } from 'electrodb';

  type Client = { send(command: unknown, options?: { abortSignal?: AbortSignal }): Promise<unknown> };
  export interface DocumentClientV3Wrapper extends V2DocumentClient {}
  export const DocumentClientV3Wrapper: new (client: Client, lib: Record<string, unknown>) => DocumentClientV3Wrapper;
}
