/**
 * The one internal of ElectroDB we use: its wrapper around an SDK v3 document client, which
 * ElectroDB itself drives through the v2-style methods (`get(params).promise()`, ...).
 */
declare module 'electrodb/src/client' {
  import type { V2DocumentClient } from 'electrodb';

  type Client = { send(command: unknown, options?: { abortSignal?: AbortSignal }): Promise<unknown> };
  export interface DocumentClientV3Wrapper extends V2DocumentClient {}
  export const DocumentClientV3Wrapper: new (client: Client, lib: Record<string, unknown>) => DocumentClientV3Wrapper;
}
