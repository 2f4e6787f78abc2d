import { PoiEntity, type PoiItem } from '../lib/entities/poi';
import { NotFoundError } from '../lib/errors';

/** POIs as the POI screens and the beacons read them. */
export async function readPoi(tenant: string, id: string): Promise<PoiItem> {
  const { data } = await PoiEntity.get({ tenant, id }).go({ consistent: true });
  if (!data) throw new NotFoundError(`There is no POI ${id}.`);
  return data;
}

export async function poisById(tenant: string, ids: readonly string[]): Promise<PoiItem[]> {
  if (!ids.length) return [];
  const { data } = await PoiEntity.get(ids.map((id) => ({ tenant, id }))).go({ consistent: true, concurrency: 4 });
  const byId = new Map(data.map((p) => [p.id, p]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
