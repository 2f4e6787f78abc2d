import type { RecordType } from '../../../shared/records/record-type';
import { RelatedRecordEntity } from '../../lib/entities/related-record';

/**
 * One object's records of a type, newest first (the object page; issue 32), from the byObject
 * index: one Query on the object's own partition, whatever the size of the museum. The type's
 * search index would answer the same list by walking every record of the type in memory, and a
 * function starting cold would first load the whole type's snapshot for a handful of records.
 * The index's order is the list's: the type's date newest first (undated last), then newest
 * created. Its keys are the page's; the records themselves are then read consistently by id.
 */
export async function objectRecordIds(tenant: string, type: RecordType, objectId: string, page: number, size: number) {
  const { data } = await RelatedRecordEntity.query
    .byObject({ tenant, objectId })
    .begins({ type: type.name })
    .go({ pages: 'all', order: 'desc', attributes: ['id', 'type'] });
  // `begins` on the type's name: a longer type name with the same start would match too.
  const ids = data.filter((r) => r.type === type.name).map((r) => r.id);
  return { ids: ids.slice(page * size, (page + 1) * size), total: ids.length };
}
