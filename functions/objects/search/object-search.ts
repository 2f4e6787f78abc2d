import type { TransactWriteEntities } from 'electrodb';
import { ObjectSearchChangeEntity } from '../../lib/entities/object-search-change';
import { ObjectSearchDocEntity } from '../../lib/entities/object-search-doc';
import type { Committed } from '../../lib/transaction-types';
import { type Filters, MemoryIndex, type SearchDoc, type SearchPage } from './memory-index';
import { objectSearchDoc, type SearchableObject, searchIn } from './search-doc';

export { objectSearchDoc, SEARCHED_FIELDS, type SearchableObject } from './search-doc';

/** A change is read back for an hour; an index older than that is rebuilt from the documents. */
const CHANGE_LIFETIME_S = 3600;
const REBUILD_AFTER_MS = 50 * 60 * 1000;
/**
 * Changes are read again from this long before the last look: a save stamps its change before
 * its transaction commits, so one committed a little later still sorts after the last look.
 */
const OVERLAP_MS = 5000;

type SearchEntities = { objectSearchDoc: typeof ObjectSearchDocEntity; objectSearchChange: typeof ObjectSearchChangeEntity };
/** The two entities to add to the object write's transaction (`writeWithLog`'s `own`). */
export const searchEntities: SearchEntities = { objectSearchDoc: ObjectSearchDocEntity, objectSearchChange: ObjectSearchChangeEntity };

type TxEntities = TransactWriteEntities<SearchEntities>;

/**
 * The writes that keep search in step with one object, for the object's own transaction: always
 * two items (the document, and a change a warm index reads), whatever the object's size.
 * `after` is the saved object, or null when it is deleted.
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
  const doc = objectSearchDoc(objectId, after);
  const stored = { terms: doc.terms.join(' '), facets: doc.facets, sort: doc.sort };
  return [
    e.objectSearchDoc.put({ tenant, id: objectId, ...stored, updatedAt: changedAt }).commit(),
    e.objectSearchChange.put({ tenant, changedAt, id: objectId, ...stored, deleted: false, expiresAt }).commit(),
  ] as Committed[];
}

type Stored = { id: string; terms?: string; facets?: unknown; sort?: string };
const fromStored = (item: Stored): SearchDoc => ({
  id: item.id,
  terms: item.terms ? item.terms.split(' ') : [],
  facets: (item.facets ?? {}) as Filters,
  sort: item.sort ?? '',
});

type TenantIndex = {
  index: MemoryIndex;
  builtAt: number;
  /** Changes read since the build: the newest document of each object, null once deleted. */
  changed: Map<string, { doc: SearchDoc | null; changedAt: string }>;
  lookedAt: number;
};
const indexes = new Map<string, Promise<TenantIndex>>();

/** Reads every search document of the museum (one partition, consistent) and indexes them. */
export async function buildIndex(tenant: string): Promise<TenantIndex> {
  const startedAt = Date.now();
  const { data } = await ObjectSearchDocEntity.query.byId({ tenant }).go({ pages: 'all', consistent: true });
  return { index: new MemoryIndex(data.map(fromStored)), builtAt: startedAt, changed: new Map(), lookedAt: startedAt - OVERLAP_MS };
}

async function readChanges(tenant: string, state: TenantIndex): Promise<void> {
  const startedAt = Date.now();
  const since = new Date(state.lookedAt).toISOString();
  const { data } = await ObjectSearchChangeEntity.query.byTime({ tenant }).gte({ changedAt: since }).go({ pages: 'all', consistent: true });
  for (const change of data) {
    const known = state.changed.get(change.id);
    if (known && known.changedAt >= change.changedAt) continue;
    state.changed.set(change.id, { doc: change.deleted ? null : fromStored(change), changedAt: change.changedAt });
  }
  state.lookedAt = startedAt - OVERLAP_MS;
}

/** The museum's index, built once per warm function and rebuilt before its changes expire. */
async function tenantIndex(tenant: string): Promise<TenantIndex> {
  let state = indexes.get(tenant);
  if (!state || Date.now() - (await state).builtAt > REBUILD_AFTER_MS) {
    state = buildIndex(tenant);
    indexes.set(tenant, state);
    state.catch(() => indexes.delete(tenant));
  }
  return state;
}

/**
 * `searchAll` with filters: the ids of one page in inventory-number order and the exact number of
 * matches. Reads one small partition (the changes since the last search) per call; the whole
 * museum's documents only when a function starts or its index is an hour old.
 */
export async function searchObjectIds(tenant: string, query: string, filters: Filters, page: number, size: number): Promise<SearchPage> {
  const state = await tenantIndex(tenant);
  await readChanges(tenant, state);
  return searchIn(state, query, filters, page, size);
}

/** Forgets the warm indexes (tests, and the bench's cold start). */
export function forgetIndexes() {
  indexes.clear();
}
