import { dropdownList } from '../dropdowns/dropdown-lists';
import { appLanguages } from '../../lib/app-content/app-languages';
import { VocabularyValueEntity } from '../../lib/entities/vocabulary-value';
import { collatorFor, plainOrder, type SortField, type SortKey } from '../../lib/search/sorted-search';
import type { SearchDoc } from '../../lib/search/search-doc';

/**
 * The kinds of sorted column objects and records share (docs/object-search.md, Sorting): text as a
 * person of the museum's language reads it, dropdown values by their title, days, times and numbers
 * as values.
 */

/** How long a warm function trusts the museum's language (a change of it re-sorts after this). */
const LANGUAGE_TTL_MS = 5 * 60 * 1000;
const languages = new Map<string, { at: number; collator: Promise<Intl.Collator> }>();

/** A collator for the museum's default app language (English when it has none): two small reads, kept a while. */
export function museumCollator(tenant: string, now = Date.now()): Promise<Intl.Collator> {
  const known = languages.get(tenant);
  if (known && now - known.at < LANGUAGE_TTL_MS) return known.collator;
  const collator = appLanguages(tenant).then(({ defaultCode }) => collatorFor(defaultCode ?? 'en'));
  languages.set(tenant, { at: now, collator });
  collator.catch(() => languages.delete(tenant));
  return collator;
}

type Key = (doc: SearchDoc) => SortKey | undefined;

export const textSort = (name: string, key: Key, collator: Intl.Collator): SortField => ({ id: `${name}:${collator.resolvedOptions().locale}`, key, compare: (a, b) => collator.compare(String(a), String(b)) });

export const valueSort = (name: string, key: Key): SortField => ({ id: name, key, compare: plainOrder });

/**
 * A dropdown column: documents keep the value id, the order is the titles' as read now, from the
 * value list (one Query of a small partition), so a renamed value re-sorts at once.
 */
export async function titleSort(tenant: string, name: string, dropdownType: string, key: Key, collator: Intl.Collator): Promise<SortField> {
  const { data } = await VocabularyValueEntity.query.byList({ tenant, list: dropdownList({ name: dropdownType, title: dropdownType }).key }).go({ pages: 'all', consistent: true });
  const titles = new Map(data.map((v) => [v.id, v.value]));
  const title = (id: SortKey) => titles.get(String(id)) ?? String(id);
  return { id: name, key, compare: plainOrder, regroup: (a, b) => collator.compare(title(a), title(b)) };
}
