import type { RecordType } from '../../../shared/records/record-type';
import type { RecordListParams } from '../../../shared/schemas/records';
import type { RequestContext } from '../../lib/context';
import { objectRecordIds } from './object-records';
import { recordPage } from './record-reads';
import { searchRecordIds } from './search/record-search';

// Apart from record-reads.ts, which the saves import: the sorted call loads the form's chunk
// (form-calls.ts), which holds the saves, so from there it would be an import circle.
/**
 * A page of records (spec 2 section 7): the page's ids and the exact total from the museum's
 * search index of the type (search/record-search.ts), or, for one object's records with no other
 * condition (the object page), from the object's own index (object-records.ts); then the records
 * in one BatchGet. `sort` orders by a column (search/record-sort.ts, loaded with the form's calls).
 */
export async function listRecords(ctx: RequestContext, type: RecordType, params: RecordListParams) {
  const { page, size, searchText, objectId, sort } = params;
  const filters = Object.fromEntries(type.filters.map((f) => [f, params[f] as string | undefined]));
  const onlyObject = objectId && !searchText && !Object.values(filters).some(Boolean);
  const search = { searchText, objectId, filters };
  if (sort) return (await import('./form-calls')).sortedRecordPage(ctx, type, search, page, size, sort);
  const found = onlyObject ? await objectRecordIds(ctx.tenant, type, objectId, page, size) : await searchRecordIds(ctx.tenant, type, search, page, size);
  return recordPage(ctx, type, found, page, size);
}

