import type { ContentListParams } from '../../shared/schemas/app-content';
import type { PoiGroupDto } from '../../shared/schemas/poi-group';
import { searchContent } from '../lib/app-content/content-index';
import type { RequestContext } from '../lib/context';
import type { PoiGroupItem } from '../lib/entities/poi-group';
import { groupsById, readGroup } from '../visitor-app/poi-group-record';

/** POI groups' reads (spec 2 sections 2, 3 and 7): the list and a group opened, what most cold starts serve; the form's calls are `form-calls.ts`. */
export function toGroupDto(item: PoiGroupItem): PoiGroupDto {
  return {
    id: item.id,
    version: item.version,
    title: item.title,
    image: (item.image as PoiGroupDto['image']) ?? null,
    beacon: item.beaconId ? { id: item.beaconId, uniqueId: item.beaconUniqueId ?? '' } : null,
    poiCount: item.poiCount ?? 0,
  };
}

export async function getGroup(ctx: RequestContext, id: string) {
  return toGroupDto(await readGroup(ctx.tenant, id));
}

export async function listGroups(ctx: RequestContext, params: ContentListParams) {
  const { page, size } = params;
  const found = await searchContent(ctx.tenant, 'poiGroup', params.title ?? params.value ?? '', undefined, page, size);
  const items = await groupsById(ctx.tenant, found.docs.map((d) => d.id));
  return { content: items.map(toGroupDto), totalElements: found.total, page, size };
}
