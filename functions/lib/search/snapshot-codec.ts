import type { SearchDoc } from './search-doc';

/** Search documents as the table stores them, and the replay of changes (no table access: unit-tested apart). */

type StoredDoc = { id: string; terms?: string; exact?: SearchDoc['exact']; text?: SearchDoc['text']; date?: string; years?: SearchDoc['years']; number?: string; name?: string; sort?: string; keys?: SearchDoc['keys']; present?: number };

/** A search document as the table stores it (document or change item). */
export function fromStored({ id, terms, exact = {}, text = {}, date, years, number = '', name, sort = '', keys, present }: StoredDoc): SearchDoc {
  return { id, terms: terms ? terms.split(' ') : [], exact, text, ...(date && { date }), ...(years && { years }), number, ...(name && { name }), sort, ...(keys && { keys }), ...(present !== undefined && { present }) };
}

export type Change = { id: string; changedAt: string; doc: SearchDoc | null };

/** Replays changes, oldest first, onto documents by id. */
export function applyChanges(docs: Map<string, SearchDoc>, changes: readonly Change[]) {
  for (const change of [...changes].sort((a, b) => (a.changedAt < b.changedAt ? -1 : a.changedAt > b.changedAt ? 1 : 0))) {
    if (change.doc) docs.set(change.id, change.doc);
    else docs.delete(change.id);
  }
}
