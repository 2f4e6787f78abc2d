import type { RequestContext } from '../../lib/context';
import { CollectionObjectEntity } from '../../lib/entities/collection-object';
import { NotFoundError } from '../../lib/errors';
import { requestSearchRefresh } from '../../lib/search/refresh-request';
import { toObjectDto, type ObjectRecord } from './object-dto';
import { OBJECT_COLLECTION } from './search/object-search';

// Object reads: one as the saves read it (`object-saves.ts`, loaded by the first write), and a list's page.

export async function objectRecord(tenant: string, id: string): Promise<ObjectRecord> {
  const { data } = await CollectionObjectEntity.get({ tenant, id }).go({ consistent: true });
  if (!data) throw new NotFoundError(`There is no object ${id}.`);
  return data;
}

export async function getObject(ctx: RequestContext, id: string) {
  return toObjectDto(await objectRecord(ctx.tenant, id));
}

/** The records of `ids`, in their order; one deleted meanwhile is left out. */
export async function objectsById(tenant: string, ids: readonly string[]): Promise<ObjectRecord[]> {
  if (!ids.length) return [];
  const { data } = await CollectionObjectEntity.get(ids.map((id) => ({ tenant, id }))).go({ consistent: true, concurrency: 4 });
  const byId = new Map(data.map((record) => [record.id, record]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** A list's answer for the page the index found (sorted or not); asks for a snapshot refresh when due. */
export async function objectPage(tenant: string, found: { ids: string[]; total: number; refreshDue: boolean }, page: number, size: number) {
  if (found.refreshDue) requestSearchRefresh(tenant, OBJECT_COLLECTION);
  const records = await objectsById(tenant, found.ids);
  return { content: records.map(toObjectDto), totalElements: found.total, page, size };
}
