import { conditionFailed } from '../condition-failed';
import { ObjectSearchChangeEntity } from '../entities/object-search-change';
import { ObjectSearchDocEntity } from '../entities/object-search-doc';
import { ObjectSearchSnapshotEntity } from '../entities/object-search-snapshot';
// Static: refreshSnapshot is the jobs worker's, and the lists' bundles drop it (an import() would split their chunks).
import { encodeIndex, withTerms } from './index-snapshot-encode';
import type { Snapshot } from './snapshot-load';
import type { SearchDoc } from './search-doc';
import { byListOrder, type StoredOrder } from './memory-index';
import { applyChanges, type Change, fromStored } from './snapshot-codec';

/**
 * A search index's snapshot in the table (docs/object-search.md), per scope (`<tenant>#<collection>`:
 * a museum's objects, or its records of one type): a cold function loads the built index from a
 * handful of chunk items read at once (at 100,000 objects) instead of 100,000 document items, then
 * replays the changes made since the snapshot's time. A refresh
 * (`refreshSnapshot`, run as a background job when enough changes piled up) replays the changes
 * into the previous snapshot: it reads the whole museum only when there is no snapshot yet.
 */

/** A change is kept this long: a snapshot older than that cannot be brought up to date by replay. */
export const CHANGE_LIFETIME_S = 24 * 3600;
/** A snapshot older than this is not replayed onto (the margin covers a slow refresh). */
const SNAPSHOT_USABLE_MS = (CHANGE_LIFETIME_S - 3600) * 1000;
/**
 * Changes are read again from this long before a mark: a save stamps its change before its
 * transaction commits, so one committed a little later still sorts after the mark.
 */
export const OVERLAP_MS = 5000;
/** Bytes per chunk item: below DynamoDB's 400 KB item limit (409,600 bytes) with room for the keys. */
const CHUNK_BYTES = 380_000;
const LEASE_MS = 15 * 60 * 1000;
const HEAD = 'head';

export type Head = { generation?: string; asOf?: number; chunks?: number; docs?: number; leaseUntil?: number };

export async function readHead(scope: string): Promise<Head | undefined> {
  const { data } = await ObjectSearchSnapshotEntity.get({ scope, part: HEAD }).go({ consistent: true });
  return data ?? undefined;
}

/** Whether a head names a snapshot that the kept changes can still bring up to date. */
export function usable(head: Head | undefined, now = Date.now()): head is Required<Pick<Head, 'generation' | 'asOf' | 'chunks'>> & Head {
  return Boolean(head?.generation && head.asOf !== undefined && head.chunks !== undefined && now - head.asOf < SNAPSHOT_USABLE_MS);
}

export type { Snapshot } from './snapshot-load';

const chunkPart = (generation: string, n: number) => `${generation}#${String(n).padStart(5, '0')}`;

/** Reads a snapshot's chunk `n` (consistent: the refresh has just written it). */
export const chunkReader = (scope: string, head: { generation: string }) => (n: number) => ObjectSearchSnapshotEntity.get({ scope, part: chunkPart(head.generation, n) }).go({ consistent: true });

/**
 * A snapshot's documents and postings; undefined when its chunks were replaced meanwhile. Reading
 * and decoding load with the first call (snapshot-load.ts: the lists' cold-start budget).
 */
export async function readSnapshot(scope: string, head: { generation: string; chunks: number }): Promise<Snapshot | undefined> {
  return (await import('./snapshot-load')).loadSnapshot(head.chunks, chunkReader(scope, head));
}

/** Every search document of the museum: one partition, read whole (no snapshot yet, or too old). */
export async function readAllDocs(scope: string): Promise<SearchDoc[]> {
  // Pages of 1,000 documents, not DynamoDB's 1 MB: DynamoDB Local slows down page after page in
  // a large partition (100,000 documents: 128 s in 1 MB pages, 6.9 s in pages of 1,000).
  const { data } = await ObjectSearchDocEntity.query.byId({ scope }).go({ pages: 'all', consistent: true, limit: 1000 });
  return data.map(fromStored);
}


/** The changes stamped at or after `since` (epoch ms), oldest first. */
export async function readChangesSince(scope: string, since: number): Promise<Change[]> {
  const { data } = await ObjectSearchChangeEntity.query
    .byTime({ scope })
    .gte({ changedAt: new Date(since).toISOString() })
    .go({ pages: 'all', consistent: true, limit: 1000 });
  return data.map((c) => ({ id: c.id, changedAt: c.changedAt, doc: c.deleted ? null : fromStored(c) }));
}

/** Claims the refresh for LEASE_MS; false when another refresh holds it. */
export async function takeLease(scope: string, now = Date.now()): Promise<boolean> {
  try {
    await ObjectSearchSnapshotEntity.upsert({ scope, part: HEAD, leaseUntil: now + LEASE_MS })
      .where(({ leaseUntil }, { notExists, lt }) => `${notExists(leaseUntil)} OR ${lt(leaseUntil, now)}`)
      .go();
    return true;
  } catch (error) {
    if (conditionFailed(error)) return false;
    throw error;
  }
}

async function releaseLease(scope: string) {
  await ObjectSearchSnapshotEntity.patch({ scope, part: HEAD }).remove(['leaseUntil']).go();
}

async function putChunks(scope: string, generation: string, encoded: Uint8Array): Promise<number> {
  const items = [];
  for (let i = 0, n = 0; i < encoded.length || n === 0; i += CHUNK_BYTES, n++) {
    items.push({ scope, part: chunkPart(generation, n), data: encoded.subarray(i, i + CHUNK_BYTES) });
  }
  // A batch of 25 chunks can pass 16 MB; ElectroDB sends batches of 25, so write in small groups.
  for (let i = 0; i < items.length; i += 4) {
    let pending = items.slice(i, i + 4);
    while (pending.length) {
      const { unprocessed } = await ObjectSearchSnapshotEntity.put(pending).go();
      pending = pending.filter((item) => unprocessed.some((u) => u.part === item.part));
    }
  }
  return items.length;
}

async function deleteGeneration(scope: string, generation: string) {
  const { data } = await ObjectSearchSnapshotEntity.query.byPart({ scope }).begins({ part: `${generation}#` }).go({ pages: 'all', attributes: ['scope', 'part'] });
  if (data.length) await ObjectSearchSnapshotEntity.delete(data.map((c) => ({ scope, part: c.part }))).go();
}

export type RefreshResult = { docs: number; changes: number; chunks: number; full: boolean; skipped?: 'busy' | 'unchanged' };

/**
 * Brings the museum's snapshot up to date: the previous snapshot plus the changes since it, or
 * (no usable snapshot, or `full`) every document. Writes a new generation, then points the head
 * at it, then drops the generation before the previous one (a reader still loading the previous
 * one finds it). One refresh at a time per museum (the lease). `sortOrders`: the orders the snapshot
 * carries, built over the documents in list order, so a cold function's first sorted call does not build them.
 */
export async function refreshSnapshot(scope: string, options: { full?: boolean; sortOrders?: (docs: readonly SearchDoc[]) => Promise<Record<string, StoredOrder>> } = {}): Promise<RefreshResult> {
  const started = Date.now();
  if (!(await takeLease(scope, started))) return { docs: 0, changes: 0, chunks: 0, full: false, skipped: 'busy' };
  try {
    const head = await readHead(scope);
    let docs: Map<string, SearchDoc> | undefined;
    let changes = 0;
    if (!options.full && usable(head, started)) {
      const previous = await readSnapshot(scope, head);
      if (previous) {
        const replay = await readChangesSince(scope, head.asOf - OVERLAP_MS);
        if (!replay.length) return { docs: previous.rows.size, changes: 0, chunks: head.chunks, full: false, skipped: 'unchanged' };
        docs = new Map(withTerms(previous).map((d) => [d.id, d]));
        applyChanges(docs, replay);
        changes = replay.length;
      }
    }
    const full = !docs;
    docs ??= new Map((await readAllDocs(scope)).map((d) => [d.id, d]));
    const generation = String(started).padStart(15, '0');
    const listed = [...docs.values()].sort(byListOrder);
    const chunks = await putChunks(scope, generation, encodeIndex(listed, await options.sortOrders?.(listed)));
    await ObjectSearchSnapshotEntity.patch({ scope, part: HEAD }).set({ generation, asOf: started, chunks, docs: docs.size }).go();
    const { data: older } = await ObjectSearchSnapshotEntity.query.byPart({ scope }).lt({ part: head?.generation ?? generation }).go({ pages: 'all', attributes: ['part'] });
    const stale = new Set(older.map((c) => c.part.split('#')[0]).filter((g) => g !== generation && g !== head?.generation && g !== HEAD));
    for (const g of stale) await deleteGeneration(scope, g);
    return { docs: docs.size, changes, chunks, full };
  } finally {
    await releaseLease(scope);
  }
}
