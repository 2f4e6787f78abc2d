import type { TransactWriteEntities } from 'electrodb';
import { ObjectSearchChangeEntity } from '../entities/object-search-change';
import { ObjectSearchDocEntity } from '../entities/object-search-doc';
import type { Committed } from '../transaction-types';
import type { SearchDoc } from './search-doc';
import { CHANGE_LIFETIME_S } from './snapshot';

// A scope's search writes, apart from its reads (scoped-index.ts): a list's cold start loads only the reads.

type SearchEntities = { objectSearchDoc: typeof ObjectSearchDocEntity; objectSearchChange: typeof ObjectSearchChangeEntity };
/** The two entities to add to a write's transaction (`writeWithLog`'s `own`). */
export const searchEntities: SearchEntities = { objectSearchDoc: ObjectSearchDocEntity, objectSearchChange: ObjectSearchChangeEntity };

/** A search document as the document and change items store it: every part but its id (the key), terms as one string. */
export function storedDoc({ id: _id, terms, ...parts }: SearchDoc) {
  return { ...parts, terms: terms.join(' ') };
}

/**
 * The writes that keep a scope's search in step with one document, for its record's own
 * transaction: always two items (the document, and a change the warm indexes and the snapshot
 * refresh read). `doc` is null when the record is deleted.
 */
export function searchWrites(e: TransactWriteEntities<SearchEntities>, scope: string, id: string, doc: SearchDoc | null, now = new Date()): Committed[] {
  const changedAt = now.toISOString();
  const expiresAt = Math.floor(now.getTime() / 1000) + CHANGE_LIFETIME_S;
  if (!doc) {
    return [
      e.objectSearchDoc.delete({ scope, id }).commit(),
      e.objectSearchChange.put({ scope, changedAt, id, deleted: true, expiresAt }).commit(),
    ] as Committed[];
  }
  const stored = storedDoc(doc);
  return [
    e.objectSearchDoc.put({ scope, id, ...stored, updatedAt: changedAt }).commit(),
    e.objectSearchChange.put({ scope, changedAt, id, ...stored, deleted: false, expiresAt }).commit(),
  ] as Committed[];
}
