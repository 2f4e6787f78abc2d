import { MemoryIndex } from './memory-index';
import type { DocTest, SearchDoc } from './search-doc';
import type { Change } from './snapshot-codec';
import { OVERLAP_MS, readAllDocs, readChangesSince, readHead, readSnapshot, usable } from './snapshot';

/**
 * A search index per scope (`<tenant>#<collection>`: a museum's objects, or its records of one
 * type) held by a warm function: loaded from the scope's snapshot (snapshot.ts), brought up to date
 * on every search by the changes since it last looked, so a save is found by the very next search
 * (docs/object-search.md). The collection decides what its documents hold.
 */

/**
 * A warm index reloads the snapshot after this long or after this many changes on top of it: the
 * changes it merges on every search stay few, and never outlive their one-day lifetime.
 */
const RELOAD_AFTER_MS = 6 * 3600 * 1000;
const RELOAD_AFTER_CHANGES = 5000;
/** A refresh of the snapshot is asked for past this many changes, or past this age with any. */
const REFRESH_AFTER_CHANGES = 500;
const REFRESH_AFTER_MS = 30 * 60 * 1000;

export const scopeOf = (tenant: string, collection: string) => `${tenant}#${collection}`;

export type ScopeIndex = {
  index: MemoryIndex;
  loadedAt: number;
  /** The snapshot's time (or the build's): a refresh is due once changes pile up after it. */
  asOf: number;
  /** Changes read since the load: the newest document of each id, null once deleted. */
  changed: Map<string, { doc: SearchDoc | null; changedAt: string }>;
  lookedAt: number;
};
const indexes = new Map<string, Promise<ScopeIndex>>();

/**
 * The scope's index: the snapshot and the changes after it (a few reads), or, when there is no
 * usable snapshot yet, its documents (one partition, read whole: small museums, or the first
 * search after a long outage of the refresh).
 */
async function loadIndex(scope: string): Promise<ScopeIndex> {
  const startedAt = Date.now();
  for (let attempt = 0; attempt < 2; attempt++) {
    const head = await readHead(scope);
    if (!usable(head, startedAt)) break;
    // The changes since the snapshot are read while its chunks are: the first answer waits for one round trip less.
    const [snapshot, changes] = await Promise.all([readSnapshot(scope, head), readChangesSince(scope, head.asOf - OVERLAP_MS)]);
    if (snapshot) return merged({ index: new MemoryIndex(snapshot.rows, snapshot.postings), loadedAt: startedAt, asOf: head.asOf, changed: new Map(), lookedAt: 0 }, changes, startedAt);
    // A refresh replaced the generation meanwhile: read the head again.
  }
  const docs = await readAllDocs(scope);
  return { index: new MemoryIndex(docs), loadedAt: startedAt, asOf: 0, changed: new Map(), lookedAt: startedAt - OVERLAP_MS };
}

async function readChanges(scope: string, state: ScopeIndex) {
  const startedAt = Date.now();
  merged(state, await readChangesSince(scope, state.lookedAt), startedAt);
}

/** The state with `changes` (read from `startedAt` on) merged: the newest document of each id. */
function merged(state: ScopeIndex, changes: readonly Change[], startedAt: number): ScopeIndex {
  for (const change of changes) {
    const known = state.changed.get(change.id);
    if (known && known.changedAt >= change.changedAt) continue;
    state.changed.set(change.id, { doc: change.doc, changedAt: change.changedAt });
  }
  state.lookedAt = startedAt - OVERLAP_MS;
  return state;
}

async function scopeIndex(scope: string): Promise<ScopeIndex> {
  let state = indexes.get(scope);
  if (state) {
    const current = await state.catch(() => undefined);
    if (!current || Date.now() - current.loadedAt > RELOAD_AFTER_MS || current.changed.size > RELOAD_AFTER_CHANGES) state = undefined;
  }
  if (!state) {
    state = loadIndex(scope);
    indexes.set(scope, state);
    state.catch(() => indexes.delete(scope));
  }
  return state;
}

/** Whether the snapshot should be refreshed: many changes merged on top of it, or old ones. */
function refreshDue(state: ScopeIndex, now = Date.now()): boolean {
  return state.changed.size >= REFRESH_AFTER_CHANGES || (state.changed.size > 0 && now - state.asOf > REFRESH_AFTER_MS);
}

/** The scope's index brought up to this moment, and whether its snapshot is due a refresh. */
export async function currentIndex(scope: string) {
  const state = await scopeIndex(scope);
  await readChanges(scope, state);
  return { state, refreshDue: refreshDue(state) };
}

/** One page of matches and the exact total, the changes since the load merged in list order. */
export function searchDocs(state: ScopeIndex, query: string, passes: DocTest, page: number, size: number) {
  const extra = [...state.changed.values()].flatMap((c) => (c.doc ? [c.doc] : []));
  return state.index.search(query, passes, page, size, new Set(state.changed.keys()), extra);
}

/** Forgets the warm indexes (tests, and the bench's cold start). */
export function forgetIndexes() {
  indexes.clear();
}
