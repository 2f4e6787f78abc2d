import type { TransactWriteEntities } from 'electrodb';
import type { RecordType } from '../../../../shared/records/record-type';
import { searchEntities, searchWrites } from '../../../lib/search/search-writes';
import type { Committed } from '../../../lib/transaction-types';
import { recordSearchDoc, type RecordSearchable } from './record-search-doc';
import { recordScope } from './record-search';

// What a record's save writes for its list's search: loaded with the saves, not by the list's cold start.

export const recordSearchEntities = searchEntities;

/** The record's search writes for its own transaction: two items; `searchable` null when it is deleted. */
export function recordSearchWrites(e: TransactWriteEntities<typeof searchEntities>, tenant: string, type: RecordType, recordId: string, searchable: RecordSearchable | null): Committed[] {
  return searchWrites(e, recordScope(tenant, type), recordId, searchable ? recordSearchDoc(type, searchable) : null);
}
