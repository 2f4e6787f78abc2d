import { dropdownTypeTitle } from '../../../shared/dropdown-types';
import { dropdownList } from './dropdown-lists';
import { VocabularyValueEntity } from '../../lib/entities/vocabulary-value';

/** Dropdown value id -> title, for the named dropdown types (ids carry their type): a sheet's lookups. */
export async function dropdownTitles(tenant: string, types: readonly string[]): Promise<ReadonlyMap<string, string>> {
  const lists = await Promise.all(
    [...new Set(types)].map((name) => {
      const list = dropdownList({ name, title: dropdownTypeTitle(name) }).key;
      return VocabularyValueEntity.query.byList({ tenant, list }).go({ pages: 'all', attributes: ['id', 'value'] });
    }),
  );
  return new Map(lists.flatMap(({ data }) => data.map((v) => [v.id, v.value] as const)));
}
