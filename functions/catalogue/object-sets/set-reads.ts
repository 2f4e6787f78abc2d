import type { RequestContext } from '../../lib/context';
import { ObjectSetEntity, type ObjectSetItem } from '../../lib/entities/object-set';
import { ObjectSetMembersEntity } from '../../lib/entities/object-set-members';
import { NotFoundError } from '../../lib/errors';
import { parseChunk } from './member-chunks';

/** Whether the caller sees the set: a shared one is the museum's, a private one its creator's only. */
export const visibleTo = (ctx: Pick<RequestContext, 'user'>, set: Pick<ObjectSetItem, 'private' | 'ownerId'>) => !set.private || set.ownerId === ctx.user.id;

/** The set, if the caller may see it; another user's private set is as absent as a missing one (404). */
export async function readableSet(ctx: RequestContext, id: string): Promise<ObjectSetItem> {
  const { data } = await ObjectSetEntity.get({ tenant: ctx.tenant, id }).go({ consistent: true });
  if (!data || !visibleTo(ctx, data)) throw new NotFoundError(`There is no set ${id}.`);
  return data;
}

/** The set's member ids, chunk by chunk: one Query of the set's own partition. */
export async function setChunks(tenant: string, setId: string): Promise<string[][]> {
  const { data } = await ObjectSetMembersEntity.query.bySet({ tenant, setId }).go({ pages: 'all', consistent: true });
  const chunks: string[][] = [];
  for (const item of data) chunks[item.chunk] = parseChunk(item.ids);
  return Array.from(chunks, (chunk) => chunk ?? []);
}

/**
 * The members of the sets a warm function read lately, by the set's version (every change of the
 * members moves it): paging through a set reads its item, not its 370 KB of chunks each time.
 */
const readLately = new Map<string, { version: number; members: Set<string> }>();
const KEPT_SETS = 20;

/** The ids of a set the caller may see (GET /objects?setId=, its export and item PDFs). */
export async function readableMembers(ctx: RequestContext, setId: string): Promise<Set<string>> {
  const key = `${ctx.tenant}#${setId}`;
  const { version } = await readableSet(ctx, setId);
  const kept = readLately.get(key);
  if (kept?.version === version) return kept.members;
  // Read after the item, the chunks are of its version or later: a later one's item names another version, so they are never kept as newer than they are.
  const members = new Set((await setChunks(ctx.tenant, setId)).flat());
  readLately.delete(key);
  readLately.set(key, { version, members });
  if (readLately.size > KEPT_SETS) readLately.delete(readLately.keys().next().value!);
  return members;
}
