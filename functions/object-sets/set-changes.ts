import { randomUUID } from 'node:crypto';
import { OBJECT_SET_FULL_MESSAGE, OBJECT_SET_MAX_OBJECTS, type ObjectSetAdd, type ObjectSetCreate, type ObjectSetUpdate } from '../../shared/schemas/object-set';
import { changedChunks, joinChunk } from '../catalogue/object-sets/member-chunks';
import { readableSet, setChunks } from '../catalogue/object-sets/set-reads';
import { liveObjectIds, searchedObjectIds } from '../catalogue/objects/search/object-list-walk';
import { loggable, writeWithLog } from '../lib/change-log';
import type { RequestContext } from '../lib/context';
import { ObjectSetEntity, type ObjectSetItem } from '../lib/entities/object-set';
import { ObjectSetMembersEntity } from '../lib/entities/object-set-members';
import { ConflictError, StaleVersionError, ValidationError } from '../lib/errors';
import { toDto } from './service';

/**
 * A set's changes (docs/object-sets.md), loaded by the first of them rather than at a cold start:
 * each is in the activity log, its members as a count; adding a search's objects walks the
 * object search and its sort.
 */
const ENTITY_TYPE = 'object-set';
const WRITES = { set: ObjectSetEntity, members: ObjectSetMembersEntity };
/** Two people adding to one set at once: the later one reads the set again and merges, this many times. */
const MERGE_ATTEMPTS = 4;

const logged = (s: ObjectSetItem) => {
  const { chunks: _chunks, ...rest } = loggable(s)!;
  return rest;
};

export async function createSet(ctx: RequestContext, input: ObjectSetCreate) {
  const now = new Date().toISOString();
  const item: ObjectSetItem = { tenant: ctx.tenant, id: randomUUID(), name: input.name, private: input.private, ownerId: ctx.user.id, ownerName: ctx.user.username, size: 0, chunks: 0, version: 1, createdAt: now, updatedAt: now };
  await writeWithLog(ctx, [{ action: 'CREATE', entityType: ENTITY_TYPE, entityId: item.id, newValue: logged(item) }], WRITES, (e) => [e.set.create(item).commit()]);
  return toDto(item);
}

/** The set at the version the caller read; only its creator makes a private set shared or a shared one private. */
export async function updateSet(ctx: RequestContext, id: string, input: ObjectSetUpdate) {
  const current = await readableSet(ctx, id);
  if (current.version !== input.version) throw new StaleVersionError('set');
  if (input.private !== current.private && current.ownerId !== ctx.user.id) throw new ValidationError('Only the creator of a set makes it private or shared.', { private: 'Only the creator of a set makes it private or shared.' });
  const next = { ...current, name: input.name, private: input.private, version: current.version + 1, updatedAt: new Date().toISOString() };
  await writeWithLog(
    ctx,
    [{ action: 'UPDATE', entityType: ENTITY_TYPE, entityId: id, oldValue: logged(current), newValue: logged(next) }],
    WRITES,
    (e) => [e.set.put(next).where(({ version }, { eq }) => eq(version, current.version)).commit()],
    () => new StaleVersionError('set'),
  );
  return toDto(next);
}

/** Deletes the set and its member chunks; the objects stay. */
export async function deleteSet(ctx: RequestContext, id: string) {
  const current = await readableSet(ctx, id);
  await writeWithLog(
    ctx,
    [{ action: 'DELETE', entityType: ENTITY_TYPE, entityId: id, oldValue: logged(current) }],
    WRITES,
    (e) => [
      e.set.delete({ tenant: ctx.tenant, id }).where(({ version }, { eq }) => eq(version, current.version)).commit(),
      ...Array.from({ length: current.chunks }, (_, chunk) => e.members.delete({ tenant: ctx.tenant, setId: id, chunk }).commit()),
    ],
    () => new StaleVersionError('set'),
  );
  return { deleted: 1 };
}

/**
 * Adds the ids, or every object the search finds. Only objects of the museum go in, and members
 * deleted since drop out on the way (the limit counts objects that exist). Past the limit nothing
 * is stored and the answer is a 400.
 */
export async function addToSet(ctx: RequestContext, id: string, input: ObjectSetAdd) {
  await readableSet(ctx, id);
  const wanted = input.ids
    ? input.ids
    : await searchedObjectIds(ctx, input.search, OBJECT_SET_MAX_OBJECTS + 1).then(({ ids, total }) => {
        if (total > OBJECT_SET_MAX_OBJECTS) throw new ValidationError(OBJECT_SET_FULL_MESSAGE, { search: OBJECT_SET_FULL_MESSAGE });
        return ids;
      });
  return changeMembers(ctx, id, async (members) => {
    const live = new Set(await liveObjectIds(ctx.tenant, [...members, ...wanted]));
    return { add: wanted.filter((m) => live.has(m)), remove: new Set(members.filter((m) => !live.has(m))), pruned: true };
  });
}

export async function removeFromSet(ctx: RequestContext, id: string, ids: readonly string[]) {
  return changeMembers(ctx, id, async () => ({ add: [], remove: new Set(ids), pruned: false }));
}

type MemberChange = { add: readonly string[]; remove: ReadonlySet<string>; pruned: boolean };

/** Reads the set and its chunks, applies the change, writes the chunks it touched with the set at the version read. */
async function changeMembers(ctx: RequestContext, id: string, change: (members: string[]) => Promise<MemberChange>) {
  for (let attempt = 1; ; attempt++) {
    const [current, chunks] = await Promise.all([readableSet(ctx, id), setChunks(ctx.tenant, id)]);
    const members = chunks.flat();
    const { add, remove, pruned } = await change(members);
    const next = changedChunks(chunks, add, remove);
    if (next.size > OBJECT_SET_MAX_OBJECTS) throw new ValidationError(OBJECT_SET_FULL_MESSAGE, { ids: OBJECT_SET_FULL_MESSAGE });
    // Members pruned because their objects were deleted are not this caller's removals.
    const removed = pruned ? 0 : next.removed;
    if (!next.written.length) return { set: toDto(current), added: 0, removed: 0 };
    const updated = { ...current, size: next.size, chunks: next.chunks.length, version: current.version + 1, updatedAt: new Date().toISOString() };
    try {
      await writeWithLog(
        ctx,
        [{ action: 'UPDATE', entityType: ENTITY_TYPE, entityId: id, oldValue: logged(current), newValue: logged(updated) }],
        WRITES,
        (e) => [
          e.set.put(updated).where(({ version }, { eq }) => eq(version, current.version)).commit(),
          ...next.written.map((chunk) =>
            chunk < next.chunks.length
              ? e.members.put({ tenant: ctx.tenant, setId: id, chunk, ids: joinChunk(next.chunks[chunk]) }).commit()
              : e.members.delete({ tenant: ctx.tenant, setId: id, chunk }).commit(),
          ),
        ],
        () => new StaleVersionError('set'),
      );
      return { set: toDto(updated), added: next.added, removed };
    } catch (error) {
      if (!(error instanceof ConflictError) || attempt >= MERGE_ATTEMPTS) throw error;
    }
  }
}
