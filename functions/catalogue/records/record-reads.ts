import type { RecordType } from '../../../shared/records/record-type';
import type { RecordDto } from '../../../shared/schemas/records';
import { recordTypeWord } from '../../../shared/schemas/import-reasons';
import type { RequestContext } from '../../lib/context';
import { CollectionObjectEntity } from '../../lib/entities/collection-object';
import { RelatedRecordEntity, type RelatedRecordItem } from '../../lib/entities/related-record';
import { NotFoundError } from '../../lib/errors';
import { toRecordDto } from './record-dto';
import { requestRecordSearchRefresh } from './search/record-search';

/**
 * Reading records (spec 2 section 7): a page, one record, records by id. Apart from the saves
 * (`service.ts`), which a record function loads on its first write, not at a cold start.
 */
export const recordsCounter = (type: RecordType) => `records.${type.name}`;
export const lower = recordTypeWord;

export async function readRecord(tenant: string, type: RecordType, id: string): Promise<RelatedRecordItem> {
  const { data } = await RelatedRecordEntity.get({ tenant, type: type.name, id }).go({ consistent: true });
  if (!data) throw new NotFoundError(`There is no ${lower(type)} ${id}.`);
  return data;
}

export async function getRecord(ctx: RequestContext, type: RecordType, id: string): Promise<RecordDto> {
  const [dto] = await recordDtos(ctx.tenant, type, [await readRecord(ctx.tenant, type, id)]);
  return dto;
}

/** Records as the API answers them, each with its object's inventory number and name (one BatchGet). */
export async function recordDtos(tenant: string, type: RecordType, items: readonly RelatedRecordItem[]): Promise<RecordDto[]> {
  const objectIds = [...new Set(items.map((i) => i.objectId))];
  const { data } = objectIds.length
    ? await CollectionObjectEntity.get(objectIds.map((id) => ({ tenant, id }))).go({ attributes: ['id', 'inventoryNumber', 'objectName'], concurrency: 4 })
    : { data: [] };
  const objects = new Map(data.map((o) => [o.id, o]));
  return items.map((item) => toRecordDto(type, item, objects.get(item.objectId)));
}

/** The records of `ids`, in their order; one deleted meanwhile is left out. */
export async function recordsById(tenant: string, type: RecordType, ids: readonly string[]): Promise<RelatedRecordItem[]> {
  if (!ids.length) return [];
  const { data } = await RelatedRecordEntity.get(ids.map((id) => ({ tenant, type: type.name, id }))).go({ consistent: true, concurrency: 4 });
  const byId = new Map(data.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** A list's answer for the page found (by an index, sorted or not); asks for a snapshot refresh when due. */
export async function recordPage(ctx: RequestContext, type: RecordType, found: { ids: string[]; total: number; refreshDue?: boolean }, page: number, size: number) {
  if (found.refreshDue) requestRecordSearchRefresh(ctx.tenant, type);
  const items = await recordsById(ctx.tenant, type, found.ids);
  return { content: await recordDtos(ctx.tenant, type, items), totalElements: found.total, page, size };
}

