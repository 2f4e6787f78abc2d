import { decodeSnapshot as decodeIndex } from './index-snapshot';
import { decodeSnapshot as decodeFirstFormat } from './legacy-snapshot';
import type { Postings } from './memory-index';
import type { Rows } from './rows';

/**
 * Loading a snapshot (snapshot.ts), behind the `import()` of a cold function's first list, as the
 * sort code is behind the first sorted one: the objects and record functions' cold starts are at
 * their 80 KB budget.
 */

/** A snapshot as loaded: its documents (the built index's: its columns, read in place) and, from the built index, their postings. */
export type Snapshot = { rows: Rows; postings?: Postings };

type ChunkReader = (n: number) => Promise<{ data: { data?: unknown } | null }>;

/**
 * A snapshot's chunks, in order: the built index's bytes (index-snapshot.ts), or the first
 * format's text (legacy-snapshot.ts: a museum not refreshed since); undefined when they were
 * replaced meanwhile. All read at once: their keys are known.
 */
export async function readChunks(count: number, read: ChunkReader): Promise<(Uint8Array | string)[] | undefined> {
  const parts = await Promise.all(Array.from({ length: count }, async (_, n) => (await read(n)).data?.data as Uint8Array | string | undefined));
  return parts.includes(undefined) ? undefined : (parts as (Uint8Array | string)[]);
}

/** A snapshot's documents and postings, decoded by its chunks' format; undefined when they were replaced meanwhile. */
export async function loadSnapshot(count: number, read: ChunkReader): Promise<Snapshot | undefined> {
  const parts = await readChunks(count, read);
  if (!parts) return undefined;
  return typeof parts[0] === 'string' ? decodeFirstFormat(parts as string[]) : decodeIndex(parts as Uint8Array[]);
}
