import { randomUUID } from 'node:crypto';
import type { EntityItem } from 'electrodb';
import { BAD_FLAG_TYPE, DROPDOWN_ID_SEPARATOR } from '../../../shared/dropdown-types';
import { DropdownTypeEntity } from '../../lib/entities/dropdown-type';
import type { VocabularyList } from '../vocabularies/engine';

/**
 * A museum's dropdowns on the vocabulary engine (spec 2 sections 2, 3 and 7): one list per
 * dropdown type, a child type's list under its parent's. Objects, records, imports, exports, the
 * dashboard and onboarding name values through these lists.
 */
export type TypeRecord = EntityItem<typeof DropdownTypeEntity>;

export const DROPDOWN_ENTITY_TYPE = 'dropdown';
export { BAD_FLAG_TYPE };

export function dropdownList(type: Pick<TypeRecord, 'name' | 'title'>, parent?: Pick<TypeRecord, 'name' | 'title'>): VocabularyList {
  return {
    key: `dropdown.${type.name}`,
    entityType: DROPDOWN_ENTITY_TYPE,
    label: type.title,
    ...(type.name === BAD_FLAG_TYPE ? { badFlag: true } : {}),
    ...(parent ? { parent: dropdownList(parent), parentField: 'parentId' } : {}),
  };
}

export function newDropdownId(type: string): string {
  return `${type}${DROPDOWN_ID_SEPARATOR}${randomUUID()}`;
}

/** The museum's dropdown types in their screen order. */
export async function allTypes(tenant: string): Promise<TypeRecord[]> {
  const { data } = await DropdownTypeEntity.query.byName({ tenant }).go({ pages: 'all' });
  return data.sort((a, b) => a.position - b.position);
}
