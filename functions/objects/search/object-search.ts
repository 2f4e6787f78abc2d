import type { TransactWriteEntities } from 'electrodb';
import { ObjectSearchChangeEntity } from '../../lib/entities/object-search-change';
import { ObjectSearchDocEntity } from '../../lib/entities/object-search-doc';
import type { Committed } from '../../lib/transaction-types';
import { byListOrder, MemoryIndex, type SearchPage } from './memory-index';
import { objectSearchDoc, type ObjectFilters, type SearchableObject, type SearchDoc } from './search-doc';
import { CHANGE_LIFETIME_S, OVERLAP_MS, readAllDocs, readChangesSince, readHead, readSnapshot, usable } from './snapshot';

export { objectSearchDoc, SEARCHED_FIELDS, type ObjectFilters, type SearchableObject } from './search-doc';
export { refreshSnapshot as rebuildSearchIndex } from './snapshot';

/**
 * A warm index reloads the snapshot after this long or after this many changes on top of it: the
 * changes it merges on every search stay few, and never outlive their one-day lifetime.
 */
const RELOAD_AFTER_MS = 6 * 3600 * 1000;
const RELOAD_AFTER_CHANGES = 5000;
/** A refresh of the snapshot is asked for past this many changes, or past this age with any. */
const REFRESH_AFTER_CHANGES = 500;
const REFRESH_AFTER_MS = 30 * 60 * 1000;

type SearchEntities = { objectSearchDoc: typeof ObjectSearchDocEntity; objectSearchChange: typeof ObjectSearchChangeEntity };
/** The two entities to add to the object write's transaction (`writeWithLog`'s `own`). */
export const searchEntities: SearchEntities = { objectSearchDoc: ObjectSearchDocEntity, objectSearchChange: ObjectSearchChangeEntity };

type TxEntities = TransactWriteEntities<SearchEntities>;

/** A search document as the document and change items store it. */
export function storedDoc(doc: SearchDoc) {
  return {
    terms: doc.terms.join(' '),
    exact: doc.exact,
    text: doc.text,
    number: doc.number,
    sort: doc.sort,
    ...(doc.date ? { date: doc.date } : {}),
    ...(doc.name ? { name: doc.name } : {}),
  };
}

/**
 * The writes that keep search in step with one object, for the object's own transaction: always
 * two items (the document, and a change the warm indexes and the snapshot refresh read), whatever
 * the object's size. `after` is the saved object, or null when it is deleted.
 */
export function searchTermWrites(e: TxEntities, tenant: string, objectId: string, after: SearchableObject | null, now = new Date()): Committed[] {
  const changedAt = now.toISOString();
  const expiresAt = Math.floor(now.getTime() / 1000) + CHANGE_LIFETIME_S;
  if (!after) {
    return [
      e.objectSearchDoc.delete({ tenant, id: objectId }).commit(),
      e.objectSearchChange.put({ tenant, changedAt, id: objectId, deleted: true, expiresAt }).commit(),
    ] as Committed[];
  }
  const stored = storedDoc(objectSearchDoc(objectId, after));
  return [
    e.objectSearchDoc.put({ tenant, id: objectId, ...stored, updatedAt: changedAt }).commit(),
    e.objectSearchChange.put({ tenant, changedAt, id: objectId, ...stored, deleted: false, expiresAt }).commit(),
  ] as Committed[];
}

type TenantIndex = {
  index: MemoryIndex;
  loadedAt: number;
  /** The snapshot's time (or the build's): a refresh is due once changes pile up after it. */
  asOf: number;
  /** Changes read since the load: the newest document of each object, null once deleted. */
  changed: Map<string, { doc: SearchDoc | null; changedAt: string }>;
  lookedAt: number;
};
const indexes = new Map<string, Promise<TenantIndex>>();

/**
 * The museum's index: the snapshot and the changes after it (a few reads), or, when the museum has
 * no usable snapshot yet, its documents (one partition, read whole: small museums, or the first
 * search after a long outage of the refresh).
 */
async function loadIndex(tenant: string): Promise<TenantIndex> {
  const startedAt = Date.now();
  for (let attempt = 0; attempt < 2; attempt++) {
    const head = await readHead(tenant);
    if (!usable(head, startedAt)) break;
    const docs = await readSnapshot(tenant, head);
    if (docs) return { index: new MemoryIndex(docs), loadedAt: startedAt, asOf: head.asOf, changed: new Map(), lookedAt: head.asOf - OVERLAP_MS };
    // A refresh replaced the generation meanwhile: read the head again.
  }
  const docs = await readAllDocs(tenant);
  return { index: new MemoryIndex(docs), loadedAt: startedAt, asOf: 0, changed: new Map(), lookedAt: startedAt - OVERLAP_MS };
}

async function readChanges(tenant: string, state: TenantIndex): Promise<void> {
  const startedAt = Date.now();
  for (const change of await readChangesSince(tenant, state.lookedAt)) {
    const known = state.changed.get(change.id);
    if (known && known.changedAt >= change.changedAt) continue;
    state.changed.set(change.id, { doc: change.doc, changedAt: change.changedAt });
  }
  state.lookedAt = startedAt - OVERLAP_MS;
}

async function tenantIndex(tenant: string): Promise<TenantIndex> {
  let state = indexes.get(tenant);
  if (state) {
    const current = await state.catch(() => undefined);
    if (!current || Date.now() - current.loadedAt > RELOAD_AFTER_MS || current.changed.size > RELOAD_AFTER_CHANGES) state = undefined;
  }
  if (!state) {
    state = loadIndex(tenant);
    indexes.set(tenant, state);
    state.catch(() => indexes.delete(tenant));
  }
  return state;
}

/** Whether the snapshot should be refreshed: many changes merged on top of it, or old ones. */
function refreshDue(state: TenantIndex, now = Date.now()): boolean {
  return state.changed.size >= REFRESH_AFTER_CHANGES || (state.changed.size > 0 && now - state.asOf > REFRESH_AFTER_MS);
}

/** The museum's index brought up to this moment, and whether its snapshot is due a refresh. */
export async function currentIndex(tenant: string) {
  const state = await tenantIndex(tenant);
  await readChanges(tenant, state);
  return { state, refreshDue: refreshDue(state) };
}

function searchDocs(state: TenantIndex, query: string, filters: ObjectFilters, page: number, size: number) {
  const extra = [...state.changed.values()].flatMap((c) => (c.doc ? [c.doc] : []));
  return state.index.search(query, filters, page, size, new Set(state.changed.keys()), extra);
}

/**
 * `searchAll` with filters: the ids of one page in inventory-number order and the exact number of
 * matches. Reads one small partition (the changes since the last search) per call.
 */
export async function searchObjectIds(tenant: string, query: string, filters: ObjectFilters, page: number, size: number): Promise<SearchPage & { refreshDue: boolean }> {
  const { state, refreshDue: due } = await currentIndex(tenant);
  const { docs, total } = searchDocs(state, query, filters, page, size);
  return { ids: docs.map((d) => d.id), total, refreshDue: due };
}

/** Up to `size` objects a picker offers for `query` (id, inventory number, name). */
export async function pickObjects(tenant: string, query: string, size: number) {
  const { state } = await currentIndex(tenant);
  return searchDocs(state, query, {}, 0, size).docs.map((d) => ({ id: d.id, inventoryNumber: d.number, objectName: d.name ?? null }));
}

/** Every inventory number of the museum, in list order (for the gaps report). */
export async function allInventoryNumbers(tenant: string): Promise<string[]> {
  const { state } = await currentIndex(tenant);
  const changed = [...state.changed.values()].flatMap((c) => (c.doc ? [c.doc] : [])).sort(byListOrder);
  const kept = state.index.docs.filter((d) => !state.changed.has(d.id));
  return [...kept, ...changed].sort(byListOrder).map((d) => d.number);
}

/** Forgets the warm indexes (tests, and the bench's cold start). */
export function forgetIndexes() {
  indexes.clear();
}
