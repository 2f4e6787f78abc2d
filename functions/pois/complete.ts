import type { RequestContext } from '../lib/context';
import { CollectionObjectEntity } from '../lib/entities/collection-object';
import { readPoi } from '../visitor-app/poi-reads';
import { dtos } from './service';

/** The POI with its linked items (inventory number as the picker shows it) and its beacon. */
export async function getCompletePoi(ctx: RequestContext, id: string) {
  const item = await readPoi(ctx.tenant, id);
  const [dto] = await dtos(ctx.tenant, [item]);
  const ids = (item.linkedItemIds ?? []) as string[];
  const { data } = ids.length
    ? await CollectionObjectEntity.get(ids.map((oid) => ({ tenant: ctx.tenant, id: oid }))).go({ attributes: ['id', 'inventoryNumber', 'objectName'], concurrency: 4 })
    : { data: [] };
  const objects = new Map(data.map((o) => [o.id, o]));
  return {
    ...dto,
    linkedItems: ids.flatMap((oid) => {
      const o = objects.get(oid);
      return o ? [{ id: o.id, objectName: [o.inventoryNumber, o.objectName].filter(Boolean).join(' - ') }] : [];
    }),
    beacon: item.beaconId ? { id: item.beaconId, uniqueId: item.beaconUniqueId ?? '' } : null,
  };
}
