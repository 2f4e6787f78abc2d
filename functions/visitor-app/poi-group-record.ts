import { PoiGroupEntity, type PoiGroupItem } from '../lib/entities/poi-group';
import { NotFoundError } from '../lib/errors';
import { normaliseText, terms } from '../lib/search/normalise';
import type { SearchDoc } from '../lib/search/search-doc';

/** A POI group as POIs and beacons read it: by id, many at once, and its search document (found by its title, filtered by its beacon). */
export async function readGroup(tenant: string, id: string): Promise<PoiGroupItem> {
  const { data } = await PoiGroupEntity.get({ tenant, id }).go({ consistent: true });
  if (!data) throw new NotFoundError(`There is no POI group ${id}.`);
  return data;
}

export function groupSearchDoc(item: Pick<PoiGroupItem, 'id' | 'title' | 'beaconId'>): SearchDoc {
  return { id: item.id, terms: [...new Set(terms(item.title))], exact: item.beaconId ? { beacon: item.beaconId } : {}, text: {}, number: '', name: item.title, sort: normaliseText(item.title) };
}

/** Groups by id, in the order asked, those deleted meanwhile left out. */
export async function groupsById(tenant: string, ids: readonly string[]): Promise<PoiGroupItem[]> {
  const distinct = [...new Set(ids)];
  if (!distinct.length) return [];
  const { data } = await PoiGroupEntity.get(distinct.map((id) => ({ tenant, id }))).go({ consistent: true, concurrency: 4 });
  const byId = new Map(data.map((g) => [g.id, g]));
  return distinct.flatMap((id) => byId.get(id) ?? []);
}
