import { FACETS, type Filters, type MemoryIndex, type SearchDoc, type SearchPage } from './memory-index';
import { normaliseText, terms } from './normalise';

/** The fields `searchAll` reads (issue 10): inventory number, names, title, author, description. */
export const SEARCHED_FIELDS = ['inventoryNumber', 'objectName', 'objectTitle', 'author', 'description'] as const;
export type SearchableObject = Partial<Record<(typeof SEARCHED_FIELDS)[number] | (typeof FACETS)[number], string | null>>;

/** The search document of an object: its distinct terms, its filter values, its list order. */
export function objectSearchDoc(id: string, object: SearchableObject): SearchDoc {
  const all = new Set(SEARCHED_FIELDS.flatMap((field) => terms(object[field])));
  const facets: Filters = {};
  for (const facet of FACETS) {
    const value = object[facet];
    if (value) facets[facet] = value;
  }
  return { id, terms: [...all], facets, sort: normaliseText(object.inventoryNumber ?? '') };
}

/** Searches a built index together with the documents changed since it was built. */
export function searchIn(state: { index: MemoryIndex; changed: ReadonlyMap<string, { doc: SearchDoc | null }> }, query: string, filters: Filters, page: number, size: number): SearchPage {
  const { docs, total } = state.index.search(query, filters, page, size, new Set(state.changed.keys()), [...state.changed.values()].flatMap((c) => (c.doc ? [c.doc] : [])));
  return { ids: docs.map((d) => d.id), total };
}

