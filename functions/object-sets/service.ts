import type { ObjectSetDto } from '../../shared/schemas/object-set';
import { readableSet, visibleTo } from '../catalogue/object-sets/set-reads';
import type { RequestContext } from '../lib/context';
import { ObjectSetEntity, type ObjectSetItem } from '../lib/entities/object-set';

/** Sets of objects (docs/object-sets.md): the list and a set opened, what most cold starts serve; the changes are `set-changes.ts`. */
export const toDto = (s: ObjectSetItem): ObjectSetDto => ({
  id: s.id,
  name: s.name,
  private: s.private,
  ownerId: s.ownerId,
  ownerName: s.ownerName,
  size: s.size,
  version: s.version,
  createdAt: s.createdAt ?? '',
  updatedAt: s.updatedAt ?? s.createdAt ?? '',
});
export async function listSets(ctx: RequestContext): Promise<ObjectSetDto[]> {
  // A museum keeps tens of sets, not thousands: one Query of their partition, the others' private ones left out.
  const { data } = await ObjectSetEntity.query.byId({ tenant: ctx.tenant }).go({ pages: 'all', consistent: true });
  return data.filter((s) => visibleTo(ctx, s)).map(toDto).sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
}

export async function getSet(ctx: RequestContext, id: string) {
  return toDto(await readableSet(ctx, id));
}
