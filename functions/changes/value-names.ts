import { dropdownTypeTitle } from '../../shared/dropdown-types';
import { fieldReference, referencedIds, type FieldReference, type ReferenceKind } from '../../shared/field-references';
import type { FieldChange } from '../../shared/schemas/history';
import { dropdownList } from '../catalogue/dropdowns/dropdown-lists';
import { BeaconEntity } from '../lib/entities/beacon';
import { CollectionObjectEntity } from '../lib/entities/collection-object';
import { PoiGroupEntity } from '../lib/entities/poi-group';
import { UserGroupEntity } from '../lib/entities/user-group';
import { VocabularyValueEntity } from '../lib/entities/vocabulary-value';

/** A change whose values name other records, with those records' names by id. */
export type NamedChange = FieldChange & { names?: Record<string, string> };

type Wanted = Map<ReferenceKind, Map<string, FieldReference>>;

/**
 * Each change's values that are ids of other records (`shared/field-references.ts`) get those
 * records' names: dropdown titles, POI group titles, beacon ids, inventory numbers, user group
 * names. One BatchGetItem per kind for all the entries at once; an id whose record is gone keeps
 * no name, and the panel shows the id.
 */
export async function withValueNames(tenant: string, entityType: string, entries: readonly (readonly FieldChange[] | undefined)[]): Promise<(NamedChange[] | undefined)[]> {
  const wanted: Wanted = new Map();
  for (const change of entries.flat()) {
    const reference = change && fieldReference(entityType, change.field);
    if (!reference) continue;
    const ids = wanted.get(reference.kind) ?? new Map<string, FieldReference>();
    for (const id of [...referencedIds(change.old), ...referencedIds(change.new)]) ids.set(id, reference);
    wanted.set(reference.kind, ids);
  }
  const names = await readNames(tenant, wanted);
  return entries.map((changes) =>
    changes?.map((change) => {
      if (!fieldReference(entityType, change.field)) return change;
      const found = [...referencedIds(change.old), ...referencedIds(change.new)].flatMap((id) => (names.has(id) ? [[id, names.get(id)!] as const] : []));
      return found.length ? { ...change, names: Object.fromEntries(found) } : change;
    }),
  );
}

async function readNames(tenant: string, wanted: Wanted): Promise<Map<string, string>> {
  const keys = (kind: ReferenceKind) => [...(wanted.get(kind)?.keys() ?? [])].map((id) => ({ tenant, id }));
  const read = async <T extends { id: string }>(kind: ReferenceKind, get: (keys: { tenant: string; id: string }[]) => Promise<{ data: T[] }>, name: (item: T) => string) => {
    const list = keys(kind);
    if (!list.length) return [];
    const { data } = await get(list);
    return data.map((item) => [item.id, name(item)] as const);
  };
  const dropdownKeys = [...(wanted.get('dropdown') ?? new Map<string, FieldReference>())].map(([id, reference]) => {
    const type = reference.kind === 'dropdown' ? reference.type : '';
    return { tenant, id, list: dropdownList({ name: type, title: dropdownTypeTitle(type) }).key };
  });
  const found = await Promise.all([
    dropdownKeys.length ? VocabularyValueEntity.get(dropdownKeys).go({ attributes: ['id', 'value'], concurrency: 4 }).then(({ data }) => data.map((v) => [v.id, v.value] as const)) : [],
    read('poiGroup', (k) => PoiGroupEntity.get(k).go({ attributes: ['id', 'title'], concurrency: 4 }), (g) => g.title),
    read('beacon', (k) => BeaconEntity.get(k).go({ attributes: ['id', 'uniqueId'], concurrency: 4 }), (b) => b.uniqueId),
    read('object', (k) => CollectionObjectEntity.get(k).go({ attributes: ['id', 'inventoryNumber'], concurrency: 4 }), (o) => o.inventoryNumber),
    read('userGroup', (k) => UserGroupEntity.get(k).go({ attributes: ['id', 'value'], concurrency: 4 }), (g) => g.value),
  ]);
  return new Map(found.flat());
}
