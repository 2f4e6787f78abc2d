import { randomUUID } from 'node:crypto';
import { can } from '../../shared/permissions';
import { SAVED_SEARCH_MESSAGES, SAVED_SEARCHES_PER_USER, type SavedQuery, type SavedSearch, type SavedSearchCreate, type SavedSearchUpdate } from '../../shared/schemas/saved-search';
import type { RequestContext } from '../lib/context';
import { SavedSearchEntity, type SavedSearchItem } from '../lib/entities/saved-search';
import { conditionFailed } from '../lib/condition-failed';
import { ConflictError, ForbiddenError, NotFoundError, StaleVersionError } from '../lib/errors';

/**
 * Who sees a saved search: its owner, and every user of the museum when it is shared. Only the
 * owner changes it; the owner, or an administrator (user write) for a shared one, deletes it, so
 * a shared search left by someone who has gone can be cleared. A private search of someone else
 * is answered as missing, never as forbidden: its existence is not told.
 */
const toDto = (ctx: RequestContext, s: SavedSearchItem): SavedSearch => ({
  id: s.id,
  name: s.name,
  visibility: s.visibility,
  query: s.query as SavedQuery,
  ownerId: s.ownerId,
  ownerUsername: s.ownerUsername,
  mine: s.ownerId === ctx.user.id,
  version: s.version,
  updatedAt: s.updatedAt ?? s.createdAt ?? '',
});

const visibleTo = (ctx: RequestContext, s: SavedSearchItem) => s.ownerId === ctx.user.id || s.visibility === 'shared';

async function museumSearches(ctx: RequestContext): Promise<SavedSearchItem[]> {
  const { data } = await SavedSearchEntity.query.byId({ tenant: ctx.tenant }).go({ pages: 'all', consistent: true });
  return data;
}

async function readVisible(ctx: RequestContext, id: string): Promise<SavedSearchItem> {
  const { data } = await SavedSearchEntity.get({ tenant: ctx.tenant, id }).go({ consistent: true });
  if (!data || !visibleTo(ctx, data)) throw new NotFoundError(`There is no saved search ${id}.`);
  return data;
}

/** The caller's own and the museum's shared ones, by name in the museum's language. */
export async function listSavedSearches(ctx: RequestContext): Promise<SavedSearch[]> {
  const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });
  return (await museumSearches(ctx))
    .filter((s) => visibleTo(ctx, s))
    .map((s) => toDto(ctx, s))
    .sort((a, b) => collator.compare(a.name, b.name) || a.id.localeCompare(b.id));
}

export async function createSavedSearch(ctx: RequestContext, input: SavedSearchCreate): Promise<SavedSearch> {
  const own = (await museumSearches(ctx)).filter((s) => s.ownerId === ctx.user.id).length;
  if (own >= SAVED_SEARCHES_PER_USER) throw new ConflictError(SAVED_SEARCH_MESSAGES.tooMany);
  const now = new Date().toISOString();
  const item = {
    tenant: ctx.tenant,
    id: randomUUID(),
    ownerId: ctx.user.id,
    ownerUsername: ctx.user.username,
    name: input.name,
    visibility: input.visibility,
    query: input.query,
    version: 1,
    createdAt: now,
    updatedAt: now,
  } satisfies SavedSearchItem;
  // The entity stamps updatedAt itself: answer what was stored.
  const { data } = await SavedSearchEntity.create(item).go();
  return toDto(ctx, data);
}

export async function updateSavedSearch(ctx: RequestContext, id: string, input: SavedSearchUpdate): Promise<SavedSearch> {
  const current = await readVisible(ctx, id);
  if (current.ownerId !== ctx.user.id) throw new ForbiddenError('Only the person who saved this search can change it.');
  const next = { ...current, name: input.name, visibility: input.visibility, query: input.query, version: current.version + 1, updatedAt: new Date().toISOString() };
  const { data } = await atVersion(() => SavedSearchEntity.put(next).where(({ version }, { eq }) => eq(version, input.version)).go());
  return toDto(ctx, data);
}

export async function deleteSavedSearch(ctx: RequestContext, id: string): Promise<{ deleted: number }> {
  const current = await readVisible(ctx, id);
  const mayClearShared = current.visibility === 'shared' && can(ctx.grant, 'user', 'write');
  if (current.ownerId !== ctx.user.id && !mayClearShared) throw new ForbiddenError('Only the person who saved this search can delete it.');
  await atVersion(() => SavedSearchEntity.delete({ tenant: ctx.tenant, id }).where(({ version }, { eq }) => eq(version, current.version)).go());
  return { deleted: 1 };
}

/** A write conditioned on the version read: someone else's change since is a 409. */
async function atVersion<R>(write: () => Promise<R>): Promise<R> {
  try {
    return await write();
  } catch (error) {
    if (conditionFailed(error)) throw new StaleVersionError('saved search');
    throw error;
  }
}
