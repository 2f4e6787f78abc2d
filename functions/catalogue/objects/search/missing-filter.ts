import { MINIMUM_RECORD_FIELD_MESSAGE, MINIMUM_RECORD_FIELDS, type MinimumRecordField } from '../../../../shared/schemas/minimum-record-fields';
import { ValidationError } from '../../../lib/errors';
import { searchDocs } from '../../../lib/search/scoped-index';
import { objectPage } from '../object-reads';
import { currentIndex } from './object-search';
import { filterTest, type ObjectFilters } from './search-doc';
import { lackingTest } from './lacking-test';
import { sortedObjectPage, type ObjectSort } from './object-sort';

const isCandidate = (field: string): field is MinimumRecordField => (MINIMUM_RECORD_FIELDS as readonly string[]).includes(field);

/**
 * GET /api/objects?missing=<field> (issue 29): the objects lacking one of the minimum record's
 * candidate fields, by the presence bits their search document carries, with the words, the other
 * filters and the sort. Loaded with the saves' chunk, as a sorted list is (the cold start stays lean).
 * A document saved before the bits has none and is not listed until `npm run reindex` writes them.
 */
export async function lackingObjectPage(tenant: string, query: string, filters: ObjectFilters, page: number, size: number, missing: string, sort?: ObjectSort) {
  if (!isCandidate(missing)) throw new ValidationError(MINIMUM_RECORD_FIELD_MESSAGE, { missing: MINIMUM_RECORD_FIELD_MESSAGE });
  const passes = lackingTest(missing, filterTest(filters));
  if (sort) return sortedObjectPage(tenant, query, filters, page, size, sort, passes);
  const { state, refreshDue } = await currentIndex(tenant);
  const { docs, total } = searchDocs(state, query, passes, page, size);
  return objectPage(tenant, { ids: docs.map((d) => d.id), total, refreshDue }, page, size);
}
